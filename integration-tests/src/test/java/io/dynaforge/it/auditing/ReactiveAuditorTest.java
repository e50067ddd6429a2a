package io.dynaforge.it.auditing;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Update;
import io.dynaforge.it.reactive.AsyncClients;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.AuditorAware;
import org.springframework.data.domain.ReactiveAuditorAware;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.test.StepVerifier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Wave 5, "Reactive, completely": the reactive template and repositories fill {@code @CreatedBy} and
 * {@code @LastModifiedBy} from a {@link ReactiveAuditorAware}, asked once per entity inside the chain (here it reads
 * the subscriber's Reactor context, which only a resolution inside the chain can see); a blocking
 * {@code AuditorAware} alone keeps working; with both, the reactive one wins.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveAuditorTest {

  static final String USER = "user";
  static final AtomicInteger asked = new AtomicInteger();
  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static TestTables tables;
  static ReactiveDynamoDbTemplate template;
  static ReactiveTicketRepository tickets;

  /** The current user from the subscriber's context, as Spring Security's ReactiveSecurityContextHolder does. */
  static final ReactiveAuditorAware<String> fromContext = () -> Mono.deferContextual(context -> {
    asked.incrementAndGet();
    return Mono.justOrEmpty(context.<String>getOrEmpty(USER));
  });

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    client = local.clientBuilder().build();
    DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build().createTables(Ticket.class, Note.class);
    async = AsyncClients.of(local.endpoint());
    template = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .reactiveAuditorAware(fromContext).build();
    tickets = new ReactiveTicketRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @BeforeEach
  void reset() {
    asked.set(0);
  }

  static <T> Mono<T> as(String user, Mono<T> call) {
    return call.contextWrite(context -> context.put(USER, user));
  }

  Map<String, AttributeValue> stored(String id) {
    return client.getItem(r -> r.tableName(tables.name("audited_tickets")).key(Map.of("id", AttributeValue.fromS(id))))
        .item();
  }

  @Test
  void theTemplatesSaveAndUpdateTakeTheAuditorFromTheChain() {
    StepVerifier.create(as("alice", template.save(new Ticket("rt1", "draft"))))
        .assertNext(saved -> assertThat(saved.createdBy).isEqualTo("alice"))
        .verifyComplete();
    assertThat(stored("rt1")).containsEntry("createdBy", AttributeValue.fromS("alice"))
        .containsEntry("modifiedBy", AttributeValue.fromS("alice"));
    assertThat(asked).hasValue(1); // once per entity, not once per property

    StepVerifier.create(as("bob", template.update(new Ticket("rt1", "edited")))).expectNextCount(1).verifyComplete();
    assertThat(stored("rt1")).containsEntry("createdBy", AttributeValue.fromS("alice"))
        .containsEntry("modifiedBy", AttributeValue.fromS("bob"));

    StepVerifier.create(as("carol", template.insert(new Ticket("rt2", "new")))).expectNextCount(1).verifyComplete();
    assertThat(stored("rt2")).containsEntry("createdBy", AttributeValue.fromS("carol"));
  }

  @Test
  void theRepositorysSaveSaveAllAndUpdateByKeyTakeItToo() {
    StepVerifier.create(as("dora", tickets.save(new Ticket("rr1", "one")))).expectNextCount(1).verifyComplete();
    assertThat(stored("rr1")).containsEntry("createdBy", AttributeValue.fromS("dora"));

    asked.set(0);
    StepVerifier.create(tickets.saveAll(List.of(new Ticket("rr2", "two"), new Ticket("rr3", "three")))
            .contextWrite(context -> context.put(USER, "erin")))
        .expectNextMatches(t -> "erin".equals(t.modifiedBy)).expectNextMatches(t -> "erin".equals(t.modifiedBy))
        .verifyComplete();
    assertThat(stored("rr2")).containsEntry("createdBy", AttributeValue.fromS("erin"));
    assertThat(stored("rr3")).containsEntry("modifiedBy", AttributeValue.fromS("erin"));
    assertThat(asked).hasValue(2); // once per entity

    StepVerifier.create(tickets.saveAll(Flux.just(new Ticket("rr4", "four")))
            .contextWrite(context -> context.put(USER, "fay")))
        .expectNextCount(1).verifyComplete();
    assertThat(stored("rr4")).containsEntry("createdBy", AttributeValue.fromS("fay"));

    StepVerifier.create(as("gus", tickets.update("rr1", Update.of(Ticket.class).set(Ticket_Attributes.title, "moved"))))
        .expectNextCount(1).verifyComplete();
    assertThat(stored("rr1")).containsEntry("createdBy", AttributeValue.fromS("dora"))
        .containsEntry("modifiedBy", AttributeValue.fromS("gus")).containsEntry("title", AttributeValue.fromS("moved"));
  }

  @Test
  @DisabledOnDynalite // dynalite has no transactions
  void aTransactionAsksItOnceForAllItsActions() {
    StepVerifier.create(as("hal", template.transactWrite(TransactWrite.builder()
            .put(new Ticket("rx1", "one")).put(new Ticket("rx2", "two"))
            .update(Ticket.class, "rr-none", null, Update.of(Ticket.class).set(Ticket_Attributes.title, "t"))
            .build())))
        .verifyComplete();
    assertThat(stored("rx1")).containsEntry("createdBy", AttributeValue.fromS("hal"));
    assertThat(stored("rx2")).containsEntry("modifiedBy", AttributeValue.fromS("hal"));
    assertThat(stored("rr-none")).containsEntry("modifiedBy", AttributeValue.fromS("hal"));
    assertThat(asked).hasValue(1);
  }

  @Test
  void anEmptyAuditorSetsNothing() {
    StepVerifier.create(template.save(new Ticket("re1", "nobody"))).expectNextCount(1).verifyComplete();
    assertThat(stored("re1")).doesNotContainKeys("createdBy", "modifiedBy").containsKey("createdAt");
  }

  @Test
  void withBothTheReactiveOneWinsAndTheBlockingOneAloneStillWorks() {
    AtomicInteger blockingAsked = new AtomicInteger();
    AuditorAware<String> blocking = () -> {
      blockingAsked.incrementAndGet();
      return Optional.of("blocking");
    };
    ReactiveDynamoDbTemplate both = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .auditorAware(blocking).reactiveAuditorAware(fromContext).build();
    StepVerifier.create(as("reactive", both.save(new Ticket("rb1", "both")))).expectNextCount(1).verifyComplete();
    assertThat(stored("rb1")).containsEntry("createdBy", AttributeValue.fromS("reactive"));
    assertThat(blockingAsked).hasValue(0);

    ReactiveDynamoDbTemplate blockingOnly = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .auditorAware(blocking).build();
    StepVerifier.create(blockingOnly.save(new Ticket("rb2", "blocking"))).expectNextCount(1).verifyComplete();
    assertThat(stored("rb2")).containsEntry("createdBy", AttributeValue.fromS("blocking"));
    StepVerifier.create(new ReactiveTicketRepository_Impl(blockingOnly).saveAll(List.of(new Ticket("rb3", "b"))))
        .expectNextCount(1).verifyComplete();
    assertThat(stored("rb3")).containsEntry("modifiedBy", AttributeValue.fromS("blocking"));
  }

  @Test
  void anAuditorThePropertyCannotHoldIsRefusedBeforeSending() {
    // Note's auditor properties are UUIDs; the context gives a String
    StepVerifier.create(as("not-a-uuid", template.save(new Note("n1", "text", null, null, null))))
        .expectError(InvalidDataAccessApiUsageException.class).verify();
    assertThat(client.getItem(r -> r.tableName(tables.name("audited_notes"))
        .key(Map.of("id", AttributeValue.fromS("n1")))).hasItem()).isFalse();
    ReactiveDynamoDbTemplate uuids = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .reactiveAuditorAware(() -> Mono.just(UUID.fromString("00000000-0000-0000-0000-000000000007"))).build();
    StepVerifier.create(uuids.save(new Note("n2", "text", null, null, null)))
        .assertNext(note -> assertThat(note.author()).hasToString("00000000-0000-0000-0000-000000000007"))
        .verifyComplete();
  }
}
