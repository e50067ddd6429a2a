package io.dynaforge.it.readcost;

import io.dynaforge.annotation.Query;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/** Every return shape of a record and an interface projection. */
public interface ItemRepository extends DynamoDbRepository<Item, DynamoDbCompositeId> {

  List<ItemPrice> findByPk(String pk);

  Optional<ItemPrice> findByPkAndSk(String pk, String sk);

  ItemStock findFirstByPkOrderBySkDesc(String pk);

  Stream<ItemStock> findByPkAndSkStartingWith(String pk, String prefix);

  Window<ItemPrice> findByPkAndSkGreaterThan(String pk, String sk, Limit limit, ScrollPosition position);

  @Query(filterExpression = "#category = :category", allowScan = true)
  List<ItemStock> inCategory(String category);
}
