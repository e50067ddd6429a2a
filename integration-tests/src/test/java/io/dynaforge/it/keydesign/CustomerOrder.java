package io.dynaforge.it.keydesign;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;
import java.time.LocalDate;

/** {@code USER#123 / ORDER#2024-03-01#o1}: the customer's orders, by date. */
@Table("shop")
@PartitionKeyTemplate("USER#{userId}")
@SortKeyTemplate("ORDER#{orderDate}#{orderId}")
public record CustomerOrder(
    @Derived String userId, @Derived LocalDate orderDate, @Derived String orderId, BigDecimal total) {}
