package io.dynaforge.it.lombok;

import io.dynaforge.repository.DynamoDbRepository;

/** A generated repository over the {@code @Value} entity. */
public interface LombokPlayerRepository extends DynamoDbRepository<LombokPlayer, String> {}
