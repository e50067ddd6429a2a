package io.dynaforge.it.selective;

import java.util.List;
import org.springframework.data.repository.NoRepositoryBean;
import org.springframework.data.repository.Repository;

/** A generic base of the application's own: implemented through its sub-interfaces. */
@NoRepositoryBean
public interface ReadOnly<T, ID> extends Repository<T, ID> {
  List<T> findAllById(Iterable<ID> ids);

  long count();
}
