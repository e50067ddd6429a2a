package io.dynaforge.it.keynames;

import io.dynaforge.repository.ItemCollectionRepository;

public interface CustomerWithOrdersRepository extends ItemCollectionRepository<CustomerWithOrders> {}
