package io.dynaforge.it.repository;

import io.dynaforge.annotation.AllowScan;
import io.dynaforge.annotation.ConsistentRead;
import io.dynaforge.annotation.Query;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;
import java.util.Optional;

/** Reads of an expiring entity, for the access-pattern report (rule 10 of wave 4). */
public interface LeaseRepository extends DynamoDbRepository<Lease, DynamoDbCompositeId> {

  Optional<Lease> findByOwnerAndLeaseId(String owner, String leaseId);

  List<Lease> findByOwner(String owner);

  @ConsistentRead
  List<Lease> findByOwnerAndStatus(String owner, String status);

  long countByOwner(String owner);

  @AllowScan
  List<Lease> findByStatus(String status);

  @Query(filterExpression = "#status = :status", allowScan = true, consistentRead = true)
  List<Lease> declared(String status);
}
