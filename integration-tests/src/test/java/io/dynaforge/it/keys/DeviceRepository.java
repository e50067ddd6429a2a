package io.dynaforge.it.keys;

import io.dynaforge.annotation.Query;
import io.dynaforge.annotation.Update;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

public interface DeviceRepository extends DynamoDbRepository<Device, DeviceId> {

  /** Planned as a GetItem on the converted partition key. */
  Optional<Device> findOneById(DeviceId id);

  @Update(updateExpression = "SET #name = :name")
  Device rename(DeviceId id, String name);

  @Query(partiQl = "SELECT * FROM \"dynaforge_it_devices\" WHERE id = ?")
  Optional<Device> byStatement(DeviceId id);

  /** The parameter is one element of the list property: converted like one (a nested map). */
  @Query(filterExpression = "contains(#visited, :location)", allowScan = true)
  List<Device> visited(Device.Location location);
}
