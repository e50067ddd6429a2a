package io.dynaforge.benchmarks.encryption;

import io.dynaforge.repository.DynamoDbRepository;

/** The generated repository of {@link EncryptionRatios}' {@code save_repo} and {@code findById_repo}. */
public interface SecretRepository extends DynamoDbRepository<Secret, String> {}
