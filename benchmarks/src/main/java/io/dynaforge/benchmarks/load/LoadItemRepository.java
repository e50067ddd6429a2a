package io.dynaforge.benchmarks.load;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface LoadItemRepository extends DynamoDbRepository<LoadItem, DynamoDbCompositeId> {
  List<LoadItem> findByUser(String user);

  long countByUserAndKind(String user, String kind);
}
