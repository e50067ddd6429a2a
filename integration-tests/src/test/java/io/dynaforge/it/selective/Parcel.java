package io.dynaforge.it.selective;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

@Table("selective_parcels")
public record Parcel(@PartitionKey String id, String destination, Integer weight) {}
