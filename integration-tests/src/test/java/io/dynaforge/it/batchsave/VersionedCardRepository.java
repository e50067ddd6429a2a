package io.dynaforge.it.batchsave;

import io.dynaforge.repository.DynamoDbRepository;

public interface VersionedCardRepository extends DynamoDbRepository<VersionedCard, String> {}
