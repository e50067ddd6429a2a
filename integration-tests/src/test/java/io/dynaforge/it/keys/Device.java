package io.dynaforge.it.keys;

import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;

/** A converted partition key: a value type stored as a string. */
@Table("dynaforge_it_devices")
public record Device(@PartitionKey @Converter(DeviceIdConverter.class) DeviceId id, String name) {}
