package io.dynaforge.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Issue 23, point 5: 8 threads saving disjoint items through one template lose nothing. */
@ExtendWith(DynamoDbExtension.class)
class DisjointSavesTest {

  static final int THREADS = 8;
  static final int ITEMS = 100;

  @Test
  void eightThreadsSavingDisjointItemsThroughOneTemplateLoseNothing(LocalDynamoDb db, TestTables tables)
      throws Exception {
    DynamoDbTemplate template = DynamoDbTemplate.builder(db.client())
        .mapperRegistry(new MapperRegistry().register(Ticket_Mapper.INSTANCE)).tableNameResolver(tables::name).build();
    template.createTables(Ticket.class);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        done.add(pool.submit(() -> {
          for (int i = 0; i < ITEMS; i++) {
            template.save(new Ticket("d-" + thread + "-" + i, "thread-" + thread, i));
          }
        }));
      }
      for (Future<?> f : done) {
        f.get(3, TimeUnit.MINUTES);
      }
    } finally {
      pool.shutdownNow();
    }
    List<Ticket> stored = template.findAll(Ticket.class).stream().filter(t -> t.id().startsWith("d-")).toList();
    assertThat(stored).hasSize(THREADS * ITEMS);
    assertThat(stored).allSatisfy(t -> assertThat(t.holder()).isEqualTo("thread-" + t.id().split("-")[1]));
  }
}
