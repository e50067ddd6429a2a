package io.dynaforge.it.encryption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.encryption.ItemEncryption;
import io.dynaforge.schema.Backfill;
import io.dynaforge.schema.BackfillReport;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.PlaintextOverride;
import software.amazon.cryptography.materialproviders.IKeyring;

/**
 * Issue 44, "Migration of a live table": {@link Account}'s {@code secret} became {@code @Encrypted} after 500
 * items were stored in plaintext. The application is deployed with the SDK's plaintext override {@code
 * FORBID_PLAINTEXT_WRITE_ALLOW_PLAINTEXT_READ} (its interceptor), and keeps reading and writing while {@link
 * Backfill} rewrites the plaintext items encrypted through a template with the same override as its {@code
 * encryption(...)}. Afterwards a client with the SDK's default (no plaintext read) reads every item: none is
 * left in plaintext, none of the application's writes is lost, no deleted item comes back.
 */
@ExtendWith(DynamoDbExtension.class)
class EncryptingBackfillTest {

  static final IKeyring KEYRING = ClientSideEncryptionTest.keyring((byte) 7);
  static final PlaintextOverride MIGRATING = PlaintextOverride.FORBID_PLAINTEXT_WRITE_ALLOW_PLAINTEXT_READ;

  /** Runs on the backfill's thread before each of its requests is sent. */
  final AtomicReference<Consumer<RequestRecorder.Recorded>> beforeSend = new AtomicReference<>(r -> { });
  final RequestRecorder recorder = new RequestRecorder(r -> beforeSend.get().accept(r));
  final List<DynamoDbClient> clients = new ArrayList<>();
  LocalDynamoDb local;
  DynamoDbClient raw;
  TestTables tables;
  String table;
  /** The application during the migration: the interceptor with the plaintext override. */
  DynamoDbTemplate app;
  /** The backfill's: a recording client, the item encryption with the plaintext override. */
  DynamoDbTemplate backfilling;
  /** After the migration: the interceptor with the SDK's default, a plaintext item a read failure. */
  DynamoDbTemplate strict;

  @BeforeEach
  void setUp(LocalDynamoDb local) {
    this.local = local;
    raw = local.client();
    tables = new TestTables(raw, "EncryptingBackfillTest");
    app = DynamoDbTemplate.builder(client(DynaforgeEncryption.interceptor(KEYRING, MIGRATING, tables::name, List.of(),
        Account.class))).tableNameResolver(tables::name).build();
    strict = DynamoDbTemplate.builder(client(DynaforgeEncryption.interceptor(KEYRING, tables::name, Account.class)))
        .tableNameResolver(tables::name).build();
    backfilling = backfillTemplate(DynaforgeEncryption.items(KEYRING, MIGRATING, tables::name, List.of(),
        Account.class));
    app.createTables(Account.class);
    table = tables.name("enc_accounts");
  }

  DynamoDbClient client(software.amazon.awssdk.core.interceptor.ExecutionInterceptor interceptor) {
    DynamoDbClient client = local.clientBuilder().overrideConfiguration(c -> c.addExecutionInterceptor(interceptor))
        .build();
    clients.add(client);
    return client;
  }

  DynamoDbTemplate backfillTemplate(ItemEncryption items) {
    DynamoDbClient recording = local.recordingClient(recorder);
    clients.add(recording);
    return DynamoDbTemplate.builder(recording).tableNameResolver(tables::name).encryption(items).build();
  }

  @AfterEach
  void tearDown() {
    clients.forEach(DynamoDbClient::close);
    tables.close();
  }

  static String id(int i) {
    return String.format("a%03d", i);
  }

  /** An item as the application wrote it before {@code secret} was {@code @Encrypted}: all plaintext. */
  void putPlaintext(String id, String secret, long version) {
    raw.putItem(p -> p.tableName(table).item(Map.of("id", AttributeValue.fromS(id), "secret", AttributeValue.fromS(secret),
        "owner", AttributeValue.fromS("owner of " + id), "version", AttributeValue.fromN(Long.toString(version)))));
  }

  List<Map<String, AttributeValue>> storedItems() {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    raw.scanPaginator(s -> s.tableName(table).consistentRead(true)).items().forEach(items::add);
    return items;
  }

  static boolean encrypted(Map<String, AttributeValue> item) {
    return item.containsKey("aws_dbe_head") && item.containsKey("aws_dbe_foot") && item.get("secret") != null
        && item.get("secret").b() != null && item.get("secret").s() == null;
  }

  // ------------------------------------------------------------------ the migration of a live table

  @Test
  void migratesFiveHundredPlaintextItemsUnderAConcurrentWriterLosingNoneAndLeavingNonePlaintext() throws Exception {
    Map<String, String> expected = new ConcurrentHashMap<>(); // id -> the last secret written
    for (int i = 0; i < 500; i++) {
      putPlaintext(id(i), "plain " + i, 1 + i % 3);
      expected.put(id(i), "plain " + i);
    }
    assertThat(storedItems()).hasSize(500).noneMatch(EncryptingBackfillTest::encrypted);
    Set<String> deleted = ConcurrentHashMap.newKeySet();

    // between the backfill's read of an item and its PutItem, the application writes the item (every 50th,
    // from a007) or deletes it (from a013): the condition fails, the item is read again and left as it is now
    Set<String> raced = ConcurrentHashMap.newKeySet();
    beforeSend.set(r -> {
      if (r.request() instanceof PutItemRequest put) {
        String id = put.item().get("id").s();
        int i = Integer.parseInt(id.substring(1));
        if (i % 50 == 7 && raced.add(id)) {
          Account current = app.findById(Account.class, id, null, true).orElseThrow();
          app.save(new Account(id, "raced " + i, current.owner(), current.version()));
          expected.put(id, "raced " + i);
        } else if (i % 50 == 13 && raced.add(id)) {
          app.deleteById(Account.class, id);
          expected.remove(id);
          deleted.add(id);
        }
      }
    });

    // and all along, the application reads, updates, creates and deletes other items of the kind
    AtomicBoolean done = new AtomicBoolean();
    AtomicInteger writes = new AtomicInteger();
    AtomicInteger created = new AtomicInteger();
    AtomicReference<Throwable> writerFailure = new AtomicReference<>();
    Thread writer = new Thread(() -> {
      try {
        while (!done.get()) {
          ThreadLocalRandom random = ThreadLocalRandom.current();
          int i = random.nextInt(500);
          String id = id(i);
          int op = random.nextInt(20);
          if (i % 50 == 7 || i % 50 == 13) {
            continue; // the racing hook's items
          }
          if (op < 12) { // read (plaintext or encrypted) and update
            Account current = app.findById(Account.class, id, null, true).orElse(null);
            if (current != null) {
              String secret = "written " + writes.get();
              app.save(new Account(id, secret, current.owner(), current.version()));
              expected.put(id, secret);
            }
          } else if (op < 17) { // create
            String newId = "n" + created.incrementAndGet();
            app.save(new Account(newId, "created " + newId, "writer", null));
            expected.put(newId, "created " + newId);
          } else if (expected.containsKey(id)) { // delete
            app.deleteById(Account.class, id);
            expected.remove(id);
            deleted.add(id);
          }
          writes.incrementAndGet();
          Thread.sleep(1);
        }
      } catch (Throwable e) {
        writerFailure.set(e);
      }
    }, "application-writer");
    writer.start();
    recorder.clear();

    BackfillReport report;
    int writesBefore = writes.get();
    try {
      report = Backfill.builder(backfilling, Account.class).segments(4).rate(400).run();
    } finally {
      done.set(true);
      writer.join();
    }
    int writesDuring = writes.get() - writesBefore;

    assertThat(writerFailure.get()).as("the application's writes").isNull();
    assertThat(writesDuring).as("application writes while the backfill ran").isGreaterThan(20);
    assertThat(report.failed()).as(report.failedItems().toString()).isZero();
    assertThat(report.completed()).isTrue();
    assertThat(report.retries()).as("the raced items were read again").isGreaterThanOrEqualTo(20);
    assertThat(report.rewritten()).isPositive().isLessThanOrEqualTo(500);
    assertThat(report.read()).isEqualTo(report.rewritten() + report.unchanged());
    assertThat(recorder.operations()).containsOnly("Scan", "PutItem", "GetItem");
    assertThat(recorder.requestsOf(PutItemRequest.class)).allSatisfy(put -> {
      assertThat(put.item()).containsKeys("aws_dbe_head", "aws_dbe_foot");
      assertThat(put.item().get("secret").b()).isNotNull();
      assertThat(put.conditionExpression()).contains("attribute_exists(").contains("attribute_not_exists(");
    });

    // none left in plaintext, the count is right
    List<Map<String, AttributeValue>> stored = storedItems();
    assertThat(stored).allSatisfy(item -> assertThat(encrypted(item)).as("encrypted: " + item.get("id")).isTrue());
    assertThat(stored).hasSize(500 + created.get() - deleted.size()).hasSize(expected.size());
    // none lost: the last value the application wrote (or the plaintext one it never touched), read back by a
    // client that reads no plaintext
    Map<String, String> readBack = new HashMap<>();
    for (Account account : strict.findAll(Account.class)) {
      readBack.put(account.id(), account.secret());
    }
    assertThat(readBack).isEqualTo(expected);
    assertThat(raced).hasSize(20);
    assertThat(expected).containsEntry("a007", "raced 7").doesNotContainKey("a013");
    // deleted stays deleted
    for (String id : deleted) {
      assertThat(raw.getItem(g -> g.tableName(table).key(Map.of("id", AttributeValue.fromS(id))).consistentRead(true))
          .hasItem()).as("deleted " + id).isFalse();
    }

    // items already encrypted are left alone: a second run reads them all and writes nothing
    recorder.clear();
    beforeSend.set(r -> { });
    BackfillReport again = Backfill.builder(backfilling, Account.class).segments(2).run();
    assertThat(again.read()).isEqualTo(expected.size());
    assertThat(again.unchanged()).isEqualTo(expected.size());
    assertThat(again.rewritten()).isZero();
    assertThat(recorder.operations()).containsOnly("Scan");
  }

  @Test
  void anEncryptedItemIsReplacedOnlyByTheItemItWasAndAPlaintextOneOnlyWhileStillPlaintext() {
    putPlaintext("a001", "plain", 4);
    app.save(new Account("a002", "encrypted", "o", null));
    recorder.clear();

    BackfillReport report = Backfill.builder(backfilling, Account.class).run();

    assertThat(report.read()).isEqualTo(2);
    assertThat(report.rewritten()).isEqualTo(1);
    assertThat(report.unchanged()).isEqualTo(1);
    PutItemRequest put = recorder.requestsOf(PutItemRequest.class).get(0);
    assertThat(put.item().get("id").s()).isEqualTo("a001");
    assertThat(put.item().get("version")).isEqualTo(AttributeValue.fromN("4")); // the version is left as it was
    // conditioned on: exists, no header (still plaintext), the version and every mapped attribute as read
    assertThat(put.expressionAttributeNames().values()).containsExactlyInAnyOrder("id", "aws_dbe_head", "version",
        "owner", "secret");
    assertThat(put.expressionAttributeValues().values()).contains(AttributeValue.fromS("plain"),
        AttributeValue.fromN("4"));
    assertThat(strict.findById(Account.class, "a001")).contains(new Account("a001", "plain", "owner of a001", 4L));
    assertThat(strict.findById(Account.class, "a002")).contains(new Account("a002", "encrypted", "o", 1L));
  }

  @Test
  void anEncryptedItemWhoseDerivedColumnDiffersIsReEncryptedWithItByAPutItem() {
    ItemEncryption items = DynaforgeEncryption.items(KEYRING, MIGRATING, tables::name, List.of(), Ticket.class);
    DynamoDbTemplate tickets = backfillTemplate(items);
    tickets.createTables(Ticket.class);
    String ticketTable = tables.name("enc_tickets");
    // stored before the model derived 'bystate': one encrypted, one plaintext; and one written by the current model
    Map<String, AttributeValue> before = new HashMap<>(Ticket_Mapper.INSTANCE.toItem(new Ticket("q", "t1", "d1", "OPEN")));
    before.remove("bystate");
    Map<String, AttributeValue> encryptedBefore = items.encrypt(ticketTable, before);
    raw.putItem(p -> p.tableName(ticketTable).item(encryptedBefore));
    Map<String, AttributeValue> plaintextBefore = new HashMap<>(Ticket_Mapper.INSTANCE.toItem(
        new Ticket("q", "t2", "d2", "DONE")));
    plaintextBefore.remove("bystate");
    raw.putItem(p -> p.tableName(ticketTable).item(plaintextBefore));
    tickets.save(new Ticket("q", "t3", "d3", "OPEN"));
    recorder.clear();

    BackfillReport report = Backfill.builder(tickets, Ticket.class).run();

    assertThat(report.read()).isEqualTo(3);
    assertThat(report.rewritten()).isEqualTo(2);
    assertThat(report.unchanged()).isEqualTo(1);
    assertThat(recorder.operations()).containsOnly("Scan", "PutItem");
    assertThat(recorder.requestsOf(PutItemRequest.class)).hasSize(2).allSatisfy(put ->
        assertThat(put.item()).containsEntry("bystate", AttributeValue.fromS(put.item().get("sk").s().equals("TICKET#t1")
            ? "STATE#OPEN" : "STATE#DONE")).containsKey("aws_dbe_head"));
    PutItemRequest reEncrypted = recorder.requestsOf(PutItemRequest.class).stream()
        .filter(put -> put.item().get("sk").s().equals("TICKET#t1")).findFirst().orElseThrow();
    // conditioned on the header read: any write through the SDK since then changed it
    assertThat(reEncrypted.expressionAttributeValues().values()).contains(encryptedBefore.get("aws_dbe_head"));
    assertThat(reEncrypted.item().get("aws_dbe_head")).isNotEqualTo(encryptedBefore.get("aws_dbe_head"));
    DynamoDbTemplate strictTickets = DynamoDbTemplate.builder(client(DynaforgeEncryption.interceptor(KEYRING,
        tables::name, Ticket.class))).tableNameResolver(tables::name).build();
    assertThat(strictTickets.findAll(Ticket.class)).containsExactlyInAnyOrder(new Ticket("q", "t1", "d1", "OPEN"),
        new Ticket("q", "t2", "d2", "DONE"), new Ticket("q", "t3", "d3", "OPEN"));
    assertThat(raw.scan(sc -> sc.tableName(ticketTable)).items()).allSatisfy(item ->
        assertThat(item).containsKeys("bystate", "aws_dbe_head", "aws_dbe_foot"));
  }

  // ------------------------------------------------------------------ refused before anything is written

  @Test
  void withoutAnItemEncryptionTheBackfillIsRefusedBeforeAnythingIsSent() {
    putPlaintext("a001", "plain", 1);
    DynamoDbClient recording = local.recordingClient(recorder);
    clients.add(recording);
    DynamoDbTemplate plain = DynamoDbTemplate.builder(recording).tableNameResolver(tables::name).build();
    DynamoDbTemplate intercepted = DynamoDbTemplate.builder(client(DynaforgeEncryption.interceptor(KEYRING, MIGRATING,
        tables::name, List.of(), Account.class))).tableNameResolver(tables::name).build();
    recorder.clear();

    for (DynamoDbTemplate template : List.of(plain, intercepted)) {
      assertThatThrownBy(() -> Backfill.builder(template, Account.class).run())
          .isInstanceOf(InvalidDataAccessApiUsageException.class)
          .hasMessageContaining("Backfill of Account in table '" + table + "'")
          .hasMessageContaining("the template has no item encryption")
          .hasMessageContaining(".encryption(DynaforgeEncryption.items(")
          .hasMessageContaining("Nothing was sent");
    }
    assertThat(recorder.count()).isZero();
    assertThat(storedItems()).singleElement().satisfies(item -> assertThat(encrypted(item)).isFalse());
  }

  @Test
  void anItemEncryptionThatWritesPlaintextEndsTheRunBeforeAnyPut() {
    for (int i = 0; i < 5; i++) {
      putPlaintext(id(i), "plain " + i, 1);
    }
    DynamoDbTemplate forcing = backfillTemplate(DynaforgeEncryption.items(KEYRING,
        PlaintextOverride.FORCE_PLAINTEXT_WRITE_ALLOW_PLAINTEXT_READ, tables::name, List.of(), Account.class));
    recorder.clear();

    assertThatThrownBy(() -> Backfill.builder(forcing, Account.class).run())
        .isInstanceOf(DataAccessException.class)
        .hasMessageContaining("Backfill of Account in table '" + table + "'")
        .hasMessageContaining("without its header 'aws_dbe_head'");
    assertThat(recorder.count(PutItemRequest.class)).isZero();
    assertThat(storedItems()).hasSize(5).noneMatch(EncryptingBackfillTest::encrypted);
  }

  @Test
  void aConcurrentWriteOfAnEncryptedItemIsNotOverwritten() {
    // the raced rewrite of a plaintext item: the application's write lands first, the backfill's PutItem fails
    putPlaintext("a001", "plain", 1);
    beforeSend.set(r -> {
      if (r.request() instanceof PutItemRequest && recorder.count(PutItemRequest.class) == 1) {
        Account current = app.findById(Account.class, "a001", null, true).orElseThrow();
        app.save(new Account("a001", "the application's", current.owner(), current.version()));
      }
    });

    BackfillReport report = Backfill.builder(backfilling, Account.class).run();

    assertThat(report.retries()).isEqualTo(1);
    assertThat(report.unchanged()).isEqualTo(1);
    assertThat(recorder.count(PutItemRequest.class)).isEqualTo(1);
    assertThat(strict.findById(Account.class, "a001")).get().extracting(Account::secret, Account::version)
        .containsExactly("the application's", 2L);
  }
}
