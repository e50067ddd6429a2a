package io.dynaforge.boot.encryptionsample;

import io.dynaforge.repository.DynamoDbRepository;

public interface LockerRepository extends DynamoDbRepository<Locker, String> {}
