package io.dynaforge.it.reactive.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Update;
import io.dynaforge.it.template.Account;
import io.dynaforge.it.template.Account_Attributes;
import io.dynaforge.it.template.LogEntry;
import io.dynaforge.it.template.Player;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import reactor.core.Disposable;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * Every request-issuing operation of the reactive template subscribed on one of Reactor's
 * non-blocking threads (where {@code block()} throws), through a {@link FaultProxy} that throttles
 * and leaves batch items unprocessed. The batch backoff here is long (0.5 to 1 s): had any of it been
 * a sleep on that thread, a ticker scheduled on the same thread would have stalled that long.
 */
@ExtendWith(DynamoDbExtension.class)
class NonBlockingFaultsTest {

  static FaultProxy proxy;
  static DynamoDbAsyncClient client;
  static ReactiveDynamoDbTemplate template;
  static Scheduler nonBlocking;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    proxy = FaultProxy.start(db.endpoint()).seed(11);
    client = DynamoDbAsyncClient.builder().endpointOverride(proxy.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
        .overrideConfiguration(c -> c.retryStrategy(
            AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(10).build())).build();
    template = ReactiveDynamoDbTemplate.builder(client).mapperRegistry(ReactiveTemplateTest.mappers())
        .tableNameResolver(tables::name)
        .batchRetryPolicy(new BatchRetryPolicy(6, Duration.ofSeconds(1), Duration.ofSeconds(1))).build();
    io.dynaforge.core.DynamoDbTemplate.builder(db.client()).mapperRegistry(ReactiveTemplateTest.mappers())
        .tableNameResolver(tables::name).build().createTables(Player.class, Account.class, LogEntry.class);
    nonBlocking = Schedulers.newParallel("non-blocking", 1);
  }

  @AfterAll
  static void tearDown() {
    nonBlocking.dispose();
    client.close();
    proxy.close();
  }

  /** The operation subscribed on the non-blocking thread, where a {@code block()} would throw. */
  static <T> Mono<T> on(Mono<T> operation) {
    return operation.subscribeOn(nonBlocking);
  }

  static <T> Flux<T> on(Flux<T> operation) {
    return operation.subscribeOn(nonBlocking);
  }

  /**
   * Samples every thread's stack while the operations run and keeps those sleeping with a frame of
   * Dynaforge's runtime on the stack: a backoff written as {@code Thread.sleep}, on whatever thread.
   */
  static final class SleepWatch {
    private final java.util.Set<String> found = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private volatile boolean running = true;
    private final Thread sampler = new Thread(this::sample, "sleep-watch");

    static SleepWatch start() {
      SleepWatch watch = new SleepWatch();
      watch.sampler.setDaemon(true);
      watch.sampler.start();
      return watch;
    }

    private void sample() {
      while (running) {
        for (var entry : Thread.getAllStackTraces().entrySet()) {
          StackTraceElement[] stack = entry.getValue();
          if (stack.length > 0 && stack[0].getClassName().equals("java.lang.Thread")
              && stack[0].getMethodName().startsWith("sleep")) {
            for (StackTraceElement frame : stack) {
              String owner = frame.getClassName();
              if (owner.startsWith("io.dynaforge.") && !owner.startsWith("io.dynaforge.testing.")
                  && !owner.startsWith("io.dynaforge.it.")) {
                found.add(entry.getKey().getName() + " at " + frame);
                break;
              }
            }
          }
        }
        try {
          Thread.sleep(5);
        } catch (InterruptedException e) {
          return;
        }
      }
    }

    void stop() {
      running = false;
      sampler.interrupt();
    }

    java.util.Set<String> found() {
      return found;
    }
  }

  @Test
  @io.dynaforge.it.template.DisabledOnDynalite // no transactions there
  void everyOperationRunsOnANonBlockingThreadUnderThrottlingAndUnprocessedBatches() {
    assertThat(Mono.fromCallable(Schedulers::isInNonBlockingThread).subscribeOn(nonBlocking).block()).isTrue();
    // the client's first request builds its event loops and connection pool on the calling thread: not ours
    on(template.findById(Player.class, "warm-up")).block();
    AtomicLong last = new AtomicLong(System.nanoTime());
    AtomicLong longestGap = new AtomicLong();
    Disposable ticker = Flux.interval(Duration.ofMillis(10), nonBlocking).subscribe(tick -> {
      long now = System.nanoTime();
      longestGap.accumulateAndGet(now - last.getAndSet(now), Math::max);
    });
    SleepWatch sleeps = SleepWatch.start();
    try {
      proxy.throttle(0.3).onlyFor("PutItem", "GetItem", "UpdateItem", "Query", "TransactWriteItems");
      StepVerifier.create(on(template.save(new Player("n1", "Nia", 1)))).expectNextCount(1).verifyComplete();
      StepVerifier.create(on(template.findById(Player.class, "n1"))).expectNextCount(1).verifyComplete();
      StepVerifier.create(on(template.save(new Account("n2", "Nia", 1)))).expectNextCount(1).verifyComplete();
      StepVerifier.create(on(template.update(Account.class, "n2", null,
          Update.of(Account.class).add(Account_Attributes.balance, 2)))).assertNext(a ->
          assertThat(a.getBalance()).isEqualTo(3)).verifyComplete();
      StepVerifier.create(on(template.transactWrite(TransactWrite.builder().put(new Player("n3", "T", 1)).build())))
          .verifyComplete();
      proxy.clearFaults();
      proxy.unprocessed(0.5).onlyFor("BatchWriteItem", "BatchGetItem").times(2);
      List<LogEntry> entries = new ArrayList<>();
      List<DynamoDbCompositeId> ids = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        entries.add(new LogEntry("nb", i, "m", "OK"));
        ids.add(DynamoDbCompositeId.of("nb", (long) i));
      }
      StepVerifier.create(on(template.saveAll(entries))).expectNextCount(40).verifyComplete();
      proxy.unprocessed(0.5).onlyFor("BatchWriteItem", "BatchGetItem").times(1);
      StepVerifier.create(on(template.findAllById(LogEntry.class, ids))).expectNextCount(40).verifyComplete();
      proxy.clearFaults();
      proxy.throttle(0.3).onlyFor("Query", "Scan");
      DynamoDbQuery series = DynamoDbQuery.builder().keyCondition("#s = :s").name("#s", "stream").value(":s", "nb")
          .build();
      StepVerifier.create(on(template.query(LogEntry.class, series, 7))).expectNextCount(40).verifyComplete();
      StepVerifier.create(on(template.count(LogEntry.class, series))).expectNext(40L).verifyComplete();
      StepVerifier.create(on(template.parallelScan(LogEntry.class, 2).filter(e -> e.getStream().equals("nb"))))
          .expectNextCount(40).verifyComplete();
      proxy.clearFaults();
      proxy.unprocessed(0.5).onlyFor("BatchWriteItem").times(1);
      StepVerifier.create(on(template.deleteAll(entries))).verifyComplete();
      StepVerifier.create(on(template.count(LogEntry.class, series))).expectNext(0L).verifyComplete();
    } finally {
      proxy.clearFaults();
      ticker.dispose();
      sleeps.stop();
    }
    assertThat(sleeps.found()).as("threads found sleeping in Dynaforge's code (any thread)").isEmpty();
    assertThat(proxy.injected().keySet()).as("the faults happened")
        .anyMatch(k -> k.endsWith(":throttle")).anyMatch(k -> k.startsWith("BatchWriteItem:unprocessed"))
        .anyMatch(k -> k.startsWith("BatchGetItem:unprocessed"));
    assertThat(Duration.ofNanos(longestGap.get())).as("the non-blocking thread never slept through a backoff")
        .isLessThan(Duration.ofMillis(450));
  }
}
