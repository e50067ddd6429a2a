package io.dynaforge.it.repository;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import java.util.List;

public interface ProfileRepository extends DynamoDbRepository<Profile, DynamoDbCompositeId> {

  List<Profile> findByUserIdAndDetailsName(String userId, String name);

  List<Profile> findByUserIdAndAddressCity(String userId, String city);

  List<Profile> findByUserIdAndAddress_Street(String userId, String street);

  List<Profile> findByUserIdAndActiveTrue(String userId);

  List<Profile> findByUserIdAndNicknameIsNull(String userId);

  List<Profile> findByUserIdAndNicknameNotIn(String userId, List<String> nicknames);

  List<Profile> findByUserIdAndKindGreaterThanEqual(String userId, String kind);
}
