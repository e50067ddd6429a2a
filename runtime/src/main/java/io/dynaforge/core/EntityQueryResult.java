package io.dynaforge.core;

import java.util.Map;

/**
 * The result of one Query or Scan request: what was read (a list of entities, or a folded view) and
 * the continuation cursor. The cursor holds plain Java values only (String, BigDecimal, byte[],
 * Boolean), never SDK types; pass it back through {@link DynamoDbPageRequest}.
 *
 * @param <R> the result type, e.g. {@code List<Match>}
 */
public final class EntityQueryResult<R> {

  private final R result;
  private final Map<String, Object> lastEvaluatedKey;
  private final int count;
  private final int scannedCount;

  public EntityQueryResult(
      R result, Map<String, Object> lastEvaluatedKey, int count, int scannedCount) {
    this.result = result;
    this.lastEvaluatedKey =
        lastEvaluatedKey == null || lastEvaluatedKey.isEmpty() ? null : lastEvaluatedKey;
    this.count = count;
    this.scannedCount = scannedCount;
  }

  /** What this page produced. */
  public R getResult() {
    return result;
  }

  /**
   * The cursor after the last evaluated item, or {@code null} when DynamoDB reported no further
   * page. Keys are attribute names; values are String, BigDecimal, byte[] or Boolean.
   */
  public Map<String, Object> getLastEvaluatedKey() {
    return lastEvaluatedKey;
  }

  /** Whether DynamoDB reported a further page. */
  public boolean hasNextPage() {
    return lastEvaluatedKey != null;
  }

  /** The request for the next page with the same limit as {@code current}. */
  public DynamoDbPageRequest nextPage(DynamoDbPageRequest current) {
    if (lastEvaluatedKey == null) {
      throw new IllegalStateException("There is no next page: DynamoDB returned no LastEvaluatedKey");
    }
    return current.withStartKey(lastEvaluatedKey);
  }

  /** DynamoDB's {@code Count}: items returned after the filter. */
  public int getCount() {
    return count;
  }

  /** DynamoDB's {@code ScannedCount}: items evaluated before the filter. */
  public int getScannedCount() {
    return scannedCount;
  }

  @Override
  public String toString() {
    return "EntityQueryResult[result=" + result + ", lastEvaluatedKey=" + lastEvaluatedKey + "]";
  }
}
