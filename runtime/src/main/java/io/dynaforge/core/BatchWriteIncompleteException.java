package io.dynaforge.core;

import java.util.List;
import org.springframework.dao.DataAccessResourceFailureException;

/**
 * {@code saveAll} could not confirm that every item was written (or {@code deleteAll}/{@code
 * deleteAllById} that every item was deleted): unprocessed items were still left after the retry
 * policy's last attempt, or a request failed (connection lost, throttled beyond the SDK's retries, ...).
 * {@link #getUnwrittenEntities()} lists the entities that are not confirmed written or deleted (for
 * {@code deleteAllById}, the ids as given), in the order given, and {@link #getUnwrittenKeys()} their
 * keys; every other item of the call was written (deleted).
 */
public class BatchWriteIncompleteException extends DataAccessResourceFailureException {

  private static final long serialVersionUID = 1L;

  private final transient List<Object> unwritten;
  private final List<String> unwrittenKeys;
  private final String tableName;
  private final int attempts;
  private final int written;

  public BatchWriteIncompleteException(
      String message,
      List<Object> unwritten,
      List<String> unwrittenKeys,
      String tableName,
      int attempts,
      int written,
      Throwable cause) {
    super(message, cause);
    this.unwritten = List.copyOf(unwritten);
    this.unwrittenKeys = List.copyOf(unwrittenKeys);
    this.tableName = tableName;
    this.attempts = attempts;
    this.written = written;
  }

  /** The entities not confirmed written, as passed to {@code saveAll} (after callbacks). */
  public List<Object> getUnwrittenEntities() {
    return unwritten;
  }

  /** Their keys as text, e.g. {@code {pk="a", sk="b"}}. */
  public List<String> getUnwrittenKeys() {
    return unwrittenKeys;
  }

  /** The physical table whose write could not be completed. */
  public String getTableName() {
    return tableName;
  }

  /** The number of BatchWriteItem attempts made for the failing chunk. */
  public int getAttempts() {
    return attempts;
  }

  /** How many items were confirmed written before the failure. */
  public int getWrittenCount() {
    return written;
  }
}
