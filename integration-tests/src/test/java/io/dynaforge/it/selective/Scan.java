package io.dynaforge.it.selective;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** A scan of a parcel at a depot, by time. */
@Table("selective_scans")
public record Scan(@PartitionKey String parcelId, @SortKey String at, String depot) {}
