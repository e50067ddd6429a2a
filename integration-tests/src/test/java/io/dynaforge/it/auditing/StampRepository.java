package io.dynaforge.it.auditing;

import io.dynaforge.repository.DynamoDbRepository;

public interface StampRepository extends DynamoDbRepository<Stamp, String> {}
