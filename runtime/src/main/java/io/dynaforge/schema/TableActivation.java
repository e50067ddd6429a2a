package io.dynaforge.schema;

import io.dynaforge.core.engine.TableRequests;
import java.time.Duration;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.InvalidDataAccessResourceUsageException;
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

  /** The template's table requests (its executor: observed, translated). */
  private final TableRequests tables;

  TableActivation(TableRequests tables) {
    this.tables = tables;
  }

  TableDescription awaitActive(String table, String index) {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (true) {
      TableDescription description = tables.describe(table);
      if (description == null) { // it existed: UpdateTable was sent to it
        throw new InvalidDataAccessResourceUsageException("Table '" + table + "' no longer exists (deleted while"
            + " waiting for " + (index == null ? "it" : "its index '" + index + "'") + " to become ACTIVE)");
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
