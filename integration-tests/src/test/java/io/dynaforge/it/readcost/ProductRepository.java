package io.dynaforge.it.readcost;

import io.dynaforge.repository.DynamoDbRepository;

public interface ProductRepository extends DynamoDbRepository<Product, String> {}
