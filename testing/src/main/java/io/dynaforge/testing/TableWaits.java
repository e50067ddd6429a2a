package io.dynaforge.testing;

import java.time.Duration;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * Fast table-status polling (every 50 ms), instead of the SDK waiter, which polls every 20 seconds.
 */
public final class TableWaits {

    /** The default time to wait for a table status. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(30);

    private static final long POLL_MILLIS = 50;

    private TableWaits() {
    }

    /**
     * Waits until a table and all its global secondary indexes are {@code ACTIVE}.
     *
     * @param client the client
     * @param tableName the physical table name
     * @param timeout how long to wait
     * @return the active table's description
     * @throws LocalDynamoDbException when the table is not active in time
     */
    public static TableDescription awaitActive(DynamoDbClient client, String tableName, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        String last = "not found";
        while (true) {
            try {
                TableDescription table = client.describeTable(r -> r.tableName(tableName)).table();
                if (isActive(table)) {
                    return table;
                }
                last = String.valueOf(table.tableStatus());
            } catch (ResourceNotFoundException e) {
                last = "not found";
            }
            if (System.nanoTime() > deadline) {
                throw new LocalDynamoDbException("Table " + tableName + " did not become ACTIVE within "
                        + timeout + " (last status: " + last + ")");
            }
            pause();
        }
    }

    /**
     * Waits until a table no longer exists.
     *
     * @param client the client
     * @param tableName the physical table name
     * @param timeout how long to wait
     * @throws LocalDynamoDbException when the table still exists after the timeout
     */
    public static void awaitDeleted(DynamoDbClient client, String tableName, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            try {
                client.describeTable(r -> r.tableName(tableName));
            } catch (ResourceNotFoundException e) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new LocalDynamoDbException("Table " + tableName + " still exists after " + timeout);
            }
            pause();
        }
    }

    private static boolean isActive(TableDescription table) {
        return table.tableStatus() == TableStatus.ACTIVE
                && table.globalSecondaryIndexes().stream()
                        .allMatch(index -> "ACTIVE".equals(index.indexStatusAsString()));
    }

    private static void pause() {
        try {
            Thread.sleep(POLL_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new LocalDynamoDbException("Interrupted while waiting for a table status", e);
        }
    }
}
