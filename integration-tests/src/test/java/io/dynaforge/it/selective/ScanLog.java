package io.dynaforge.it.selective;

import io.dynaforge.repository.DynamoDbCompositeId;
import java.util.List;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import org.springframework.data.repository.ListCrudRepository;

/** ListCrudRepository with derived queries beside its CRUD methods. */
public interface ScanLog extends ListCrudRepository<Scan, DynamoDbCompositeId> {
  List<Scan> findByParcelIdOrderByAtDesc(String parcelId);

  Window<Scan> findByParcelIdOrderByAtAsc(String parcelId, Limit limit, ScrollPosition position);
}
