package io.dynaforge.it.collection;

import io.dynaforge.annotation.Query;
import io.dynaforge.repository.ItemCollectionRepository;
import java.util.Optional;

public interface OrderViewRepository extends ItemCollectionRepository<OrderView> {

  /** A key condition the fixed finders cannot express, passed through to queryItemCollection. */
  @Query(keyConditionExpression = "#pk = :customer AND #sk > :after")
  Optional<OrderView> after(String customer, String after);
}
