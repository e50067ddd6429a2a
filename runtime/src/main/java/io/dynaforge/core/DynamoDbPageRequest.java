package io.dynaforge.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One page of a Query or Scan: the DynamoDB {@code Limit} (items evaluated, not returned) and an
 * optional start cursor, as returned by {@link EntityQueryResult#getLastEvaluatedKey()}.
 *
 * @param limit the per-request limit, or {@code null} for none (DynamoDB's 1 MB page)
 * @param startKey the exclusive start key with plain Java values (String, BigDecimal or other
 *     Number, byte[], Boolean), or {@code null} to start at the beginning
 */
public record DynamoDbPageRequest(Integer limit, Map<String, Object> startKey) {

  private static final DynamoDbPageRequest UNPAGED = new DynamoDbPageRequest(null, null);

  public DynamoDbPageRequest {
    if (limit != null && limit < 1) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("limit must be positive, was " + limit);
    }
    startKey =
        startKey == null || startKey.isEmpty()
            ? null
            : Collections.unmodifiableMap(new LinkedHashMap<>(startKey));
  }

  /** The first page with DynamoDB's default size (up to 1 MB). */
  public static DynamoDbPageRequest unpaged() {
    return UNPAGED;
  }

  /** The first page of at most {@code limit} evaluated items. */
  public static DynamoDbPageRequest of(int limit) {
    return new DynamoDbPageRequest(limit, null);
  }

  /** A page of at most {@code limit} evaluated items starting after {@code startKey}. */
  public static DynamoDbPageRequest of(int limit, Map<String, Object> startKey) {
    return new DynamoDbPageRequest(limit, startKey);
  }

  /** The page after {@code startKey}, with DynamoDB's default size. */
  public static DynamoDbPageRequest after(Map<String, Object> startKey) {
    return new DynamoDbPageRequest(null, startKey);
  }

  /** This request with another start key. */
  public DynamoDbPageRequest withStartKey(Map<String, Object> startKey) {
    return new DynamoDbPageRequest(limit, startKey);
  }
}
