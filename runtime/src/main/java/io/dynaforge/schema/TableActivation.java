package io.dynaforge.schema;

import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.DynamoDbOperationContext;
import java.time.Duration;
import org.springframework.dao.DataAccessResourceFailureException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * Waits, polling DescribeTable every 50 ms, until a table is ACTIVE with an index that UpdateTable
 * added: the index is listed, ACTIVE and no longer backfilling.
 */
final class TableActivation {

  static final long POLL_MILLIS = 50;
  static final Duration TIMEOUT = Duration.ofMinutes(30); // a backfill of a large table takes a while

  private final DynamoDbClient client;
  private final DynamoDbExceptionTranslator translator;

  TableActivation(DynamoDbClient client, DynamoDbExceptionTranslator translator) {
    this.client = client;
    this.translator = translator;
  }

  TableDescription awaitActive(String table, String index) {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (true) {
      TableDescription description;
      try {
        description = client.describeTable(r -> r.tableName(table)).table();
      } catch (SdkException e) {
        throw translator.translate(e, DynamoDbOperationContext.of("DescribeTable", null, table));
      }
      if (description.tableStatus() == TableStatus.ACTIVE && indexActive(description, index)) {
        return description;
      }
      if (System.nanoTime() > deadline) {
        throw new DataAccessResourceFailureException((index == null ? "Table '" + table + "'" : "The index '" + index
            + "' of table '" + table + "'") + " did not become ACTIVE within " + TIMEOUT);
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new DataAccessResourceFailureException("Interrupted while waiting for the index '" + index
            + "' of table '" + table + "'", e);
      }
    }
  }

  /** Whether the index (a global secondary index; {@code null}: none, the table alone) is ACTIVE. */
  private static boolean indexActive(TableDescription description, String index) {
    if (index == null) {
      return true;
    }
    for (GlobalSecondaryIndexDescription i : description.globalSecondaryIndexes()) {
      if (i.indexName().equals(index)) {
        return i.indexStatus() == IndexStatus.ACTIVE && !Boolean.TRUE.equals(i.backfilling());
      }
    }
    return false;
  }
}
