package io.dynaforge.it.collection;

import io.dynaforge.repository.ItemCollectionRepository;

public interface WarehouseViewRepository extends ItemCollectionRepository<WarehouseView> {}
