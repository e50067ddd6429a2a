package io.dynaforge.it.auditing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.expression.Update;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.AuditorAware;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Rule 9 of wave 4: {@code @CreatedBy} and {@code @LastModifiedBy} are filled from the template's
 * {@code AuditorAware} on every write that fills the auditing dates; an update never moves the creator;
 * an auditor the property cannot hold is refused before anything is sent.
 */
@ExtendWith(DynamoDbExtension.class)
class AuditorTest {

  static final AtomicReference<Object> current = new AtomicReference<>();
  static final RecordAuditingTest.MutableClock clock = new RecordAuditingTest.MutableClock();
  static DynamoDbClient client;
  static TestTables tables;
  static DynamoDbTemplate template;
  static TicketRepository tickets;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    client = local.clientBuilder().build();
    AuditorAware<Object> auditors = () -> Optional.ofNullable(current.get());
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).clock(clock)
        .auditorAware(auditors).build();
    template.createTables(Ticket.class, Note.class);
    tickets = new TicketRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void saveSetsBothAndUpdateMovesOnlyTheLastModifier() {
    current.set("alice");
    Ticket saved = tickets.save(new Ticket("t1", "draft"));
    assertThat(saved.createdBy).isEqualTo("alice");
    assertThat(saved.modifiedBy).isEqualTo("alice");
    assertThat(stored("audited_tickets", "t1")).containsEntry("createdBy", AttributeValue.fromS("alice"))
        .containsEntry("modifiedBy", AttributeValue.fromS("alice"));

    current.set("bob");
    Ticket edit = new Ticket("t1", "edited"); // no creator: the stored one stays
    template.update(edit);
    assertThat(stored("audited_tickets", "t1")).containsEntry("createdBy", AttributeValue.fromS("alice"))
        .containsEntry("modifiedBy", AttributeValue.fromS("bob")).containsEntry("title", AttributeValue.fromS("edited"));

    current.set("mallory");
    Ticket forged = new Ticket("t1", "forged");
    forged.createdBy = "mallory"; // an update(entity) never moves the creator
    template.update(forged);
    assertThat(stored("audited_tickets", "t1")).containsEntry("createdBy", AttributeValue.fromS("alice"))
        .containsEntry("modifiedBy", AttributeValue.fromS("mallory"));

    current.set("carol");
    Ticket read = tickets.findById("t1").orElseThrow();
    read.title = "resaved";
    tickets.save(read); // the creator read back is kept, the modifier moves
    assertThat(stored("audited_tickets", "t1")).containsEntry("createdBy", AttributeValue.fromS("alice"))
        .containsEntry("modifiedBy", AttributeValue.fromS("carol"));
  }

  @Test
  void insertSaveAllAndUpdatesByKeySetThem() {
    current.set("dave");
    template.insert(new Ticket("t2", "inserted"));
    tickets.saveAll(List.of(new Ticket("t3", "batch"), new Ticket("t4", "batch")));
    for (String id : List.of("t2", "t3", "t4")) {
      assertThat(stored("audited_tickets", id)).as(id).containsEntry("createdBy", AttributeValue.fromS("dave"))
          .containsEntry("modifiedBy", AttributeValue.fromS("dave"));
    }

    current.set("erin");
    template.update(Ticket.class, "t2", null, Update.of(Ticket.class).set(Ticket_Attributes.title, "typed"));
    assertThat(stored("audited_tickets", "t2")).containsEntry("createdBy", AttributeValue.fromS("dave"))
        .containsEntry("modifiedBy", AttributeValue.fromS("erin")).containsEntry("title", AttributeValue.fromS("typed"));

    current.set("grace");
    tickets.retitle("t2", "declared");
    tickets.update("t3", Update.of(Ticket.class).set(Ticket_Attributes.title, "by id"));
    assertThat(stored("audited_tickets", "t2")).containsEntry("createdBy", AttributeValue.fromS("dave"))
        .containsEntry("modifiedBy", AttributeValue.fromS("grace")).containsEntry("title", AttributeValue.fromS("declared"));
    assertThat(stored("audited_tickets", "t3")).containsEntry("createdBy", AttributeValue.fromS("dave"))
        .containsEntry("modifiedBy", AttributeValue.fromS("grace"));
  }

  @Test
  @DisabledOnDynalite // no transactions there
  void aTransactWriteSetsThem() {
    current.set("dave");
    template.save(new Ticket("t7", "first"));
    template.save(new Ticket("t8", "first"));
    current.set("frank");
    template.transactWrite(TransactWrite.builder()
        .put(new Ticket("t9", "transacted"))
        .update(new Ticket("t7", "transacted"))
        .update(Ticket.class, "t8", null, Update.of(Ticket.class).set(Ticket_Attributes.title, "transacted"))
        .build());
    assertThat(stored("audited_tickets", "t9")).containsEntry("createdBy", AttributeValue.fromS("frank"))
        .containsEntry("modifiedBy", AttributeValue.fromS("frank"));
    for (String id : List.of("t7", "t8")) {
      assertThat(stored("audited_tickets", id)).as(id).containsEntry("createdBy", AttributeValue.fromS("dave"))
          .containsEntry("modifiedBy", AttributeValue.fromS("frank"))
          .containsEntry("title", AttributeValue.fromS("transacted"));
    }
  }

  @Test
  void anEmptyAuditorSetsNothing() {
    current.set(null);
    clock.now = Instant.parse("2026-04-01T00:00:00Z");
    Ticket saved = template.save(new Ticket("t6", "anonymous"));
    assertThat(saved.createdBy).isNull();
    assertThat(saved.modifiedBy).isNull();
    assertThat(saved.createdAt).isEqualTo(clock.now); // the dates are still set
    assertThat(stored("audited_tickets", "t6")).doesNotContainKeys("createdBy", "modifiedBy");
  }

  @Test
  void aRecordIsCopiedWithItsAuditor() {
    UUID author = UUID.randomUUID();
    UUID editor = UUID.randomUUID();
    current.set(author);
    Note saved = template.save(new Note("n1", "first", null, null, null));
    assertThat(saved).isEqualTo(new Note("n1", "first", author, author, 1L));

    current.set(editor);
    Note updated = template.update(new Note("n1", "second", null, null, 1L));
    assertThat(updated.editor()).isEqualTo(editor);
    assertThat(template.findById(Note.class, "n1")).contains(new Note("n1", "second", author, editor, 2L));
  }

  @Test
  void anAuditorThePropertyCannotHoldIsRefusedBeforeSending() {
    current.set("alice"); // a String, but Note's auditors are UUIDs
    assertThatThrownBy(() -> template.save(new Note("n2", "never", null, null, null)))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("Note").hasMessageContaining("'author'")
        .hasMessageContaining("java.util.UUID").hasMessageContaining("java.lang.String");
    assertThat(stored("audited_notes", "n2")).isEmpty();

    current.set(UUID.randomUUID());
    template.save(new Note("n3", "kept", null, null, null));
    current.set(42L);
    assertThatThrownBy(() -> template.update(Note.class, "n3", null, Update.of(Note.class).set(Note_Attributes.text, "x")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("'editor'").hasMessageContaining("java.lang.Long");
    assertThatThrownBy(() -> template.saveAll(List.of(new Note("n4", "never", null, null, null))))
        .isInstanceOf(InvalidDataAccessApiUsageException.class);
    assertThat(stored("audited_notes", "n3")).containsEntry("text", AttributeValue.fromS("kept"));
    assertThat(stored("audited_notes", "n4")).isEmpty();
  }

  private static Map<String, AttributeValue> stored(String table, String id) {
    return client.getItem(g -> g.tableName(tables.name(table)).consistentRead(true)
        .key(Map.of("id", AttributeValue.fromS(id)))).item();
  }
}
