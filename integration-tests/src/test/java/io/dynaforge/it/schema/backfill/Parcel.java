package io.dynaforge.it.schema.backfill;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/**
 * A versioned kind whose model gained the sparse index columns {@code gsi1pk} and {@code gsi1sk} (the
 * index {@code parcels_by_status}, {@link ParcelsByStatus}) after items were stored without them.
 */
@Table("backfill")
@SortKeyTemplate("PARCEL#{parcelId}")
@SortKeyTemplate(value = "STATUS#{status}", column = "gsi1pk", sparse = true)
@SortKeyTemplate(value = "{carrier}#{status}", column = "gsi1sk", sparse = true)
public class Parcel {
  @PartitionKey public String customer;
  public String parcelId;
  public String status;
  public String carrier;
  @Version public Long version;

  public Parcel() {}

  public Parcel(String customer, String parcelId, String status, String carrier) {
    this.customer = customer;
    this.parcelId = parcelId;
    this.status = status;
    this.carrier = carrier;
  }
}
