package io.dynaforge.it.keynames;

import io.dynaforge.repository.DynamoDbRepository;

/** The id is the composed partition key ({@code c#c1}): the sort key is the constant {@code PROFILE}. */
public interface CustomerRepository extends DynamoDbRepository<Customer, String> {}
