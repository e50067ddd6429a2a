package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.streamsample.Parcel;
import io.dynaforge.boot.streamsample.ParcelEvents;
import io.dynaforge.boot.streamsample.ParcelEvents_Dispatcher;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.TestTables;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** Change streams under Boot: a dispatcher per {@code @StreamHandler} bean, pollers when enabled. */
class DynaforgeStreamsAutoConfigurationTest {

  private final ApplicationContextRunner base = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class,
          DynaforgeStreamsAutoConfiguration.class))
      .withPropertyValues("dynaforge.region=eu-west-1", "dynaforge.repositories.enabled=false");

  @Test
  void everyStreamHandlerBeanGetsItsGeneratedDispatcherAndNoPollerRunsByDefault() {
    base.withBean(ParcelEvents.class).run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(context).hasSingleBean(ChangeDispatcher.class);
      ParcelEvents_Dispatcher dispatcher = context.getBean("parcelEventsDispatcher", ParcelEvents_Dispatcher.class);
      assertThat(dispatcher.handler()).isSameAs(context.getBean(ParcelEvents.class));
      assertThat(context).doesNotHaveBean(StreamPollers.class);
      assertThat(context).doesNotHaveBean(DynamoDbStreamsClient.class);
    });
  }

  @Test
  void withoutStreamHandlersThereIsNoDispatcher() {
    base.run(context -> assertThat(context).doesNotHaveBean(ChangeDispatcher.class));
  }

  @Test
  void enabledPollersDeliverTheTablesChangesToTheHandlerBean() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeStreamsAutoConfig")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withBean(ParcelEvents.class)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create",
              "dynaforge.streams.enabled=true", "dynaforge.streams.poll-interval=100ms")
          .run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(StreamPollers.class).pollers()).hasSize(1);
            DynamoDbOperations template = context.getBean(DynamoDbOperations.class);
            template.save(new Parcel("p1", "SENT"));
            template.save(new Parcel("p1", "DELIVERED"));
            ParcelEvents handler = context.getBean(ParcelEvents.class);
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (handler.seen.size() < 2 && System.nanoTime() < deadline) {
              Thread.sleep(50);
            }
            assertThat(handler.seen).containsExactly("INSERT p1 SENT", "MODIFY p1 DELIVERED");
          });
    }
  }
}
