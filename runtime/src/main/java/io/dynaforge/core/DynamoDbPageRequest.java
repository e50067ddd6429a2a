package io.dynaforge.core;

import java.util.Objects;

/**
 * One page of a Query or Scan: the DynamoDB {@code Limit} (items evaluated, not returned) and an
 * optional start {@link Cursor}, as returned by {@link EntityQueryResult#getCursor()}.
 */
public final class DynamoDbPageRequest {

  private static final DynamoDbPageRequest UNPAGED = new DynamoDbPageRequest(null, null);

  private final Integer limit;
  private final Cursor cursor;

  private DynamoDbPageRequest(Integer limit, Cursor cursor) {
    if (limit != null && limit < 1) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("limit must be positive, was " + limit);
    }
    this.limit = limit;
    this.cursor = cursor;
  }

  /** The first page with DynamoDB's default size (up to 1 MB). */
  public static DynamoDbPageRequest unpaged() {
    return UNPAGED;
  }

  /** The first page of at most {@code limit} evaluated items. */
  public static DynamoDbPageRequest of(int limit) {
    return new DynamoDbPageRequest(limit, null);
  }

  /** A page of at most {@code limit} evaluated items starting after {@code cursor} ({@code null}: the first). */
  public static DynamoDbPageRequest of(int limit, Cursor cursor) {
    return new DynamoDbPageRequest(limit, cursor);
  }

  /** The page after {@code cursor} ({@code null}: the first page), with DynamoDB's default size. */
  public static DynamoDbPageRequest after(Cursor cursor) {
    return cursor == null ? UNPAGED : new DynamoDbPageRequest(null, cursor);
  }

  /**
   * The page starting after {@code cursor} ({@code null}: the first page) of at most {@code limit}
   * evaluated items ({@code null} or 0: DynamoDB's default size).
   */
  public static DynamoDbPageRequest from(Cursor cursor, Integer limit) {
    Integer effective = limit == null || limit == 0 ? null : limit;
    return effective == null && cursor == null ? UNPAGED : new DynamoDbPageRequest(effective, cursor);
  }

  /** The per-request limit, or {@code null} for none. */
  public Integer limit() {
    return limit;
  }

  /** Where the page starts (exclusive), or {@code null} for the beginning. */
  public Cursor cursor() {
    return cursor;
  }

  /** This request starting after {@code cursor} instead. */
  public DynamoDbPageRequest withCursor(Cursor cursor) {
    return new DynamoDbPageRequest(limit, cursor);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DynamoDbPageRequest page && Objects.equals(limit, page.limit)
        && Objects.equals(cursor, page.cursor);
  }

  @Override
  public int hashCode() {
    return Objects.hash(limit, cursor);
  }

  @Override
  public String toString() {
    return "DynamoDbPageRequest[limit=" + limit + ", cursor=" + cursor + "]";
  }
}
