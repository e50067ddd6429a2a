package io.dynaforge.benchmarks.readcost;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/**
 * A 40-attribute order item ({@code pk}, {@code sk} and 38 typical attributes, about 1 KB stored),
 * the whole item {@link ProjectionBytes} compares a 3-attribute projection with.
 */
@Table("wide_orders")
public record WideOrder(
    @PartitionKey String pk,
    @SortKey String sk,
    String name,
    String email,
    String status,
    java.math.BigDecimal total,
    Integer quantity,
    String currency,
    String region,
    String carrier,
    String street,
    String city,
    String zip,
    String country,
    String phone,
    String channel,
    String coupon,
    String warehouse,
    Integer weightGrams,
    Integer parcels,
    String paymentMethod,
    String cardLast4,
    String invoiceNumber,
    String taxId,
    java.math.BigDecimal tax,
    java.math.BigDecimal shipping,
    java.math.BigDecimal discount,
    String createdAt,
    String updatedAt,
    String shippedAt,
    String deliveredAt,
    String trackingNumber,
    String note,
    String giftMessage,
    String salesRep,
    String campaign,
    String referrer,
    String locale,
    String timezone,
    String source) {}
