package io.dynaforge.benchmarks.backfill;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** Another kind of the same table, which the backfill of {@link Shelf} reads past and never writes. */
@Table("backfill_run")
@SortKeyTemplate("BIN#{binId}")
public class Bin {
  @PartitionKey public String store;
  public String binId;
  public String content;

  public Bin() {}

  public Bin(String store, String binId, String content) {
    this.store = store;
    this.binId = binId;
    this.content = content;
  }
}
