package io.dynaforge.it.evolution.readpath;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.schema.Backfill;
import io.dynaforge.schema.BackfillReport;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.mapping.callback.EntityCallbacks;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * API wave 5, "one read path", item 4 (issue 43 item 2), for backfills: a backfill computes an item's derived
 * attributes from what {@code findById} returns for it (the template's read stages: the extensions'
 * {@code afterRead}) and as a {@code save} of that entity would write them (the write stages that make the
 * stored item: entity callbacks, the extensions' {@code beforeWrite}), so the index finder finds the items it
 * backfilled exactly as it finds saved ones. The items are stored before their model had the index columns,
 * with the raw client.
 */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
class BackfillReadPathTest {

  static DynamoDbClient client;
  static TestTables tables;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    client = local.client(); // shared: not closed here
    tables = testTables;
  }

  /** Upper-cases a book's category before it is converted: every save stores {@code CAT#BOOKS}. */
  static final class UpperCaseCategory implements BeforeConvertCallback<Book> {
    @Override
    public Book onBeforeConvert(Book book, String table) {
      return book.category() == null ? book
          : new Book(book.bookId(), book.category().toUpperCase(Locale.ROOT), book.title());
    }
  }

  /**
   * Stores an article's {@code topic} reversed behind {@code enc:} and reads it back; an article whose stored
   * topic is {@code enc:terces} ("secret") is skipped on read, as if it were not stored.
   */
  static final class ReversingTopics implements DynamoDbExtension {
    @Override
    public WriteModification beforeWrite(WriteContext context) {
      AttributeValue topic = context.item().get("topic");
      if (context.entityType() != Article.class || topic == null || topic.s() == null) {
        return WriteModification.none();
      }
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.put("topic", AttributeValue.fromS("enc:" + new StringBuilder(topic.s()).reverse()));
      return WriteModification.builder().item(item).build();
    }

    @Override
    public Map<String, AttributeValue> afterRead(ReadContext context) {
      AttributeValue topic = context.item().get("topic");
      if (context.entityType() != Article.class || topic == null || topic.s() == null
          || !topic.s().startsWith("enc:")) {
        return context.item();
      }
      if (topic.s().equals("enc:terces")) {
        return null;
      }
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.put("topic", AttributeValue.fromS(new StringBuilder(topic.s().substring(4)).reverse().toString()));
      return item;
    }
  }

  private static Map<String, AttributeValue> item(String... attributes) {
    Map<String, AttributeValue> item = new HashMap<>();
    for (int i = 0; i < attributes.length; i += 2) {
      item.put(attributes[i], AttributeValue.fromS(attributes[i + 1]));
    }
    return item;
  }

  private static Map<String, AttributeValue> stored(String table, String pk, String sk) {
    return client.getItem(b -> b.tableName(table).key(Map.of("pk", AttributeValue.fromS(pk), "sk",
        AttributeValue.fromS(sk))).consistentRead(true)).item();
  }

  @Test
  void aBackfillDerivesTheIndexColumnAsASaveWhoseBeforeConvertCallbackNormalisesItWrites() {
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name)
        .entityCallbacks(EntityCallbacks.create(new UpperCaseCategory())).build();
    template.createTables(Book.class);
    String table = template.getTableName(Book.class);
    BookRepository books = new BookRepository_Impl(template);
    for (int i = 0; i < 12; i++) { // stored before the model had gsi1pk/gsi1sk, the category as it was typed
      String id = "old" + i;
      String category = i % 2 == 0 ? "books" : "Books";
      client.putItem(b -> b.tableName(table).item(item("pk", "b#" + id, "sk", "book", "category", category, "title",
          "title " + id)));
    }
    books.save(new Book("new1", "books", "saved through the repository"));
    assertThat(books.findByCategory("BOOKS")).extracting(Book::bookId).containsExactly("new1");

    BackfillReport report = Backfill.builder(template, Book.class).run();

    assertThat(report.failed()).isZero();
    assertThat(report.rewritten()).isEqualTo(12);
    assertThat(report.unchanged()).isEqualTo(1);
    assertThat(books.findByCategory("BOOKS")).extracting(Book::bookId).containsExactlyInAnyOrder("new1", "old0",
        "old1", "old2", "old3", "old4", "old5", "old6", "old7", "old8", "old9", "old10", "old11");
    assertThat(books.findByCategory("books")).isEmpty();
    // the column a backfill derived is the one a save writes for the same entity
    books.save(new Book("old99", "books", "x"));
    assertThat(stored(table, "b#old0", "book").get("gsi1pk")).isEqualTo(AttributeValue.fromS("CAT#BOOKS"))
        .isEqualTo(stored(table, "b#old99", "book").get("gsi1pk"));
    // only the derived attributes were rewritten: the stored category is as it was
    assertThat(stored(table, "b#old1", "book").get("category")).isEqualTo(AttributeValue.fromS("Books"));

    assertThat(Backfill.builder(template, Book.class).run().rewritten()).isZero(); // run again: nothing to do
  }

  @Test
  @io.dynaforge.it.template.DisabledOnDynalite // createTables enables the time to live
  void anExpiredItemDynamoDbHasNotDeletedYetIsBackfilledLikeTheOthersThoughReadsLeaveItOut() {
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Lease.class);
    String table = template.getTableName(Lease.class);
    long future = java.time.Instant.now().plus(java.time.Duration.ofDays(30)).getEpochSecond();
    for (String[] lease : new String[][] {{"1", "ann", String.valueOf(future)}, {"2", "bob", "1000"},
        {"3", "ann", String.valueOf(future)}}) { // stored before the model had gsi1pk/gsi1sk; lease 2 expired
      Map<String, AttributeValue> raw = item("pk", "l#" + lease[0], "sk", "lease", "holder", lease[1]);
      raw.put("expiresAt", AttributeValue.fromN(lease[2]));
      client.putItem(b -> b.tableName(table).item(raw));
    }
    assertThat(template.findById(Lease.class, "l#2", "lease")).as("reads leave the expired lease out").isEmpty();

    BackfillReport report = Backfill.builder(template, Lease.class).run();

    assertThat(report.failed()).isZero();
    assertThat(report.rewritten()).as("the expired lease is stored: its columns are derived too").isEqualTo(3);
    assertThat(stored(table, "l#2", "lease")).containsEntry("gsi1pk", AttributeValue.fromS("H#bob"))
        .containsEntry("gsi1sk", AttributeValue.fromS("l#2"));
    assertThat(stored(table, "l#1", "lease")).containsEntry("gsi1pk", AttributeValue.fromS("H#ann"));
    assertThat(Backfill.builder(template, Lease.class).run().rewritten()).isZero();
  }

  @Test
  void aBackfillDerivesTheIndexColumnFromWhatFindByIdReturnsWhereAnAfterReadExtensionRewritesTheStoredForm() {
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name)
        .extensions(new ReversingTopics()).build();
    template.createTables(Article.class);
    String table = template.getTableName(Article.class);
    ArticleRepository articles = new ArticleRepository_Impl(template);
    for (int i = 0; i < 10; i++) { // stored as the extension stores them, before the model had gsi1pk/gsi1sk
      String id = "old" + i;
      String topic = i < 6 ? "enc:sgod" : "enc:stac";
      client.putItem(b -> b.tableName(table).item(item("pk", "a#" + id, "sk", "article", "topic", topic, "title",
          "title " + id)));
    }
    client.putItem(b -> b.tableName(table).item(item("pk", "a#hidden", "sk", "article", "topic", "enc:terces")));
    articles.save(new Article("new1", "dogs", "saved through the repository"));
    assertThat(articles.findById("a#new1")).map(Article::topic).hasValue("dogs");
    assertThat(articles.findById("a#old0")).map(Article::topic).hasValue("dogs");

    BackfillReport report = Backfill.builder(template, Article.class).segments(2).run();

    assertThat(report.failed()).isZero();
    assertThat(report.rewritten()).isEqualTo(10);
    assertThat(report.unchanged()).isEqualTo(2); // new1 is up to date; findById finds nothing under a#hidden
    assertThat(articles.findByTopic("dogs")).extracting(Article::articleId)
        .containsExactlyInAnyOrder("new1", "old0", "old1", "old2", "old3", "old4", "old5");
    assertThat(articles.findByTopic("cats")).extracting(Article::articleId)
        .containsExactlyInAnyOrder("old6", "old7", "old8", "old9");
    assertThat(articles.findByTopic("dogs")).extracting(Article::topic).containsOnly("dogs");
    Map<String, AttributeValue> backfilled = stored(table, "a#old0", "article");
    assertThat(backfilled.get("gsi1pk")).isEqualTo(AttributeValue.fromS("TOPIC#dogs"))
        .isEqualTo(stored(table, "a#new1", "article").get("gsi1pk"));
    assertThat(backfilled.get("topic")).isEqualTo(AttributeValue.fromS("enc:sgod")); // the stored form, untouched
    assertThat(stored(table, "a#hidden", "article")).doesNotContainKey("gsi1pk"); // the read leaves it out
    Map<String, Long> byTopic = client.scan(b -> b.tableName(table)).items().stream()
        .filter(i -> i.containsKey("gsi1pk"))
        .collect(Collectors.groupingBy(i -> i.get("gsi1pk").s(), Collectors.counting()));
    assertThat(byTopic).isEqualTo(Map.of("TOPIC#dogs", 7L, "TOPIC#cats", 4L));
    assertThat(List.copyOf(byTopic.keySet())).noneMatch(k -> k.contains("enc:"));
  }
  @Test
  void withHooksARewriteIsConditionedOnEveryMappedAttributeSoAConcurrentWriteOfAnyOfThemIsReadAgain(
      LocalDynamoDb local) {
    AtomicBoolean written = new AtomicBoolean();
    String[] tableName = new String[1];
    RequestRecorder recorder = new RequestRecorder(r -> {
      if (r.request() instanceof UpdateItemRequest && written.compareAndSet(false, true)) {
        // another writer changes the title (no placeholder of any column) between the read and the rewrite
        client.updateItem(u -> u.tableName(tableName[0]).key(Map.of("pk", AttributeValue.fromS("b#c1"), "sk",
            AttributeValue.fromS("book"))).updateExpression("SET title = :t")
            .expressionAttributeValues(Map.of(":t", AttributeValue.fromS("changed"))));
      }
    });
    try (DynamoDbClient recording = local.recordingClient(recorder)) {
      DynamoDbTemplate template = DynamoDbTemplate.builder(recording).tableNameResolver(n -> tables.name(n) + "-cc")
          .entityCallbacks(EntityCallbacks.create(new UpperCaseCategory())).build();
      template.createTables(Book.class);
      String table = template.getTableName(Book.class);
      tableName[0] = table;
      client.putItem(b -> b.tableName(table).item(item("pk", "b#c1", "sk", "book", "category", "comics", "title",
          "first")));
      recorder.clear();

      BackfillReport report = Backfill.builder(template, Book.class).run();

      assertThat(report.rewritten()).isEqualTo(1);
      assertThat(report.retries()).isEqualTo(1); // the first rewrite's condition failed: read again, rewritten
      List<UpdateItemRequest> updates = recorder.requestsOf(UpdateItemRequest.class);
      assertThat(updates).hasSize(2);
      assertThat(updates.get(0).expressionAttributeNames()).containsValues("title", "category", "gsi1pk", "gsi1sk");
      assertThat(updates.get(1).expressionAttributeValues()).containsValue(AttributeValue.fromS("changed"));
      assertThat(stored(table, "b#c1", "book")).containsEntry("gsi1pk", AttributeValue.fromS("CAT#COMICS"))
          .containsEntry("title", AttributeValue.fromS("changed"));
    }
  }
}
