package io.dynaforge.it.collection;

import io.dynaforge.annotation.Query;
import io.dynaforge.it.keys.DeviceId;
import io.dynaforge.repository.ItemCollectionRepository;
import java.time.Instant;
import java.util.Optional;

public interface DeviceTimelineRepository extends ItemCollectionRepository<DeviceTimeline> {

  /** Both parameters are of the converted key properties' types: converted as DeviceEvent stores them. */
  @Query(keyConditionExpression = "#device = :device AND #at > :after")
  Optional<DeviceTimeline> after(DeviceId device, Instant after);

  /** A String compared with the converted sort key: sent as it is, the stored text. */
  @Query(keyConditionExpression = "#device = :device AND begins_with(#at, :prefix)")
  Optional<DeviceTimeline> startingWith(DeviceId device, String prefix);
}
