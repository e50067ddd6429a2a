package io.dynaforge.core;

/**
 * The result of one Query or Scan request: what was read (a list of entities, or a folded view) and
 * the continuation {@link Cursor}; pass it back through {@link DynamoDbPageRequest} ({@link #nextPage}).
 *
 * @param <R> the result type, e.g. {@code List<Match>}
 */
public final class EntityQueryResult<R> {

  private final R result;
  private final Cursor cursor;
  private final int count;
  private final int scannedCount;

  private EntityQueryResult(R result, Cursor cursor, int count, int scannedCount) {
    this.result = result;
    this.cursor = cursor;
    this.count = count;
    this.scannedCount = scannedCount;
  }

  /** A page: what it produced, where the next one starts ({@code null}: none) and DynamoDB's counts. */
  public static <R> EntityQueryResult<R> of(R result, Cursor cursor, int count, int scannedCount) {
    return new EntityQueryResult<>(result, cursor, count, scannedCount);
  }

  /** This page's cursor and counts with another result (the same page read otherwise). */
  public <V> EntityQueryResult<V> withResult(V other) {
    return new EntityQueryResult<>(other, cursor, count, scannedCount);
  }

  /** What this page produced. */
  public R getResult() {
    return result;
  }

  /** Where the next page starts, or {@code null} when DynamoDB reported no further page. */
  public Cursor getCursor() {
    return cursor;
  }

  /** Whether DynamoDB reported a further page. */
  public boolean hasNextPage() {
    return cursor != null;
  }

  /** The request for the next page with the same limit as {@code current}. */
  public DynamoDbPageRequest nextPage(DynamoDbPageRequest current) {
    if (cursor == null) {
      throw new IllegalStateException("There is no next page: DynamoDB returned no LastEvaluatedKey");
    }
    return current.withCursor(cursor);
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
    return "EntityQueryResult[result=" + result + ", cursor=" + cursor + "]";
  }
}
