package io.dynaforge.stream;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * {@link CheckpointStore#dynamoDb}: one item per namespace and key. Reads are strongly consistent, so
 * a restarted consumer sees the last position saved. Failures (throttling included, once the client's
 * own retries are spent) are thrown as the SDK's exceptions; a consumer keeps its position and saves
 * again later.
 */
final class DynamoDbCheckpointStore implements CheckpointStore {

  static final String NAMESPACE = "namespace";
  static final String KEY = "key";
  static final String POSITION = "position";
  static final String UPDATED_AT = "updatedAt";
  private static final Duration TABLE_TIMEOUT = Duration.ofMinutes(2);

  private final DynamoDbClient client;
  private final String tableName;
  private volatile boolean ready;

  DynamoDbCheckpointStore(DynamoDbClient client, String tableName) {
    this.client = Objects.requireNonNull(client, "client");
    this.tableName = Objects.requireNonNull(tableName, "tableName");
  }

  @Override
  public String load(String namespace, String key) {
    ensureTable();
    Map<String, AttributeValue> item = client.getItem(r -> r.tableName(tableName).consistentRead(true)
        .key(key(namespace, key))).item();
    AttributeValue position = item == null ? null : item.get(POSITION);
    return position == null ? null : position.s();
  }

  @Override
  public void save(String namespace, String key, String position) {
    Objects.requireNonNull(position, "position");
    ensureTable();
    Map<String, AttributeValue> item = new HashMap<>(key(namespace, key));
    item.put(POSITION, AttributeValue.fromS(position));
    item.put(UPDATED_AT, AttributeValue.fromS(Instant.now().toString()));
    client.putItem(r -> r.tableName(tableName).item(item));
  }

  @Override
  public Map<String, String> loadAll(String namespace) {
    ensureTable();
    Map<String, String> positions = new TreeMap<>();
    Map<String, AttributeValue> start = null;
    do {
      Map<String, AttributeValue> from = start;
      QueryResponse page = client.query(r -> r.tableName(tableName).consistentRead(true)
          .keyConditionExpression("#n = :n").expressionAttributeNames(Map.of("#n", NAMESPACE))
          .expressionAttributeValues(Map.of(":n", AttributeValue.fromS(namespace))).exclusiveStartKey(from));
      page.items().forEach(i -> positions.put(i.get(KEY).s(), i.get(POSITION).s()));
      start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
    } while (start != null);
    return positions;
  }

  private static Map<String, AttributeValue> key(String namespace, String key) {
    return Map.of(NAMESPACE, AttributeValue.fromS(namespace), KEY, AttributeValue.fromS(key));
  }

  /** Creates the table when it is missing and waits until it is ACTIVE; once per store. */
  private void ensureTable() {
    if (ready) {
      return;
    }
    synchronized (this) {
      if (ready) {
        return;
      }
      TableDescription table = describe();
      if (table == null) {
        try {
          client.createTable(r -> r.tableName(tableName).billingMode(BillingMode.PAY_PER_REQUEST)
              .attributeDefinitions(a -> a.attributeName(NAMESPACE).attributeType(ScalarAttributeType.S),
                  a -> a.attributeName(KEY).attributeType(ScalarAttributeType.S))
              .keySchema(k -> k.attributeName(NAMESPACE).keyType(KeyType.HASH),
                  k -> k.attributeName(KEY).keyType(KeyType.RANGE)));
        } catch (ResourceInUseException createdMeanwhile) {
          // another consumer created it: wait for it like for ours
        }
      } else if (table.keySchema().size() != 2 || !table.keySchema().get(0).attributeName().equals(NAMESPACE)
          || !table.keySchema().get(1).attributeName().equals(KEY)) {
        throw new InvalidDataAccessApiUsageException("The checkpoint table '" + tableName + "' exists with the key "
            + "schema " + table.keySchema() + "; a checkpoint table has the partition key '" + NAMESPACE
            + "' and the sort key '" + KEY + "' (strings). Use another table name.");
      }
      awaitActive();
      ready = true;
    }
  }

  private TableDescription describe() {
    try {
      return client.describeTable(r -> r.tableName(tableName)).table();
    } catch (ResourceNotFoundException missing) {
      return null;
    }
  }

  private void awaitActive() {
    long deadline = System.nanoTime() + TABLE_TIMEOUT.toNanos();
    while (true) {
      TableDescription table = describe();
      if (table != null && table.tableStatus() == TableStatus.ACTIVE) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new DataAccessResourceFailureException("The checkpoint table '" + tableName
            + "' did not become ACTIVE within " + TABLE_TIMEOUT);
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new DataAccessResourceFailureException("Interrupted while creating the checkpoint table '" + tableName
            + "'", e);
      }
    }
  }

  @Override
  public String toString() {
    return "CheckpointStore.dynamoDb(" + tableName + ")";
  }
}
