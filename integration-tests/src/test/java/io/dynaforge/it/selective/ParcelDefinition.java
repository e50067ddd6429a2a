package io.dynaforge.it.selective;

import java.util.List;
import java.util.Optional;
import org.springframework.data.repository.RepositoryDefinition;

/** Spring Data's other way to narrow: no supertype, the types in {@code @RepositoryDefinition}. */
@RepositoryDefinition(domainClass = Parcel.class, idClass = String.class)
public interface ParcelDefinition {
  Optional<Parcel> findById(String id);

  Parcel save(Parcel parcel);

  List<Parcel> findAllById(Iterable<String> ids);
}
