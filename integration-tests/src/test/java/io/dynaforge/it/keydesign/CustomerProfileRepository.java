package io.dynaforge.it.keydesign;

import io.dynaforge.repository.DynamoDbRepository;
import java.util.Optional;

public interface CustomerProfileRepository extends DynamoDbRepository<CustomerProfile, String> {

  Optional<CustomerProfile> findByUserId(String userId);
}
