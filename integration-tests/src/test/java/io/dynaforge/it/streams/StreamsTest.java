package io.dynaforge.it.streams;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.stream.CheckpointStore;
import io.dynaforge.stream.FailedChange;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.stream.StreamPoller;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Change streams end to end on moto (one shard per table): {@code createTables} enables the stream the
 * model declares, the poller decodes each change to its kind and the generated {@code ShopEvents_Dispatcher}
 * calls the typed methods in order; checkpoints in a DynamoDB table survive a restart; a handler that
 * keeps failing ends in the dead letter after {@code maxAttempts}; {@code SchemaManager.update} enables a
 * stream on a live table. Each test has tables of its own.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // dynalite has no streams
class StreamsTest {

  private static final Duration IDLE = Duration.ofSeconds(20);
  private static final AtomicInteger TABLES = new AtomicInteger();
  static DynamoDbClient client;
  static DynamoDbStreamsClient streams;
  static TestTables tables;

  private DynamoDbTemplate template;
  private String table;
  private final ShopEvents handler = new ShopEvents();

  @BeforeAll
  static void clients(LocalDynamoDb local, TestTables testTables) {
    client = local.clientBuilder().build();
    streams = local.streamsClient();
    tables = testTables;
  }

  @AfterAll
  static void close() {
    streams.close();
    client.close();
  }

  @BeforeEach
  void table() {
    String suffix = "-" + TABLES.incrementAndGet();
    template = DynamoDbTemplate.builder(client).tableNameResolver(logical -> tables.name(logical) + suffix).build();
    template.createTables(Order.class, OrderLine.class);
    table = template.getTableName(Order.class);
  }

  private StreamPoller.Builder poller() {
    return StreamPoller.builder(streams, client).table(table)
        .decoder(StreamDecoder.forTable("streams_shop").withTableName(table))
        .dispatcher(new ShopEvents_Dispatcher(handler))
        .pollInterval(Duration.ofMillis(50)).retryDelay(Duration.ofMillis(5));
  }

  @Test
  void createTablesEnablesTheDeclaredStreamAndEachChangeReachesItsTypedMethodInOrder() throws Exception {
    StreamSpecification stream = client.describeTable(r -> r.tableName(table)).table().streamSpecification();
    assertThat(stream.streamEnabled()).isTrue();
    assertThat(stream.streamViewTypeAsString()).isEqualTo("NEW_AND_OLD_IMAGES");

    template.save(new Order("c1", 1L, "NEW"));
    template.save(new OrderLine("c1", 1L, 1, "BOOK"));
    template.save(new Order("c1", 1L, "PAID"));
    client.putItem(r -> r.tableName(table).item(Map.of("customer", AttributeValue.fromS("c1"),
        "sk", AttributeValue.fromS("PROFILE"))));
    template.delete(new OrderLine("c1", 1L, 1, "BOOK"));
    template.delete(new Order("c1", 1L, "PAID"));

    try (StreamPoller poller = poller().build()) {
      poller.start();
      assertThat(poller.awaitIdle(IDLE)).isTrue();
    }
    assertThat(handler.seen).containsExactly(
        "placed 1 NEW",
        "INSERT line 1/1 BOOK",
        "MODIFY 1 NEW -> PAID",
        "INSERT unmapped PROFILE",
        "REMOVE line 1/1 BOOK",
        "REMOVE 1 PAID -> gone");
  }

  @Test
  void aRestartResumesFromTheCheckpointsWithoutDeliveringAgainWhatWasCheckpointed() throws Exception {
    CheckpointStore checkpoints = CheckpointStore.dynamoDb(client, table + "-checkpoints");
    template.save(new Order("c1", 1L, "NEW"));
    template.save(new Order("c1", 2L, "NEW"));
    String streamArn;
    try (StreamPoller first = poller().checkpoints(checkpoints).build()) {
      first.start();
      assertThat(first.awaitIdle(IDLE)).isTrue();
      streamArn = first.streamArn();
    }
    assertThat(checkpoints.loadAll(streamArn)).hasSize(1); // moto: one shard per table
    template.save(new Order("c1", 3L, "NEW"));

    try (StreamPoller second = poller().checkpoints(CheckpointStore.dynamoDb(client, table + "-checkpoints"))
        .build()) {
      second.start();
      assertThat(second.awaitIdle(IDLE)).isTrue();
    }
    assertThat(handler.seen).containsExactly("placed 1 NEW", "placed 2 NEW", "placed 3 NEW");
  }

  @Test
  void aHandlerThatKeepsFailingIsRetriedThenDeadLetteredAndTheNextChangesStillArrive() throws Exception {
    AtomicInteger attempts = new AtomicInteger();
    handler.failOn = e -> {
      if (e.newImage() instanceof Order o && o.orderId == 13L) {
        attempts.incrementAndGet();
        throw new IllegalStateException("unlucky order");
      }
    };
    List<FailedChange> dead = Collections.synchronizedList(new ArrayList<>());
    template.save(new Order("c1", 12L, "NEW"));
    template.save(new Order("c1", 13L, "NEW"));
    template.save(new Order("c1", 14L, "NEW"));
    try (StreamPoller poller = poller().maxAttempts(3).deadLetter(dead::add).build()) {
      poller.start();
      assertThat(poller.awaitIdle(IDLE)).isTrue();
    }
    assertThat(handler.seen).containsExactly("placed 12 NEW", "placed 14 NEW");
    assertThat(attempts.get()).isEqualTo(3);
    assertThat(dead).singleElement().satisfies(f -> {
      assertThat(f.attempts()).isEqualTo(3);
      assertThat(f.error()).hasMessage("unlucky order");
      assertThat(((Order) f.event().newImage()).orderId).isEqualTo(13L);
      assertThat(f.record().dynamodb().newImage().get("sk").s()).isEqualTo("ORDER#13");
    });
  }

  @Test
  void aThrottledCheckpointTableHoldsBackTheCheckpointAndLosesNothing(LocalDynamoDb local) throws Exception {
    try (FaultProxy proxy = FaultProxy.start(local.endpoint());
        DynamoDbClient throttled = local.clientBuilder().endpointOverride(proxy.endpoint())
            .overrideConfiguration(c -> c.retryStrategy(r -> r.maxAttempts(2))).build()) {
      CheckpointStore checkpoints = CheckpointStore.dynamoDb(throttled, table + "-checkpoints");
      assertThat(checkpoints.loadAll("warm-up")).isEmpty(); // the table exists before the throttling starts
      proxy.throttle(1.0).onlyFor("PutItem");
      template.save(new Order("c1", 1L, "NEW"));
      template.save(new Order("c1", 2L, "NEW"));
      try (StreamPoller first = poller().checkpoints(checkpoints).build()) {
        first.start();
        // both changes delivered first (on a loaded machine later than the idle window below), then the check
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (handler.seen.size() < 2 && System.nanoTime() < deadline) {
          Thread.sleep(20);
        }
        assertThat(first.awaitIdle(Duration.ofMillis(600))).as("a checkpoint still to save is not idle").isFalse();
      } // stops like a process that dies before its checkpoint could be saved
      assertThat(handler.seen).containsExactly("placed 1 NEW", "placed 2 NEW");
      assertThat(proxy.injected()).containsKey("PutItem:throttle");

      proxy.clearFaults();
      try (StreamPoller second = poller().checkpoints(checkpoints).build()) {
        second.start();
        assertThat(second.awaitIdle(IDLE)).isTrue();
      }
      assertThat(handler.seen).as("delivered again, never lost").containsExactly("placed 1 NEW", "placed 2 NEW",
          "placed 1 NEW", "placed 2 NEW");
      template.save(new Order("c1", 3L, "NEW"));
      try (StreamPoller third = poller().checkpoints(checkpoints).build()) {
        third.start();
        assertThat(third.awaitIdle(IDLE)).isTrue();
      }
      assertThat(handler.seen).hasSize(5).endsWith("placed 3 NEW");
    }
  }

  @Test
  void schemaManagerEnablesTheStreamOfALiveTableWithUpdateTable() {
    String plain = table + "-plain";
    DynamoDbTemplate onPlain = DynamoDbTemplate.builder(client).tableNameResolver(logical -> plain).build();
    client.createTable(onPlain.createTableRequests(Order.class).get(0).toBuilder().streamSpecification(
        (StreamSpecification) null).build());
    SchemaManager schema = new SchemaManager(onPlain);
    assertThat(schema.validate(Order.class).differences()).containsExactly("the stream of table '" + plain
        + "' is not enabled; the model declares @Table(stream = NEW_AND_OLD_IMAGES)");
    assertThat(schema.update(Order.class)).containsExactly("enabled the stream (NEW_AND_OLD_IMAGES) of table '"
        + plain + "'");
    assertThat(schema.validate(Order.class).isValid()).isTrue();
    assertThat(client.describeTable(r -> r.tableName(plain)).table().latestStreamArn()).isNotNull();
    client.deleteTable(r -> r.tableName(plain));
  }
}
