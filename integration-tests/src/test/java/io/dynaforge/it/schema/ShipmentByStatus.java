package io.dynaforge.it.schema;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;

/** The global secondary index {@code by_status} of {@link Shipment}. */
@SecondaryIndex(value = "by_status", tableName = "schema_shipments")
public record ShipmentByStatus(@PartitionKey String status, @SortKey String placedAt, String customerId,
    String shipmentId) {}
