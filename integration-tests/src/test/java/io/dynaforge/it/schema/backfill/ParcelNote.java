package io.dynaforge.it.schema.backfill;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/**
 * A more specific kind under the same prefix as {@link Parcel} ({@code PARCEL#p1#NOTE#001}): the Scan's
 * server-side filter ({@code begins_with(sk, "PARCEL#")}) lets its items through, the kind rule keeps a
 * Parcel backfill off them. It has a {@code gsi1pk} column of its own that its old items lack.
 */
@Table("backfill")
@SortKeyTemplate("PARCEL#{parcelId}#NOTE#{note:3}")
@SortKeyTemplate(value = "NOTE#{author}", column = "gsi1pk", sparse = true)
public class ParcelNote {
  @PartitionKey public String customer;
  public String parcelId;
  public int note;
  public String author;

  public ParcelNote() {}

  public ParcelNote(String customer, String parcelId, int note, String author) {
    this.customer = customer;
    this.parcelId = parcelId;
    this.note = note;
    this.author = author;
  }
}
