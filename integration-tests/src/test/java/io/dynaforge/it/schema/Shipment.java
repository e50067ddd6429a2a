package io.dynaforge.it.schema;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;
import java.time.Instant;

/** The schema tests' entity: a table with a global index (ShipmentByStatus), a local one (ShipmentByPlaced) and TTL. */
@Table("schema_shipments")
public record Shipment(
    @PartitionKey String customerId,
    @SortKey String shipmentId,
    String status,
    String placedAt,
    @TimeToLive Instant expiresAt) {}
