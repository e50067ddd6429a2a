package io.dynaforge.boot.sample;

import io.dynaforge.repository.DynamoDbRepository;

public interface CrateRepository extends DynamoDbRepository<Crate, String> {}
