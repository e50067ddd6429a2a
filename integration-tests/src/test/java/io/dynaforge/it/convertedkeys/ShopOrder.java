package io.dynaforge.it.convertedkeys;

import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.time.LocalDateTime;

/** An order keyed by customer and the date it was placed, stored as the published text. */
@Table("converted_keys")
@PartitionKeyTemplate("c#{customerId}")
@SortKeyTemplate("o#{placedAt}#{orderId}")
public record ShopOrder(@Derived String customerId,
    @Derived @Converter(SecondsDateTimeConverter.class) LocalDateTime placedAt, @Derived String orderId, int total) {}
