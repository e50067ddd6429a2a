package io.dynaforge.it.repository;

import io.dynaforge.repository.DynamoDbRepository;

public interface TallyRepository extends DynamoDbRepository<Tally, String> {}
