package io.dynaforge.it.correctness;

/** A custom fragment: a query better written by hand. */
public interface LedgerCustom {

  /** The sum of the account's entries' e values. */
  int total(String account);
}
