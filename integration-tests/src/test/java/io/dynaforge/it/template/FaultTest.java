package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;

/** The server stops in the middle of a saveAll of 500 items: the exception names what is not confirmed written. */
class FaultTest {

  @Test
  void serverStoppedDuringSaveAll() {
    LocalDynamoDb db = LocalDynamoDb.start(); // dedicated: this test kills it
    AtomicInteger batches = new AtomicInteger();
    ExecutionInterceptor killer = new ExecutionInterceptor() {
      @Override
      public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        if (context.request() instanceof BatchWriteItemRequest && batches.incrementAndGet() == 5) {
          db.close(); // stops the server process; the sixth request finds nobody
        }
      }
    };
    try (DynamoDbClient client = db.clientBuilder().overrideConfiguration(c -> c.addExecutionInterceptor(killer)).build()) {
      TestTables tables = new TestTables(client, "FaultTest");
      DynamoDbTemplate template = DynamoDbTemplate.builder(client).mapperRegistry(TemplateFixture.mappers())
          .tableNameResolver(tables::name).build();
      template.createTables(LogEntry.class);
      List<LogEntry> entries = IntStream.range(0, 500).mapToObj(i -> new LogEntry("f", i, "m", "OK")).toList();

      BatchWriteIncompleteException e = Assertions.assertThrows(BatchWriteIncompleteException.class,
          () -> template.saveAll(entries));

      assertThat(e).isInstanceOf(DataAccessException.class)
          .hasMessageContaining("375 item(s) not confirmed written")
          .hasMessageContaining("125 item(s) were written")
          .hasMessageContaining(tables.name("log"))
          .hasMessageContaining("seq=125");
      assertThat(e.getWrittenCount()).isEqualTo(125);
      assertThat(e.getUnwrittenEntities()).hasSize(375).containsExactlyElementsOf(entries.subList(125, 500));
      assertThat(e.getUnwrittenKeys().get(0)).contains("seq=125");
      assertThat(batches.get()).isEqualTo(5);
    } finally {
      db.close();
    }
  }
}
