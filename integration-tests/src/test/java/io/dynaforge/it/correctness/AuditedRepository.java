package io.dynaforge.it.correctness;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;
import org.springframework.data.repository.NoRepositoryBean;

/** A generic base repository, as Spring Data users write them: implemented through its sub-interfaces. */
@NoRepositoryBean
public interface AuditedRepository<T> extends DynamoDbRepository<T, DynamoDbCompositeId> {

  List<T> findByAccount(String account);

  default Optional<T> lastOf(String account) {
    List<T> all = findByAccount(account);
    return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
  }
}
