package io.dynaforge.it.index;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;

public interface FixtureRepository extends DynamoDbRepository<Fixture, DynamoDbCompositeId> {}
