package io.dynaforge.it.collection;

import io.dynaforge.repository.ItemCollectionRepository;

public interface DeviceTimelineRepository extends ItemCollectionRepository<DeviceTimeline> {}
