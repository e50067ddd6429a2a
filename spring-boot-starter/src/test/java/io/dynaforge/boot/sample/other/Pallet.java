package io.dynaforge.boot.sample.other;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

@Table("pallets")
public record Pallet(@PartitionKey String id, int crates) {}
