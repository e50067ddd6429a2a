package io.dynaforge.it.write;

import io.dynaforge.annotation.AtomicCounter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** A record with a counter: the returned copy carries the stored value. */
@Table("shop")
public record CounterRecord(@PartitionKey String pk, @SortKey String sk, String label, @AtomicCounter Long hits) {}
