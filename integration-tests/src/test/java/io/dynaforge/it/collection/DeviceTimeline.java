package io.dynaforge.it.collection;

import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/** The events of one device, folded from its partition; both key attributes are converted by {@link DeviceEvent}. */
@ItemCollectionView(tableName = "device_events", partitionKey = "device", sortKey = "at")
public record DeviceTimeline(@ItemCollectionMember(startsWith = "20") List<Event> events) {

  public record Event(String kind) {}
}
