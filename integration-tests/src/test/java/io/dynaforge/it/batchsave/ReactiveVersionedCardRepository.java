package io.dynaforge.it.batchsave;

import io.dynaforge.reactive.ReactiveDynamoDbRepository;

public interface ReactiveVersionedCardRepository extends ReactiveDynamoDbRepository<VersionedCard, String> {}
