package io.dynaforge.it.selective;

import java.util.Optional;
import org.springframework.data.repository.Repository;

/** Spring Data's Repository, narrowed to one GetItem. */
public interface ParcelLookup extends Repository<Parcel, String> {
  Optional<Parcel> findById(String id);
}
