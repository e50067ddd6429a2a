package io.dynaforge.it.keys;

import io.dynaforge.annotation.Converter;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.util.List;

/** A converted partition key: a value type stored as a string; {@code visited} is a list of maps. */
@Table("dynaforge_it_devices")
public record Device(@PartitionKey @Converter(DeviceIdConverter.class) DeviceId id, String name, List<Location> visited) {

  public record Location(String site, int floor) {}
}
