package io.dynaforge.it.encryption;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface SecretRepository extends DynamoDbRepository<Secret, DynamoDbCompositeId> {

  List<Secret> findByOwner(String owner);

  long countByOwner(String owner);
}
