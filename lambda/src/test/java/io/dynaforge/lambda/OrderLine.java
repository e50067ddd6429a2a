package io.dynaforge.lambda;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** A line of an order, in the same partition; its sort key also starts with {@code ORDER#{orderId}}. */
@Table("lambda_shop")
@SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
public class OrderLine {
  @PartitionKey public String customer;
  public Long orderId;
  public Integer line;
  public String sku;
}
