package io.dynaforge.benchmarks.template;

import io.dynaforge.repository.DynamoDbRepository;

/** The repository of {@link TemplateRatios}' {@code findById_repo}: CRUD only. */
public interface CustomerRepository extends DynamoDbRepository<Customer, String> {}
