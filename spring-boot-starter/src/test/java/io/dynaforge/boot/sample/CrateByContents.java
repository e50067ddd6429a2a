package io.dynaforge.boot.sample;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;

/** The global secondary index {@code by_contents} of {@link Crate}: what the schema actions create and add. */
@SecondaryIndex(value = "by_contents", tableName = "crates")
public record CrateByContents(@PartitionKey String contents, String id) {}
