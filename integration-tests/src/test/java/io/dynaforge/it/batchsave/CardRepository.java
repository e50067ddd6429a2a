package io.dynaforge.it.batchsave;

import io.dynaforge.repository.DynamoDbRepository;

public interface CardRepository extends DynamoDbRepository<Card, String> {}
