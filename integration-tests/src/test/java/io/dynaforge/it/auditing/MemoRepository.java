package io.dynaforge.it.auditing;

import io.dynaforge.repository.DynamoDbRepository;

public interface MemoRepository extends DynamoDbRepository<Memo, String> {}
