package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.Engine;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * 8 threads x 200 read-increment-save cycles on one @Version item, each retrying on
 * OptimisticLockingFailureException, end at exactly 1600.
 *
 * <p>Runs on a dedicated dynalite server whatever the suite's engine: dynalite serialises
 * conditional writes per item and answers several times faster than moto (about 75 requests/s
 * here), and the test needs several thousand requests.
 */
class ConcurrencyTest {

  static final int THREADS = 8;
  static final int CYCLES = 200;

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void concurrentIncrementsLoseNothing() throws Exception {
    try (LocalDynamoDb db = LocalDynamoDb.start(Engine.DYNALITE);
        DynamoDbClient client = db.clientBuilder()
            .httpClientBuilder(software.amazon.awssdk.http.apache5.Apache5HttpClient.builder().maxConnections(THREADS * 2))
            .build()) {
      TestTables tables = new TestTables(client, "ConcurrencyTest");
      DynamoDbTemplate template = DynamoDbTemplate.builder(client).mapperRegistry(TemplateFixture.mappers())
          .tableNameResolver(tables::name).build();
      template.createTables(Account.class);
      template.save(new Account("counter", "all", 0));

      AtomicInteger conflicts = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      try {
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
          futures.add(pool.submit(() -> {
            for (int done = 0; done < CYCLES; ) {
              Account account = template.findById(Account.class, "counter", null, true).orElseThrow();
              account.setBalance(account.getBalance() + 1);
              try {
                template.save(account);
                done++;
              } catch (OptimisticLockingFailureException conflict) {
                conflicts.incrementAndGet();
              }
            }
            return null;
          }));
        }
        for (Future<?> future : futures) {
          future.get(4, TimeUnit.MINUTES);
        }
      } finally {
        pool.shutdownNow();
      }
      Account result = template.findById(Account.class, "counter", null, true).orElseThrow();
      assertThat(result.getBalance()).isEqualTo(THREADS * CYCLES);
      assertThat(result.getVersion()).isEqualTo(THREADS * CYCLES + 1L);
      System.out.println("ConcurrencyTest: " + THREADS * CYCLES + " increments, " + conflicts.get() + " conflicts retried");
    }
  }
}
