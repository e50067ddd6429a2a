package io.dynaforge.it.readcost;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.IndexProjection;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import java.math.BigDecimal;

/** The seed's sparse {@code featured-index}: only featured products, with their name and price. */
@SecondaryIndex(value = "featured-index", tableName = "catalog", projection = IndexProjection.INCLUDE)
public record FeaturedProduct(@PartitionKey @Column("featured") String featured, String pk, String name,
    BigDecimal price) {}
