package io.dynaforge.it.entityindex;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;
import java.time.LocalDate;

/**
 * A shipment in its order's partition, under {@code GSI1} by its id and under {@code GSI2} by its
 * warehouse, ordered by the day it shipped.
 */
@Table(value = "entityindex", partitionKey = "PK", sortKey = "SK")
@PartitionKeyTemplate("o#{orderId}")
@SortKeyTemplate("sh#{shipmentId}")
@PartitionKeyTemplate(value = "sh#{shipmentId}", column = "GSI1-PK")
@SortKeyTemplate(value = "sh#{shipmentId}", column = "GSI1-SK")
@PartitionKeyTemplate(value = "w#{warehouseId}", column = "GSI2-PK")
@SortKeyTemplate(value = "sh#{shippedOn}", column = "GSI2-SK")
@TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "GSI1-SK")
@TableIndex(name = "GSI2", partitionKey = "GSI2-PK", sortKey = "GSI2-SK")
public record ShopShipment(@Derived String orderId, @Derived String shipmentId, String warehouseId,
    LocalDate shippedOn, String carrier) {}
