package io.dynaforge.it.mapping;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** A kind whose sort-key template has primitive placeholders, stored as their own attributes too. */
@Table("mapping_lines")
@SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
public class PrimitiveLine {
  @PartitionKey public String customer;
  public long orderId;
  public int line;
  public String sku;
}
