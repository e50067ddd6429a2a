package io.dynaforge.boot.sample;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

@Table("crates")
public record Crate(@PartitionKey String id, String contents) {}
