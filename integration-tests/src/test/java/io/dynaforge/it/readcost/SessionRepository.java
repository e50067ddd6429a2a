package io.dynaforge.it.readcost;

import io.dynaforge.annotation.ConsistentRead;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

/** Every read strongly consistent, the inherited ones too. */
@ConsistentRead
public interface SessionRepository extends DynamoDbRepository<Session, DynamoDbCompositeId> {
  List<Session> findByUser(String user);

  Session findByUserAndSessionId(String user, String sessionId);

  long countByUser(String user);
}
