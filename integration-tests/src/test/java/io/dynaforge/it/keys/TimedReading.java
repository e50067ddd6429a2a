package io.dynaforge.it.keys;

import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.mapping.FixedWidthInstantConverter;
import java.time.Instant;

/**
 * A converted sort key: {@code takenAt} is stored with nine fraction digits
 * ({@code 2026-01-01T12:00:00.500000000Z}), never as {@code Instant.toString()}. {@code checkedAt}
 * is the converted sort key of the index {@code by_station}. A fixed physical name: the PartiQL
 * statements of its repository name it as written.
 */
@Table("dynaforge_it_timed_readings")
public record TimedReading(
    @PartitionKey String sensor,
    @SortKey @Converter(FixedWidthInstantConverter.class) Instant takenAt,
    double value,
    String station,
    @Converter(FixedWidthInstantConverter.class) Instant checkedAt) {}
