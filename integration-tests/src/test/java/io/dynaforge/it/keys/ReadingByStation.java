package io.dynaforge.it.keys;

import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SecondaryIndex;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.mapping.FixedWidthInstantConverter;
import java.time.Instant;

/** A GSI view whose index sort key is converted. */
@SecondaryIndex(value = "by_station", tableName = "dynaforge_it_timed_readings")
public record ReadingByStation(
    @PartitionKey String station,
    @SortKey @Converter(FixedWidthInstantConverter.class) Instant checkedAt,
    String sensor,
    @Converter(FixedWidthInstantConverter.class) Instant takenAt) {}
