package io.dynaforge.it.spring;

import io.dynaforge.repository.DynamoDbRepository;

public interface GadgetRepository extends DynamoDbRepository<Gadget, String>, GadgetLabelling {}
