package io.dynaforge.it.schema.backfill;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** An unversioned kind of the same table, whose model gained the sparse column {@code gsi1pk}. */
@Table("backfill")
@SortKeyTemplate("CRATE#{crateId}")
@SortKeyTemplate(value = "SIZE#{size}", column = "gsi1pk", sparse = true)
public class Crate {
  @PartitionKey public String customer;
  public String crateId;
  public String size;
  public String label;

  public Crate() {}

  public Crate(String customer, String crateId, String size, String label) {
    this.customer = customer;
    this.crateId = crateId;
    this.size = size;
    this.label = label;
  }
}
