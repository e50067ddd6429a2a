package io.dynaforge.it.schema;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;

/** The second global secondary index of {@link Shipment}, {@code by_day}: update adds missing ones one at a time. */
@SecondaryIndex(value = "by_day", tableName = "schema_shipments")
public record ShipmentsOfDay(@PartitionKey String placedAt, String customerId, String shipmentId) {}
