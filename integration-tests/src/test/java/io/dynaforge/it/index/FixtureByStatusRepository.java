package io.dynaforge.it.index;

import io.dynaforge.repository.SecondaryIndexRepository;
import java.util.List;

public interface FixtureByStatusRepository extends SecondaryIndexRepository<FixtureByStatus> {

  List<FixtureByStatus> findByPkAndStatus(String pk, String status);

  List<FixtureByStatus> findByPkAndStatusStartingWith(String pk, String prefix);
}
