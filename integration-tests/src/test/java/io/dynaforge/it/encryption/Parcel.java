package io.dynaforge.it.encryption;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/**
 * An encrypted kind whose sort keys share their prefix with another kind's ({@link ParcelScan}'s
 * {@code PARCEL#{parcelId}#SCAN#{seq:3}}): its count and projections read rows of both kinds and tell them
 * apart on the client.
 */
@Table("enc_parcels")
@SortKeyTemplate("PARCEL#{parcelId}")
public record Parcel(@PartitionKey String depot, String parcelId, String status, @Encrypted String recipient) {}
