package io.dynaforge.it.correctness;

import io.dynaforge.core.DynamoDbOperations;

/** The fragment's implementation, found by name and built with the repository's operations. */
public class LedgerCustomImpl implements LedgerCustom {

  private final DynamoDbOperations operations;

  public LedgerCustomImpl(DynamoDbOperations operations) {
    this.operations = operations;
  }

  @Override
  public int total(String account) {
    return operations.findAll(Ledger.class).stream().filter(l -> l.account().equals(account))
        .mapToInt(l -> l.e() == null ? 0 : l.e()).sum();
  }
}
