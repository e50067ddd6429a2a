package io.dynaforge.it.refusal;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** An order line under a zero-padded placeholder: the representative model of the hostile-argument test. */
@Table("refusal_lines")
@PartitionKeyTemplate("o#{orderId}")
@SortKeyTemplate("l#{line:3}")
public record RefusalLine(@Derived String orderId, @Derived Integer line, String note, Integer quantity) {}
