package io.dynaforge.stream.kcl;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.dynamodbv2.streamsadapter.AmazonDynamoDBStreamsAdapterClient;
import com.amazonaws.services.dynamodbv2.streamsadapter.StreamsSchedulerFactory;
import com.amazonaws.services.dynamodbv2.streamsadapter.polling.DynamoDBStreamsPollingConfig;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.testing.LocalDynamoDb;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.cloudwatch.CloudWatchAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.kinesis.common.ConfigsBuilder;
import software.amazon.kinesis.common.InitialPositionInStream;
import software.amazon.kinesis.common.InitialPositionInStreamExtended;
import software.amazon.kinesis.coordinator.Scheduler;
import software.amazon.kinesis.leases.LeaseManagementConfig;
import software.amazon.kinesis.metrics.MetricsConfig;
import software.amazon.kinesis.metrics.MetricsLevel;
import software.amazon.kinesis.metrics.NullMetricsFactory;
import software.amazon.kinesis.retrieval.RetrievalConfig;

/**
 * KCL 3 workers through the DynamoDB Streams Kinesis adapter on moto (one shard per table), with
 * {@link DispatchingRecordProcessorFactory}: two workers sharing one application's leases deliver every change
 * once, to one worker, in order, and when the owner of the shard's lease stops, the other takes it over from
 * the checkpoint; a worker started again resumes after its checkpoint. Each test has a table and a lease table
 * (application) of its own. Slow by the KCL's own waits: a worker that finds its lease table empty waits a
 * random 1 to 30 s before its first shard sync, so a first delivery takes up to about 30 s.
 */
@Execution(ExecutionMode.CONCURRENT) // the tests wait on the KCL's timers: side by side, their waits overlap
class KclConsumerTest {

  private static final Duration DELIVERY = Duration.ofSeconds(120);
  private static final AtomicInteger TABLES = new AtomicInteger();
  static LocalDynamoDb local;
  static DynamoDbClient client;
  static DynamoDbStreamsClient streams;
  static DynamoDbAsyncClient leases;
  static CloudWatchAsyncClient cloudWatch;

  private final List<Scheduler> workers = new ArrayList<>();
  private DynamoDbTemplate template;
  private String table;
  private String streamArn;
  private String application;

  @BeforeAll
  static void clients() {
    local = LocalDynamoDb.shared();
    client = local.clientBuilder().build();
    streams = local.streamsClient();
    StaticCredentialsProvider credentials = StaticCredentialsProvider.create(
        AwsBasicCredentials.create("dynaforge", "dynaforge"));
    leases = DynamoDbAsyncClient.builder().endpointOverride(local.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(credentials).build();
    // required by the KCL's configuration, never called: metrics are off (NullMetricsFactory)
    cloudWatch = CloudWatchAsyncClient.builder().endpointOverride(URI.create("http://127.0.0.1:9"))
        .region(LocalDynamoDb.REGION).credentialsProvider(credentials).build();
  }

  @AfterAll
  static void close() {
    cloudWatch.close();
    leases.close();
    streams.close();
    client.close();
  }

  @BeforeEach
  void table() {
    int n = TABLES.incrementAndGet();
    String suffix = "-" + ProcessHandle.current().pid() + "-" + n;
    template = DynamoDbTemplate.builder(client).tableNameResolver(logical -> logical + suffix).build();
    template.createTables(Order.class);
    table = template.getTableName(Order.class);
    streamArn = client.describeTable(r -> r.tableName(table)).table().latestStreamArn();
    application = "kcl-test" + suffix;
  }

  @AfterEach
  void stopWorkers() throws Exception {
    for (Scheduler worker : workers) {
      stop(worker);
    }
  }

  /** A worker of this test's application over its table's stream; started on a daemon thread. */
  private Scheduler worker(String workerId, ShopEvents handler) {
    DispatchingRecordProcessorFactory factory = new DispatchingRecordProcessorFactory(
        StreamDecoder.forTable("kcl_shop").withTableName(table), new ShopEvents_Dispatcher(handler));
    AmazonDynamoDBStreamsAdapterClient adapter = new AmazonDynamoDBStreamsAdapterClient(streams,
        LocalDynamoDb.REGION);
    ConfigsBuilder configs = new ConfigsBuilder(StreamsSchedulerFactory.createSingleStreamTracker(streamArn,
        InitialPositionInStreamExtended.newInitialPosition(InitialPositionInStream.TRIM_HORIZON)), application,
        adapter, leases, cloudWatch, workerId, factory);
    // the adapter sets shardSyncIntervalMillis(0) only after it has built its lease factory from this config:
    // set it here, or the first shard sync waits the default 60 s. The rest makes a takeover take seconds
    // instead of half a minute: leases expire after 2 s without renewal (assignment every 4 s), a lease handed
    // off by a stopping worker is free after 2 s, and workers report their metrics (which the lease assignment
    // waits for) every second instead of every 30 s
    LeaseManagementConfig leaseConfig = configs.leaseManagementConfig().shardSyncIntervalMillis(0)
        .failoverTimeMillis(2_000)
        .gracefulLeaseHandoffConfig(LeaseManagementConfig.GracefulLeaseHandoffConfig.builder()
            .gracefulLeaseHandoffTimeoutMillis(2_000).build());
    leaseConfig.workerUtilizationAwareAssignmentConfig().workerMetricsReporterFreqInMillis(1_000);
    MetricsConfig metrics = configs.metricsConfig().metricsFactory(new NullMetricsFactory())
        .metricsLevel(MetricsLevel.NONE);
    RetrievalConfig retrieval = configs.retrievalConfig().retrievalSpecificConfig(
        new DynamoDBStreamsPollingConfig(adapter).idleTimeBetweenReadsInMillis(200));
    Scheduler worker = StreamsSchedulerFactory.createScheduler(configs.checkpointConfig(),
        configs.coordinatorConfig().parentShardPollIntervalMillis(200), leaseConfig, configs.lifecycleConfig(),
        metrics, configs.processorConfig(), retrieval, adapter);
    Thread thread = new Thread(worker, "kcl-" + workerId);
    thread.setDaemon(true);
    thread.start();
    workers.add(worker);
    return worker;
  }

  private static void stop(Scheduler worker) throws Exception {
    if (!worker.shutdownComplete()) {
      worker.startGracefulShutdown().get(60, TimeUnit.SECONDS);
    }
  }

  private static void await(Supplier<Boolean> condition, String what) throws InterruptedException {
    long deadline = System.nanoTime() + DELIVERY.toNanos();
    while (!condition.get()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("not within " + DELIVERY + ": " + what);
      }
      Thread.sleep(100);
    }
  }

  private void save(long orderId, String status) {
    Order order = new Order();
    order.customer = "c1";
    order.orderId = orderId;
    order.status = status;
    template.save(order);
  }

  /** The lease table's checkpoint of the one shard (moto: one shard per table). */
  private String checkpoint() {
    ScanResponse scan = client.scan(r -> r.tableName(application));
    assertThat(scan.items()).hasSize(1);
    Map<String, AttributeValue> lease = scan.items().get(0);
    return lease.get("checkpoint").s();
  }

  @Test
  void twoWorkersSharingTheLeasesDeliverEveryChangeOnceToOneWorkerInOrderAndTheOtherTakesOver() throws Exception {
    save(1, "NEW");
    save(2, "NEW");
    client.putItem(r -> r.tableName(table).item(Map.of("customer", AttributeValue.fromS("c1"),
        "sk", AttributeValue.fromS("PROFILE"))));
    save(1, "PAID");
    ShopEvents first = new ShopEvents();
    ShopEvents second = new ShopEvents();
    Scheduler one = worker("worker-1", first);
    Scheduler two = worker("worker-2", second);
    Supplier<Integer> delivered = () -> first.seen.size() + second.seen.size();

    await(() -> delivered.get() >= 4, "the four changes");
    save(3, "NEW");
    await(() -> delivered.get() >= 5, "a change made while running");
    Thread.sleep(500); // nothing delivered twice
    List<String> all = new ArrayList<>(first.seen);
    all.addAll(second.seen);
    assertThat(all).containsExactly("INSERT 1 NEW", "INSERT 2 NEW", "INSERT unmapped PROFILE", "MODIFY 1 PAID",
        "INSERT 3 NEW");
    assertThat(List.of(first.seen, second.seen)).as("the one shard's changes all went to the worker holding its lease")
        .anySatisfy(seen -> assertThat(seen).isEmpty());
    boolean firstOwns = !first.seen.isEmpty();
    assertThat(client.scan(r -> r.tableName(application)).items().get(0).get("leaseOwner").s())
        .isEqualTo(firstOwns ? "worker-1" : "worker-2");

    // the owner stops (checkpointing what it dispatched): the other worker takes the lease and goes on from there
    stop(firstOwns ? one : two);
    ShopEvents other = firstOwns ? second : first;
    save(4, "NEW");
    await(() -> !other.seen.isEmpty(), "the change made after the owner stopped, by the other worker");
    Thread.sleep(500);
    assertThat(other.seen).containsExactly("INSERT 4 NEW");
    assertThat(first.seen.size() + second.seen.size()).isEqualTo(6);
  }

  @Test
  void aWorkerStartedAgainResumesAfterItsCheckpoint() throws Exception {
    save(1, "NEW");
    save(2, "NEW");
    ShopEvents before = new ShopEvents();
    Scheduler worker = worker("worker-1", before);
    await(() -> before.seen.size() >= 2, "the first two changes");
    await(() -> !"TRIM_HORIZON".equals(checkpoint()), "the checkpoint of the first batch");
    String checkpointed = checkpoint();
    stop(worker);
    assertThat(before.seen).containsExactly("INSERT 1 NEW", "INSERT 2 NEW");

    save(3, "NEW");
    ShopEvents after = new ShopEvents();
    worker("worker-1", after);
    await(() -> !after.seen.isEmpty(), "the change made while stopped");
    Thread.sleep(1_000); // nothing delivered again
    assertThat(after.seen).containsExactly("INSERT 3 NEW");
    assertThat(new java.math.BigInteger(checkpoint())).isGreaterThan(new java.math.BigInteger(checkpointed));
  }
}
