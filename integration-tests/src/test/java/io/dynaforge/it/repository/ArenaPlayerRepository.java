package io.dynaforge.it.repository;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;

public interface ArenaPlayerRepository extends DynamoDbRepository<ArenaPlayer, DynamoDbCompositeId> {}
