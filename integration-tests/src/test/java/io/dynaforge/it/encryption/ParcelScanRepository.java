package io.dynaforge.it.encryption;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface ParcelScanRepository extends DynamoDbRepository<ParcelScan, DynamoDbCompositeId> {
  long countByDepot(String depot);

  List<PlaceOnly> findPlaceByDepot(String depot);

  /** A projection of a scan of a parcel. */
  record PlaceOnly(String parcelId, int seq, String place) {}
}
