package io.dynaforge.benchmarks.backfill;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/** The backfill run's kind: versioned, with two sparse index columns its stored items lack. */
@Table("backfill_run")
@SortKeyTemplate("SHELF#{shelfId}")
@SortKeyTemplate(value = "STATUS#{status}", column = "gsi1pk", sparse = true)
@SortKeyTemplate(value = "{aisle}#{status}", column = "gsi1sk", sparse = true)
public class Shelf {
  @PartitionKey public String store;
  public String shelfId;
  public String status;
  public String aisle;
  @Version public Long version;

  public Shelf() {}

  public Shelf(String store, String shelfId, String status, String aisle, Long version) {
    this.store = store;
    this.shelfId = shelfId;
    this.status = status;
    this.aisle = aisle;
    this.version = version;
  }
}
