package io.dynaforge.it.evolution.readpath;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;
import io.dynaforge.annotation.TimeToLive;

/**
 * A lease whose reads leave out expired items ({@code filterExpired}), under {@code GSI1} by its holder
 * ({@code H#{holder}}): {@code BackfillReadPathTest} backfills the index column of expired leases too.
 */
@Table("readpath_leases")
@PartitionKeyTemplate("l#{leaseId}")
@SortKeyTemplate("lease")
@PartitionKeyTemplate(value = "H#{holder}", column = "gsi1pk")
@SortKeyTemplate(value = "l#{leaseId}", column = "gsi1sk")
@TableIndex(name = "GSI1", partitionKey = "gsi1pk", sortKey = "gsi1sk")
public record Lease(@Derived String leaseId, String holder, @TimeToLive(filterExpired = true) long expiresAt) {}
