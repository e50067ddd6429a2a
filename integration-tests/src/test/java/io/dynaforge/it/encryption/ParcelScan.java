package io.dynaforge.it.encryption;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** A plain kind beside {@link Parcel} on its encrypted table: its items are signed all the same. */
@Table("enc_parcels")
@SortKeyTemplate("PARCEL#{parcelId}#SCAN#{seq:3}")
public record ParcelScan(@PartitionKey String depot, String parcelId, int seq, String place) {}
