package io.dynaforge.it.schema;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;

/** The local secondary index {@code by_placed} of {@link Shipment}. */
@SecondaryIndex(value = "by_placed", tableName = "schema_shipments", local = true)
public record ShipmentByPlaced(@PartitionKey String customerId, @SortKey String placedAt, String shipmentId) {}
