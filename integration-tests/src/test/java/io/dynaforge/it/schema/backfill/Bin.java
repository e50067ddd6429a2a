package io.dynaforge.it.schema.backfill;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;

/**
 * A kind without key templates on the table of {@link Parcel}, {@link ParcelNote} and {@link Crate}: the
 * kind rule gives it every item of the table, so a backfill of it (its {@code @TimeToLive} is a derived
 * attribute) would rewrite theirs. Refused.
 */
@Table("backfill")
public class Bin {
  @PartitionKey public String customer;
  @SortKey public String sk;
  public String label;
  @TimeToLive public long expiresAt;

  public Bin() {}
}
