package io.dynaforge.it.collection;

import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.it.keys.DeviceId;
import io.dynaforge.it.keys.DeviceIdConverter;
import io.dynaforge.mapping.FixedWidthInstantConverter;
import java.time.Instant;

/**
 * Rows whose keys are both converted: the partition key is a value type stored as
 * {@code acme-000042}, the sort key an {@code Instant} stored with nine fraction digits.
 */
@Table("device_events")
public record DeviceEvent(
    @PartitionKey @Converter(DeviceIdConverter.class) DeviceId device,
    @SortKey @Converter(FixedWidthInstantConverter.class) Instant at,
    String kind) {}
