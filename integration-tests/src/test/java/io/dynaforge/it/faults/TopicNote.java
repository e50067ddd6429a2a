package io.dynaforge.it.faults;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** A note of a topic: one partition, many rows, read as an item collection. */
@Table("topics")
public record TopicNote(@PartitionKey String topic, @SortKey String sk, String text) {}
