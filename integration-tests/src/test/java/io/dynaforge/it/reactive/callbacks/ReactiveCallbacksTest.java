package io.dynaforge.it.reactive.callbacks;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.ReactiveAfterConvertCallback;
import io.dynaforge.event.ReactiveAfterSaveCallback;
import io.dynaforge.event.ReactiveBeforeConvertCallback;
import io.dynaforge.event.ReactiveBeforeSaveCallback;
import io.dynaforge.it.reactive.AsyncClients;
import io.dynaforge.it.template.Player;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.reactivestreams.Publisher;
import org.springframework.core.annotation.Order;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.mapping.callback.EntityCallbacks;
import reactor.core.publisher.Mono;
import reactor.test.StepVerifier;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Wave 5, "Reactive, completely": reactive entity callbacks on the reactive template and repositories, in the
 * blocking callbacks' order (before convert, before save, the write, after save; after convert on every read), each
 * one's entity the one written or returned, each one called only for entities of its type.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveCallbacksTest {

  static final List<String> log = new CopyOnWriteArrayList<>();
  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static TestTables tables;
  static ReactiveDynamoDbTemplate template;
  static ReactiveBadgeRepository badges;

  /** Declared as classes so that their entity type is read; deferred, so that they run as the chain runs. */
  @Order(2)
  static class Labeller implements ReactiveBeforeConvertCallback<Badge> {
    @Override
    public Publisher<Badge> onBeforeConvert(Badge entity, String tableName) {
      return Mono.fromSupplier(() -> {
        log.add("beforeConvert(" + entity.label() + ")");
        return entity.label(entity.label() + "+converted");
      });
    }
  }

  /** Runs before {@link Labeller}: {@code @Order(1)}. */
  @Order(1)
  static class First implements ReactiveBeforeConvertCallback<Badge> {
    @Override
    public Publisher<Badge> onBeforeConvert(Badge entity, String tableName) {
      log.add("first(" + entity.label() + ")");
      return Mono.just(entity);
    }
  }

  static class Saver implements ReactiveBeforeSaveCallback<Badge> {
    @Override
    public Publisher<Badge> onBeforeSave(Badge entity, String tableName) {
      return Mono.fromSupplier(() -> {
        log.add("beforeSave(" + entity.label() + "," + tableName + ")");
        return entity.label(entity.label() + "+saved");
      });
    }
  }

  static class Confirmer implements ReactiveAfterSaveCallback<Badge> {
    @Override
    public Publisher<Badge> onAfterSave(Badge entity, String tableName) {
      log.add("afterSave(" + entity.label() + ")");
      return Mono.just(entity.label(entity.label() + "+returned"));
    }
  }

  static class Reader implements ReactiveAfterConvertCallback<Badge> {
    @Override
    public Publisher<Badge> onAfterConvert(Badge entity, String tableName) {
      log.add("afterConvert(" + entity.id() + ")");
      return Mono.just(entity.label(entity.label() + "+read"));
    }
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    client = local.clientBuilder().build();
    DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build().createTables(Badge.class, Player.class);
    async = AsyncClients.of(local.endpoint());
    template = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        // the blocking twin, registered apart: it runs after the reactive before-convert callbacks
        .entityCallbacks(EntityCallbacks.create(new BeforeConvertCallback<Badge>() {
          @Override
          public Badge onBeforeConvert(Badge entity, String tableName) {
            log.add("blockingBeforeConvert(" + entity.label() + ")");
            return entity;
          }
        }))
        .entityCallbacks(new Saver(), new Labeller(), new Confirmer(), new Reader(), new First())
        .build();
    badges = new ReactiveBadgeRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  Map<String, AttributeValue> stored(String owner, String id) {
    return client.getItem(r -> r.tableName(tables.name("badges"))
        .key(Map.of("owner", AttributeValue.fromS(owner), "id", AttributeValue.fromS(id)))).item();
  }

  @Test
  void saveRunsTheCallbacksInOrderAndWritesAndReturnsTheirEntities() {
    StepVerifier.create(template.save(new Badge("ann", "b1", "gold")))
        .expectNext(new Badge("ann", "b1", "gold+converted+saved+returned"))
        .verifyComplete();
    assertThat(log).containsExactly("first(gold)", "beforeConvert(gold)",
        "beforeSave(gold+converted," + tables.name("badges") + ")", "blockingBeforeConvert(gold+converted+saved)",
        "afterSave(gold+converted+saved)");
    assertThat(stored("ann", "b1")).containsEntry("label", AttributeValue.fromS("gold+converted+saved"));
  }

  @Test
  void theRepositorysSaveAndSaveAllRunThemToo() {
    StepVerifier.create(badges.save(new Badge("bob", "b1", "x")))
        .expectNext(new Badge("bob", "b1", "x+converted+saved+returned")).verifyComplete();
    StepVerifier.create(badges.saveAll(List.of(new Badge("bob", "b2", "y"), new Badge("bob", "b3", "z"))))
        .expectNext(new Badge("bob", "b2", "y+converted+saved+returned"))
        .expectNext(new Badge("bob", "b3", "z+converted+saved+returned"))
        .verifyComplete();
    assertThat(stored("bob", "b3")).containsEntry("label", AttributeValue.fromS("z+converted+saved"));
  }

  @Test
  void afterConvertRunsOnEveryReadAndItsEntityIsReturned() {
    StepVerifier.create(badges.saveAll(List.of(new Badge("cy", "b1", "a"), new Badge("cy", "b2", "b"))))
        .expectNextCount(2).verifyComplete();
    log.clear();
    String label = "a+converted+saved+read";
    StepVerifier.create(badges.findById(DynamoDbCompositeId.of("cy", "b1")))
        .expectNext(new Badge("cy", "b1", label)).verifyComplete();
    StepVerifier.create(badges.findByOwner("cy")) // a derived Query
        .expectNext(new Badge("cy", "b1", label)).expectNextCount(1).verifyComplete();
    StepVerifier.create(template.query(Badge.class, DynamoDbQuery.builder().keyCondition("#o = :o")
            .name("#o", "owner").value(":o", "cy").build()).take(1))
        .expectNext(new Badge("cy", "b1", label)).verifyComplete();
    StepVerifier.create(badges.findAllById(List.of(DynamoDbCompositeId.of("cy", "b2")))) // a BatchGetItem
        .expectNext(new Badge("cy", "b2", "b+converted+saved+read")).verifyComplete();
    // one each: the take(1) converted only the item it delivered
    assertThat(log).containsExactly("afterConvert(b1)", "afterConvert(b1)", "afterConvert(b2)", "afterConvert(b1)",
        "afterConvert(b2)");
    StepVerifier.create(badges.findAll().filter(b -> b.owner().equals("cy"))) // a Scan
        .expectNext(new Badge("cy", "b1", label)).expectNext(new Badge("cy", "b2", "b+converted+saved+read"))
        .verifyComplete();
  }

  @Test
  void callbacksOfAnotherEntityTypeAreNotCalled() {
    StepVerifier.create(template.save(new Player("p1", "Pat", 3))).expectNextCount(1).verifyComplete();
    StepVerifier.create(template.findById(Player.class, "p1")).expectNextCount(1).verifyComplete();
    assertThat(log).isEmpty();
  }

  @Test
  void aLambdaIsCalledForItsOwnTypeAndSkippedForOthers() {
    ReactiveAfterConvertCallback<Badge> lambda = (badge, table) -> Mono.just(badge.label("lambda"));
    ReactiveDynamoDbTemplate withLambda = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .entityCallbacks(lambda).build();
    StepVerifier.create(withLambda.save(new Badge("dee", "b1", "l")).then(withLambda.save(new Player("p2", "Q", 1)))
            .then(withLambda.findById(Badge.class, "dee", "b1")))
        .expectNext(new Badge("dee", "b1", "lambda")).verifyComplete();
    StepVerifier.create(withLambda.findById(Player.class, "p2")).expectNextCount(1).verifyComplete();
  }

  @Test
  void aCallbackWithoutAnEntityIsRefusedAndNothingIsWritten() {
    ReactiveBeforeSaveCallback<Badge> empty = (badge, table) -> Mono.empty();
    ReactiveDynamoDbTemplate refusing = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .entityCallbacks(empty).build();
    StepVerifier.create(refusing.save(new Badge("eve", "b1", "none")))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(InvalidDataAccessApiUsageException.class)
            .hasMessageContaining("ReactiveBeforeSaveCallback").hasMessageContaining("Nothing was written"))
        .verify();
    assertThat(client.getItem(r -> r.tableName(tables.name("badges"))
        .key(Map.of("owner", AttributeValue.fromS("eve"), "id", AttributeValue.fromS("b1")))).hasItem()).isFalse();
  }
}
