package io.dynaforge.it.declared;

import io.dynaforge.annotation.Query;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface Ledger2Repository extends DynamoDbRepository<Ledger2, DynamoDbCompositeId> {

  @Query(partiQl = "SELECT * FROM \"dynaforge_it_partiql\" WHERE account = ?")
  List<Ledger2> entriesOf(String account);

  @Query(partiQl = "SELECT * FROM \"dynaforge_it_partiql\" WHERE account = ? AND entry = ?")
  Optional<Ledger2> entry(String account, String entry);

  @Query(partiQl = "SELECT * FROM \"dynaforge_it_partiql\" WHERE account = ?", limit = 3)
  List<Ledger2> firstThree(String account);
}
