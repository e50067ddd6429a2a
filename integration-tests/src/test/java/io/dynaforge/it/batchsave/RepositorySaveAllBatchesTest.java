package io.dynaforge.it.batchsave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.event.AfterSaveCallback;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.BeforeSaveCallback;
import io.dynaforge.event.DynamoDbMappingEvent;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.extension.WriteOperation;
import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.mapping.callback.EntityCallbacks;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Wave 5 item 8: a repository's {@code saveAll} sends BatchWriteItem (25 items a request, unprocessed
 * ones retried) where that stores exactly what {@code save} would, and one PutItem per entity where it
 * would not (a {@code @Version}, an extension's write condition); callbacks, events and auditing per
 * entity; what is still unprocessed after the retries is an exception naming it, never a success.
 */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
class RepositorySaveAllBatchesTest {

  static final Instant NOW = Instant.parse("2025-05-27T10:15:30Z");
  static final RequestRecorder log = new RequestRecorder();
  static LocalDynamoDb db;
  static TestTables tables;
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static CardRepository cards;
  static VersionedCardRepository versioned;
  /** While set, the extension adds a condition to every write of a Card. */
  static volatile boolean conditioned;
  /** While set, the extension replaces a Card's item with one carrying {@code source}. */
  static volatile boolean replacing;
  /** The operations the extension saw for Cards. */
  static final List<WriteOperation> seen = Collections.synchronizedList(new ArrayList<>());

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    db = local;
    tables = testTables;
    client = local.recordingClient(log);
    DynamoDbExtension extension = new DynamoDbExtension() {
      @Override
      public WriteModification beforeWrite(WriteContext context) {
        if (context.entityType() != Card.class) {
          return WriteModification.none();
        }
        seen.add(context.operation());
        WriteModification.Builder m = WriteModification.builder();
        if (conditioned) {
          m.condition(DynamoDbExpression.of("attribute_not_exists(locked)"));
        }
        if (replacing && context.operation().isPut()) {
          Map<String, AttributeValue> item = new HashMap<>(context.item());
          item.put("source", AttributeValue.fromS("extension"));
          m.item(item);
        }
        return m.build();
      }
    };
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).extensions(extension)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC)).build();
    template.createTables(Card.class, VersionedCard.class);
    cards = new CardRepository_Impl(template);
    versioned = new VersionedCardRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void clear() {
    conditioned = false;
    replacing = false;
    seen.clear();
    log.clear();
  }

  static List<Card> cards(String prefix, int count) {
    return IntStream.range(0, count).mapToObj(i -> new Card(prefix + i, "text " + i)).toList();
  }

  private static Map<String, AttributeValue> stored(String table, String id) {
    return db.client().getItem(r -> r.tableName(tables.name(table)).consistentRead(true)
        .key(Map.of("id", AttributeValue.fromS(id)))).item();
  }

  @Test
  void sixtyEntitiesAreThreeBatchWriteItems() {
    List<Card> given = cards("b-", 60);
    List<Card> saved = cards.saveAll(given);

    assertThat(log.operations()).containsExactly("BatchWriteItem", "BatchWriteItem", "BatchWriteItem");
    assertThat(log.requestsOf(BatchWriteItemRequest.class)).extracting(r -> r.requestItems().get(tables.name(
        "batch_cards")).size()).containsExactly(25, 25, 10);
    // the saved instances, in order, each audited (a record: a new instance with the date)
    assertThat(saved).extracting(Card::id).containsExactlyElementsOf(given.stream().map(Card::id).toList());
    assertThat(saved).allSatisfy(card -> assertThat(card.modified()).isEqualTo(NOW));
    IntStream.range(0, 60).forEach(i -> assertThat(stored("batch_cards", "b-" + i))
        .containsEntry("text", AttributeValue.fromS("text " + i)).containsKey("modified"));
    // the extension saw each entity as save's PutItem (it added no condition, so the batch stores the same)
    assertThat(seen).hasSize(60).containsOnly(WriteOperation.PUT);
  }

  /** A key given twice is sent once (BatchWriteItem refuses it twice): the later entity wins, as a save of each. */
  @Test
  void aKeyGivenTwiceIsWrittenOnceAndBothAreReturned() {
    List<Card> saved = cards.saveAll(List.of(new Card("d-1", "first"), new Card("d-2", "other"), new Card("d-1", "second")));
    assertThat(log.operations()).containsExactly("BatchWriteItem");
    assertThat(log.requestsOf(BatchWriteItemRequest.class).get(0).requestItems().get(tables.name("batch_cards")))
        .hasSize(2);
    assertThat(saved).extracting(Card::text).containsExactly("first", "other", "second");
    assertThat(stored("batch_cards", "d-1")).containsEntry("text", AttributeValue.fromS("second"));
  }

  @Test
  void anExtensionsReplacementItemIsWhatTheBatchStores() {
    replacing = true;
    cards.saveAll(cards("r-", 3));
    assertThat(log.operations()).containsExactly("BatchWriteItem");
    assertThat(stored("batch_cards", "r-2")).containsEntry("source", AttributeValue.fromS("extension"));
  }

  @Test
  void aVersionedEntityIsOnePutItemEach() {
    List<VersionedCard> given = IntStream.range(0, 60).mapToObj(i -> new VersionedCard("v-" + i, "t", null)).toList();
    List<VersionedCard> saved = versioned.saveAll(given);

    assertThat(log.operations()).hasSize(60).containsOnly("PutItem");
    assertThat(log.requestsOf(PutItemRequest.class)).allSatisfy(put -> assertThat(put.conditionExpression()).isNotNull());
    assertThat(saved).extracting(VersionedCard::version).containsOnly(1L);
    assertThat(stored("batch_versioned_cards", "v-59")).containsEntry("version", AttributeValue.fromN("1"));
  }

  @Test
  void anEntityAnExtensionAddsAConditionToIsOnePutItemEachUnderIt() {
    conditioned = true;
    List<Card> saved = cards.saveAll(cards("c-", 60));

    assertThat(log.operations()).hasSize(60).containsOnly("PutItem");
    assertThat(log.requestsOf(PutItemRequest.class))
        .allSatisfy(put -> assertThat(put.conditionExpression()).contains("attribute_not_exists(locked)"));
    assertThat(saved).hasSize(60).allSatisfy(card -> assertThat(card.modified()).isEqualTo(NOW));
    assertThat(seen).hasSize(60).containsOnly(WriteOperation.PUT); // seen once each, not once more to send
    IntStream.range(0, 60).forEach(i -> assertThat(stored("batch_cards", "c-" + i)).isNotEmpty());
  }

  @Test
  void callbacksAndEventsRunPerEntity() {
    List<String> timeline = Collections.synchronizedList(new ArrayList<>());
    RequestRecorder recorder = new RequestRecorder(r -> timeline.add(r.operation()));
    EntityCallbacks callbacks = EntityCallbacks.create(
        new BeforeConvertCallback<Card>() {
          @Override
          public Card onBeforeConvert(Card card, String table) {
            timeline.add("BeforeConvert(" + card.id() + ")");
            return card;
          }
        },
        new BeforeSaveCallback<Card>() {
          @Override
          public Card onBeforeSave(Card card, String table) {
            timeline.add("BeforeSave(" + card.id() + ")");
            return new Card(card.id(), card.text() + " (checked)", card.modified()); // a callback may replace it
          }
        },
        new AfterSaveCallback<Card>() {
          @Override
          public Card onAfterSave(Card card, String table) {
            timeline.add("AfterSave(" + card.id() + ")");
            return card;
          }
        });
    try (DynamoDbClient recording = db.recordingClient(recorder)) {
      DynamoDbTemplate withCallbacks = DynamoDbTemplate.builder(recording).tableNameResolver(tables::name)
          .entityCallbacks(callbacks)
          .eventPublisher(event -> timeline.add(event.getClass().getSimpleName() + "("
              + ((Card) ((DynamoDbMappingEvent<?>) event).getSource()).id() + ")"))
          .build();
      List<Card> saved = new CardRepository_Impl(withCallbacks).saveAll(cards("cb-", 30));

      assertThat(saved).extracting(Card::text).allSatisfy(text -> assertThat(text).endsWith("(checked)"));
      assertThat(stored("batch_cards", "cb-29")).containsEntry("text", AttributeValue.fromS("text 29 (checked)"));
    }
    for (String step : List.of("BeforeConvert", "BeforeSave", "BeforeSaveEvent", "AfterSave", "AfterSaveEvent")) {
      assertThat(timeline.stream().filter(s -> s.startsWith(step + "("))).as(step).hasSize(30);
    }
    assertThat(timeline.stream().filter(s -> s.equals("BatchWriteItem"))).hasSize(2);
    // each entity prepared before anything is sent; the after-steps once DynamoDB confirmed the batch
    int lastBatch = timeline.lastIndexOf("BatchWriteItem");
    assertThat(timeline.indexOf("BeforeSaveEvent(cb-29)")).isLessThan(timeline.indexOf("BatchWriteItem"));
    assertThat(timeline.indexOf("AfterSave(cb-0)")).isGreaterThan(lastBatch);
    assertThat(timeline.subList(lastBatch + 1, lastBatch + 3)).containsExactly("AfterSave(cb-0)", "AfterSaveEvent(cb-0)");
  }

  @Test
  void unprocessedItemsAreRetriedUntilWritten() {
    try (FaultProxy proxy = FaultProxy.start(db.endpoint()).seed(11);
        DynamoDbClient faulty = LocalDynamoDb.connect(proxy.endpoint()).clientBuilder().build()) {
      proxy.unprocessed(0.5).onlyFor("BatchWriteItem");
      DynamoDbTemplate overProxy = DynamoDbTemplate.builder(faulty).tableNameResolver(tables::name)
          .batchRetryPolicy(new BatchRetryPolicy(20, java.time.Duration.ofMillis(1), java.time.Duration.ofMillis(5)))
          .build();
      List<Card> saved = new CardRepository_Impl(overProxy).saveAll(cards("u-", 60));

      assertThat(saved).hasSize(60);
      assertThat(proxy.injected().get("BatchWriteItem:unprocessed")).isGreaterThan(10);
      assertThat(proxy.requests().get("BatchWriteItem")).isGreaterThan(3);
      assertThat(proxy.requests()).doesNotContainKey("PutItem");
      IntStream.range(0, 60).forEach(i -> assertThat(stored("batch_cards", "u-" + i)).isNotEmpty());
    }
  }

  @Test
  void whatIsStillUnprocessedAfterTheRetriesIsNamedNeverASuccess() {
    try (FaultProxy proxy = FaultProxy.start(db.endpoint()).seed(3);
        DynamoDbClient faulty = LocalDynamoDb.connect(proxy.endpoint()).clientBuilder().build()) {
      proxy.unprocessed(1.0).onlyFor("BatchWriteItem");
      DynamoDbTemplate overProxy = DynamoDbTemplate.builder(faulty).tableNameResolver(tables::name)
          .batchRetryPolicy(new BatchRetryPolicy(2, java.time.Duration.ofMillis(1), java.time.Duration.ofMillis(2)))
          .build();
      CardRepository repository = new CardRepository_Impl(overProxy);
      assertThatThrownBy(() -> repository.saveAll(cards("x-", 30)))
          .isInstanceOf(BatchWriteIncompleteException.class)
          .hasMessageContaining(tables.name("batch_cards")).hasMessageContaining("Card").hasMessageContaining("x-0")
          .satisfies(e -> {
            BatchWriteIncompleteException incomplete = (BatchWriteIncompleteException) e;
            assertThat(incomplete.getTableName()).isEqualTo(tables.name("batch_cards"));
            assertThat(incomplete.getUnwrittenKeys()).hasSize(30).allSatisfy(k -> assertThat(k).startsWith("Card"));
            assertThat(incomplete.getUnwrittenEntities()).hasSize(30);
          });
      IntStream.range(0, 30).forEach(i -> assertThat(stored("batch_cards", "x-" + i)).isEmpty());
    }
  }

  /** The report (and so the policy) allows what saveAll sends: BatchWriteItem, and PutItem for an extension's condition. */
  @Test
  void theReportListsBatchWriteItemAndPutItemForSaveAll() throws IOException {
    String card = report("io.dynaforge.it.batchsave.CardRepository");
    String saveAll = card.substring(card.indexOf("\"method\": \"saveAll("));
    saveAll = saveAll.substring(0, saveAll.indexOf('}', saveAll.indexOf("\"permissions\"")) + 1);
    assertThat(saveAll).contains("\"operation\": \"BatchWriteItem\"")
        .contains("[\"dynamodb:BatchWriteItem\", \"dynamodb:PutItem\"]");
    String versionedCard = report("io.dynaforge.it.batchsave.VersionedCardRepository");
    String versionedSaveAll = versionedCard.substring(versionedCard.indexOf("\"method\": \"saveAll("));
    versionedSaveAll = versionedSaveAll.substring(0, versionedSaveAll.indexOf('}', versionedSaveAll.indexOf("\"permissions\"")) + 1);
    assertThat(versionedSaveAll).contains("\"operation\": \"PutItem\"").doesNotContain("BatchWriteItem");
  }

  static String report(String repository) throws IOException {
    try (InputStream in = RepositorySaveAllBatchesTest.class.getClassLoader()
        .getResourceAsStream("META-INF/dynaforge/access-patterns/" + repository + ".json")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

}
