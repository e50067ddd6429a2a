package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.ItemCipher;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.CheckpointStore;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.stream.StreamPoller;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.context.SmartLifecycle;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * One {@link StreamPoller} per table that a {@code @StreamHandler} bean handles
 * ({@code dynaforge.streams.enabled=true}): the table's dispatchers called in bean order for each change,
 * decoded through the template's read stages (mappers, extensions, encryption), delivered under one {@link DeliveryPolicy} (see
 * {@link DynaforgeStreamsAutoConfiguration}); started with the context, stopped before it closes.
 */
final class StreamPollers implements SmartLifecycle {

  private final List<StreamPoller> pollers = new ArrayList<>();
  private volatile boolean running;

  StreamPollers(DynamoDbStreamsClient streams, DynamoDbClient client, DynamoDbOperations operations,
      Map<String, List<ChangeDispatcher>> dispatchersByTable, DynaforgeProperties.Streams settings,
      DeliveryPolicy delivery, ItemCipher cipher) {
    CheckpointStore checkpoints = settings.getCheckpointTable() == null ? CheckpointStore.inMemory()
        : CheckpointStore.dynamoDb(client, settings.getCheckpointTable());
    for (Map.Entry<String, List<ChangeDispatcher>> table : new LinkedHashMap<>(dispatchersByTable).entrySet()) {
      List<ChangeDispatcher> dispatchers = List.copyOf(table.getValue());
      String physical = operations.getTableName(anyEntityOf(operations, table.getKey()));
      pollers.add(StreamPoller.builder(streams, client)
          .table(physical)
          .decoder(decoder(operations, table.getKey(), physical, cipher))
          .dispatcher(event -> dispatchers.forEach(d -> d.dispatch(event)))
          .checkpoints(checkpoints)
          .startingPosition(settings.getStartingPosition())
          .pollInterval(settings.getPollInterval())
          .delivery(delivery)
          .build());
    }
  }

  /**
   * The table's decoder: through the template's read stages (its extensions' {@code afterRead}, its encryption),
   * so a handler sees what {@code findById} returns; the mappers alone for another {@code DynamoDbOperations},
   * which does not expose them. With the starter's client-side encryption ({@code cipher}, not null when
   * {@code dynaforge-encryption} and a keyring are configured) the images are verified and decrypted by it: the
   * starter's blocking template encrypts through its client's interceptor, which stream records do not pass.
   */
  private static StreamDecoder decoder(DynamoDbOperations operations, String logicalTable, String physical,
      ItemCipher cipher) {
    StreamDecoder decoder = operations instanceof DynamoDbTemplate ? StreamDecoder.forTable(operations, logicalTable)
        : StreamDecoder.forTable(operations.getMapperRegistry(), logicalTable).withTableName(physical);
    return cipher == null ? decoder : decoder.decryptingWith(cipher);
  }

  /** An entity of the logical table, to resolve its physical name as every other path does. */
  private static Class<?> anyEntityOf(DynamoDbOperations operations, String logicalTable) {
    for (io.dynaforge.mapping.EntityMapper<?> mapper : operations.getMapperRegistry().all()) {
      if (!mapper.metadata().isView() && mapper.metadata().tableName().equals(logicalTable)) {
        return mapper.type();
      }
    }
    throw new IllegalStateException("[Dynaforge/StreamHandlerWithoutEntity] A @StreamHandler reads table '"
        + logicalTable + "', but no generated entity of that table is on the class path");
  }

  List<StreamPoller> pollers() {
    return pollers;
  }

  @Override
  public void start() {
    pollers.forEach(StreamPoller::start);
    running = true;
  }

  @Override
  public void stop() {
    pollers.forEach(StreamPoller::stop);
    running = false;
  }

  @Override
  public boolean isRunning() {
    return running;
  }
}
