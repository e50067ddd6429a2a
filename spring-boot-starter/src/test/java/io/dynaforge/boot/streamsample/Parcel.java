package io.dynaforge.boot.streamsample;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.StreamView;
import io.dynaforge.annotation.Table;

/** An entity whose table has a stream, for the streams auto-configuration. */
@Table(value = "boot_parcels", stream = StreamView.NEW_AND_OLD_IMAGES)
public class Parcel {
  @PartitionKey public String id;
  public String status;

  public Parcel() {}

  public Parcel(String id, String status) {
    this.id = id;
    this.status = status;
  }
}
