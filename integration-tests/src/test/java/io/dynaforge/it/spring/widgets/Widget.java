package io.dynaforge.it.spring.widgets;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

@Table("widgets")
public record Widget(@PartitionKey String id, String colour) {}
