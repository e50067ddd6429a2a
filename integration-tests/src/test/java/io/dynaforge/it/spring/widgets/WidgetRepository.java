package io.dynaforge.it.spring.widgets;

import io.dynaforge.repository.DynamoDbRepository;

public interface WidgetRepository extends DynamoDbRepository<Widget, String> {}
