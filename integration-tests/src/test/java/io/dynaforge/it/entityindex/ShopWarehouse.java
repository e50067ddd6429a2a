package io.dynaforge.it.entityindex;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;

/**
 * A warehouse, in its own partition and under {@code GSI2} by its id with the constant sort key
 * {@code w#profile}: the same {@code GSI2-PK} as its shipments, another literal in {@code GSI2-SK}.
 */
@Table(value = "entityindex", partitionKey = "PK", sortKey = "SK")
@PartitionKeyTemplate("w#{warehouseId}")
@SortKeyTemplate("w#{warehouseId}")
@PartitionKeyTemplate(value = "w#{warehouseId}", column = "GSI2-PK")
@SortKeyTemplate(value = "w#profile", column = "GSI2-SK")
@TableIndex(name = "GSI2", partitionKey = "GSI2-PK", sortKey = "GSI2-SK")
public record ShopWarehouse(@Derived String warehouseId, String city) {}
