package io.dynaforge.it.faults;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** A sensor reading: a partition of many items, for queries over several pages and scans. */
@Table("fault_readings")
public record Reading(@PartitionKey String sensor, @SortKey int seq, String value) {}
