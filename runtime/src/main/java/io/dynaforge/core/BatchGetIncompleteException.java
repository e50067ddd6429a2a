package io.dynaforge.core;

import java.util.List;
import org.springframework.dao.DataAccessResourceFailureException;

/**
 * A BatchGetItem ({@code findAllById}, {@code batchGet}) that could not read every key: DynamoDB kept
 * returning some as unprocessed past the {@link BatchRetryPolicy}, or a request failed (its
 * translated exception is the cause, a {@code TransientDataAccessResourceException} when throttling
 * outlasted the client's retries). Nothing is returned: the keys not confirmed read are named.
 */
public class BatchGetIncompleteException extends DataAccessResourceFailureException {

  private static final long serialVersionUID = 1L;

  private final List<String> unreadKeys;
  private final String tableName;

  public BatchGetIncompleteException(String message, List<String> unreadKeys, String tableName, Throwable cause) {
    super(message, cause);
    this.unreadKeys = List.copyOf(unreadKeys);
    this.tableName = tableName;
  }

  /** The keys not confirmed read (described as {@code {pk="a", sk="b"}}), in the order asked. */
  public List<String> getUnreadKeys() {
    return unreadKeys;
  }

  /** The physical table. */
  public String getTableName() {
    return tableName;
  }
}
