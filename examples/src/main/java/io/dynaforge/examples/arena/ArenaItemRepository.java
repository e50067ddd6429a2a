package io.dynaforge.examples.arena;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface ArenaItemRepository extends DynamoDbRepository<ArenaItem, DynamoDbCompositeId> {

    /** One Query on the partition: every kind of row. */
    List<ArenaItem> findByPk(String pk);
}
