package io.dynaforge.it.faults;

import io.dynaforge.repository.ItemCollectionRepository;

public interface TopicRepository extends ItemCollectionRepository<Topic> {}
