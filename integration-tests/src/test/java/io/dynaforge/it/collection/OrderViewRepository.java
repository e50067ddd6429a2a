package io.dynaforge.it.collection;

import io.dynaforge.repository.ItemCollectionRepository;

public interface OrderViewRepository extends ItemCollectionRepository<OrderView> {}
