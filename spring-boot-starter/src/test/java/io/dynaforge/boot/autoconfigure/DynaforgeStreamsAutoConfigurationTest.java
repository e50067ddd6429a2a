package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.streamsample.Parcel;
import io.dynaforge.boot.streamsample.ParcelEvents;
import io.dynaforge.boot.streamsample.ParcelEvents_Dispatcher;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.DeadLetterHandler;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.FailedChange;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Change streams under Boot: a dispatcher per {@code @StreamHandler} bean, pollers when enabled, delivering
 * under the {@code dynaforge.streams.*} policy: nothing skipped without a {@code DeadLetterHandler} bean, the
 * bean as dead letter after {@code max-attempts}.
 */
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

  @Test
  void withoutADeadLetterHandlerBeanAChangeFailingMoreThanMaxAttemptsTimesIsStillDeliveredNothingSkipped() {
    ParcelEvents handler = new ParcelEvents();
    handler.failOn = "SENT";
    handler.failures.set(5); // three more than max-attempts
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeStreamsNoSkip")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withBean(ParcelEvents.class, () -> handler)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create",
              "dynaforge.streams.enabled=true", "dynaforge.streams.poll-interval=100ms",
              "dynaforge.streams.max-attempts=2", "dynaforge.streams.backoff-initial=20ms",
              "dynaforge.streams.backoff-max=50ms")
          .run(context -> {
            assertThat(context).hasNotFailed();
            DynamoDbOperations template = context.getBean(DynamoDbOperations.class);
            template.save(new Parcel("p1", "SENT"));
            template.save(new Parcel("p1", "DELIVERED"));
            awaitSeen(handler, 2);
            assertThat(handler.seen).containsExactly("INSERT p1 SENT", "MODIFY p1 DELIVERED");
            assertThat(handler.attemptsOnFailing).as("five failures, then the sixth attempt").hasValue(6);
          });
    }
  }

  @Test
  void aDeadLetterHandlerBeanReceivesAChangeAfterMaxAttemptsAndDeliveryGoesOn() {
    ParcelEvents handler = new ParcelEvents();
    handler.failOn = "SENT";
    handler.failures.set(Integer.MAX_VALUE);
    List<FailedChange> dead = new CopyOnWriteArrayList<>();
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeStreamsDeadLetter")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withBean(ParcelEvents.class, () -> handler)
          .withBean(DeadLetterHandler.class, () -> dead::add)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create",
              "dynaforge.streams.enabled=true", "dynaforge.streams.poll-interval=100ms",
              "dynaforge.streams.max-attempts=2", "dynaforge.streams.backoff-initial=20ms")
          .run(context -> {
            assertThat(context).hasNotFailed();
            DynamoDbOperations template = context.getBean(DynamoDbOperations.class);
            template.save(new Parcel("p1", "SENT"));
            template.save(new Parcel("p1", "DELIVERED"));
            awaitSeen(handler, 1);
            assertThat(handler.seen).containsExactly("MODIFY p1 DELIVERED");
            assertThat(dead).singleElement().satisfies(f -> {
              assertThat(f.attempts()).isEqualTo(2);
              assertThat(((Parcel) f.event().newImage()).status).isEqualTo("SENT");
              assertThat(f.error()).hasMessage("parcel handler down");
            });
            assertThat(handler.attemptsOnFailing).hasValue(2);
          });
    }
  }

  @Test
  void theDeliveryPolicyComesFromTheStreamsPropertiesAndTheDeadLetterBean() {
    DynaforgeProperties.Streams defaults = new DynaforgeProperties().getStreams();
    DeliveryPolicy policy = DynaforgeStreamsAutoConfiguration.delivery(defaults, null);
    assertThat(policy.maxAttempts()).isEqualTo(3);
    assertThat(policy.backoffInitial()).isEqualTo(Duration.ofMillis(100));
    assertThat(policy.backoffMax()).isEqualTo(Duration.ofSeconds(5));
    assertThat(policy.hasDeadLetter()).as("no bean: nothing is ever skipped").isFalse();
    assertThat(DynaforgeStreamsAutoConfiguration.delivery(defaults, change -> { }).hasDeadLetter()).isTrue();
  }

  @Test
  void theStreamsPropertiesHaveConfigurationMetadata() throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      for (String property : List.of("enabled", "checkpoint-table", "starting-position", "poll-interval",
          "max-attempts", "backoff-initial", "backoff-max")) {
        assertThat(json).contains("\"name\": \"dynaforge.streams." + property + "\"");
      }
      // the durations' defaults with their unit (the generated ones are bare numbers, which read as millis)
      assertThat(json).containsPattern("\"dynaforge.streams.backoff-initial\"[^}]*\"defaultValue\": \"100ms\"")
          .containsPattern("\"dynaforge.streams.backoff-max\"[^}]*\"defaultValue\": \"5s\"")
          .containsPattern("\"dynaforge.streams.poll-interval\"[^}]*\"defaultValue\": \"1s\"")
          .containsPattern("\"dynaforge.streams.max-attempts\"[^}]*\"defaultValue\": 3")
          .as("descriptions are text an IDE shows, not Javadoc tags")
          .doesNotContainPattern("\"dynaforge.streams[^}]*\"description\": \"[^\"]*\\{@");
    }
  }

  @Test
  void everyStreamsPropertyIsDocumentedInStreamsMdAndSpringMd() throws IOException {
    String json;
    try (InputStream in = getClass().getResourceAsStream("/META-INF/spring-configuration-metadata.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<String> properties = Pattern.compile("\"name\": \"(dynaforge\\.streams\\.[^\"]+)\"").matcher(json)
        .results().map(m -> m.group(1)).distinct().toList();
    assertThat(properties).hasSizeGreaterThanOrEqualTo(7);
    for (String doc : List.of("../docs/streams.md", "../docs/spring.md")) {
      String text = Files.readString(Path.of(doc));
      assertThat(properties).as("dynaforge.streams.* properties missing from %s", doc)
          .allSatisfy(property -> assertThat(text).contains("`" + property + "`"));
    }
  }

  private static void awaitSeen(ParcelEvents handler, int count) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
    while (handler.seen.size() < count && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    Thread.sleep(300); // a change skipped or delivered twice would show by now
  }
}
