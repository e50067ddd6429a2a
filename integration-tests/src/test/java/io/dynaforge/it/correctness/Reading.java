package io.dynaforge.it.correctness;

import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.mapping.FixedWidthInstantConverter;
import java.time.Instant;

/** An Instant sort key stored in a fixed-width text form, so DynamoDB's order is chronological. */
@Table("readings")
public record Reading(
    @PartitionKey String sensor,
    @SortKey @Converter(FixedWidthInstantConverter.class) Instant takenAt,
    double value) {}
