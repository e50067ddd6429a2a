package io.dynaforge.it.faults;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.math.BigDecimal;
import java.util.Set;

/** Every kind of value DynamoDB limits: numbers, strings, sets, binaries. */
@Table("measurements")
public record Measurement(@PartitionKey String id, Double reading, BigDecimal amount, String note, Set<String> tags,
    byte[] blob) {}
