package io.dynaforge.it.encryption;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;

public interface ParcelRepository extends DynamoDbRepository<Parcel, DynamoDbCompositeId> {
  long countByDepot(String depot);
}
