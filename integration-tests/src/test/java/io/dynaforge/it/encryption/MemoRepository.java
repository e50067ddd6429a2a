package io.dynaforge.it.encryption;

import io.dynaforge.repository.DynamoDbRepository;

public interface MemoRepository extends DynamoDbRepository<Memo, String> {}
