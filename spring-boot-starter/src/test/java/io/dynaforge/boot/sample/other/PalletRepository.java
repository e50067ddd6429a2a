package io.dynaforge.boot.sample.other;

import io.dynaforge.repository.DynamoDbRepository;

public interface PalletRepository extends DynamoDbRepository<Pallet, String> {}
