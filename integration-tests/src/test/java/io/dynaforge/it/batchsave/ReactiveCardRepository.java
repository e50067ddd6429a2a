package io.dynaforge.it.batchsave;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;

public interface ReactiveCardRepository extends ReactiveDynamoDbRepository<Card, String> {}
