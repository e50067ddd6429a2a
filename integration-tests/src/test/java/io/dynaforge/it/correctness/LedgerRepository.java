package io.dynaforge.it.correctness;

import java.util.Collection;
import java.util.List;

public interface LedgerRepository extends AuditedRepository<Ledger>, LedgerCustom {

  List<Ledger> findByAccountAndItemStartingWith(String query, String method);

  List<Ledger> findByAccountAndEIn(String operations, Collection<Integer> i);

  long countByAccountAndEntity(String e, String entity);
}
