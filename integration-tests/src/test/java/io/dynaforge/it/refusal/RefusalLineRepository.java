package io.dynaforge.it.refusal;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

public interface RefusalLineRepository extends DynamoDbRepository<RefusalLine, DynamoDbCompositeId> {
  Optional<RefusalLine> findByOrderIdAndLine(String orderId, Integer line);

  List<RefusalLine> findByOrderIdAndLineGreaterThan(String orderId, Integer line);

  List<RefusalLine> findByOrderIdAndLineLessThan(String orderId, Integer line);

  List<RefusalLine> findByOrderIdAndLineBetween(String orderId, Integer from, Integer to);

  List<RefusalLine> findByOrderId(String orderId, Limit limit);

  Stream<RefusalLine> streamByOrderIdAndNote(String orderId, String note);

  Window<RefusalLine> findByOrderIdOrderByLineAsc(String orderId, ScrollPosition position, Limit limit);

  long countByOrderIdAndLineGreaterThanEqual(String orderId, Integer line);

  boolean existsByOrderIdAndLineLessThanEqual(String orderId, Integer line);
}
