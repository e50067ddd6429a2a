package io.dynaforge.it.kinds;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/**
 * Template columns over ordinary properties: a sparse index partition key from {@code status}, an
 * index sort key from {@code carrier} and {@code status}, and the base sort key from {@code shipId}.
 */
@Table("kind_shipments")
@SortKeyTemplate("SHIP#{shipId}")
@SortKeyTemplate(value = "STATUS#{status}", column = "gsi1pk", sparse = true)
@SortKeyTemplate(value = "{carrier}#{status}", column = "gsi1sk", sparse = true)
public class Shipment {
  @PartitionKey public String customer;
  public String shipId;
  public String status;
  public String carrier;

  public Shipment() {}

  public Shipment(String customer, String shipId, String status, String carrier) {
    this.customer = customer;
    this.shipId = shipId;
    this.status = status;
    this.carrier = carrier;
  }
}
