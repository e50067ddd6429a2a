package io.dynaforge.it.lombok;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lombok entities, built with Lombok before dynaforge-processor on the processor path: a mutable
 * {@code @Data} class (getters and setters) and an immutable {@code @Value} class (getters and the
 * all-args constructor), saved and read back through the template and through generated repositories.
 */
@ExtendWith(DynamoDbExtension.class)
class LombokEntityTest {

  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static TestTables tables;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables testTables) {
    tables = testTables;
    client = db.client(); // the shared server's client: not ours to close
    // mappers registered by hand, as in the template tests: a concurrent incremental build of this module
    // may rewrite the processor's ServiceLoader file
    MapperRegistry mappers = new MapperRegistry()
        .register(LombokOrder_Mapper.INSTANCE).register(LombokPlayer_Mapper.INSTANCE);
    template = DynamoDbTemplate.builder(client).mapperRegistry(mappers).tableNameResolver(tables::name).build();
    template.createTables(LombokOrder.class, LombokPlayer.class);
  }

  private static Map<String, AttributeValue> raw(String logicalTable, Map<String, AttributeValue> key) {
    return client.getItem(g -> g.tableName(tables.name(logicalTable)).consistentRead(true).key(key)).item();
  }

  @Test
  void dataEntityIsWrittenThroughItsGettersAndReadThroughItsSetters() {
    LombokOrder order = new LombokOrder("c1", "o-1", new BigDecimal("12.5"), List.of("book", "pen"), true, null);

    LombokOrder saved = template.save(order);

    assertThat(saved.getVersion()).isEqualTo(1L);
    Map<String, AttributeValue> item = raw("lombok_orders",
        Map.of("customerId", AttributeValue.fromS("c1"), "orderId", AttributeValue.fromS("o-1")));
    assertThat(item.get("total").n()).isEqualTo("12.5");
    assertThat(item.get("lines").l()).extracting(AttributeValue::s).containsExactly("book", "pen");
    assertThat(item.get("gift").bool()).isTrue();
    assertThat(item.get("version").n()).isEqualTo("1");

    LombokOrder back = template.findById(LombokOrder.class, "c1", "o-1").orElseThrow();
    assertThat(back).isEqualTo(saved); // Lombok's equals: every field
    assertThat(back.getTotal()).isEqualByComparingTo("12.5");
  }

  @Test
  void dataEntityThroughAGeneratedRepository() {
    LombokOrderRepository orders = new LombokOrderRepository_Impl(template);
    orders.save(new LombokOrder("c2", "2026-01-A", new BigDecimal("3"), List.of("a"), false, null));
    orders.save(new LombokOrder("c2", "2026-02-B", new BigDecimal("4"), List.of("b"), false, null));
    orders.save(new LombokOrder("c3", "2026-01-C", new BigDecimal("5"), List.of("c"), false, null));

    assertThat(orders.findByCustomerId("c2")).extracting(LombokOrder::getOrderId)
        .containsExactly("2026-01-A", "2026-02-B");
    assertThat(orders.findByCustomerIdAndOrderIdStartingWith("c2", "2026-02")).extracting(LombokOrder::getOrderId)
        .containsExactly("2026-02-B");
    assertThat(orders.findById(DynamoDbCompositeId.of("c3", "2026-01-C"))).get()
        .extracting(LombokOrder::getLines).isEqualTo(List.of("c"));

    LombokOrder first = orders.findById(DynamoDbCompositeId.of("c2", "2026-01-A")).orElseThrow();
    first.setGift(true);
    orders.save(first);
    assertThat(orders.findById(DynamoDbCompositeId.of("c2", "2026-01-A"))).get()
        .satisfies(o -> {
          assertThat(o.isGift()).isTrue();
          assertThat(o.getVersion()).isEqualTo(2L);
        });
  }

  @Test
  void valueEntityIsBuiltThroughItsAllArgsConstructorAndSavedAsACopy() {
    Instant joined = Instant.parse("2026-01-18T10:15:30Z");
    LombokPlayer player = new LombokPlayer("p1", "Ada", 1820, joined, null);

    LombokPlayer saved = template.save(player);

    assertThat(saved).isNotSameAs(player).isEqualTo(new LombokPlayer("p1", "Ada", 1820, joined, 1L));
    assertThat(player.getVersion()).isNull(); // immutable: the version is on the copy
    assertThat(raw("lombok_players", Map.of("playerId", AttributeValue.fromS("p1"))).get("joined").s())
        .isEqualTo("2026-01-18T10:15:30Z");

    assertThat(template.findById(LombokPlayer.class, "p1")).contains(saved);
  }

  @Test
  void valueEntityThroughAGeneratedRepositoryWithItsVersion() {
    LombokPlayerRepository players = new LombokPlayerRepository_Impl(template);
    LombokPlayer saved = players.save(new LombokPlayer("p2", "Linus", 1765, null, null));
    LombokPlayer updated = players.save(new LombokPlayer("p2", "Linus", 1800, null, saved.getVersion()));

    assertThat(updated.getVersion()).isEqualTo(2L);
    assertThat(players.findById("p2")).get().extracting(LombokPlayer::getRating).isEqualTo(1800);
    assertThatThrownBy(() -> players.save(saved)) // stale version 1
        .isInstanceOf(OptimisticLockingFailureException.class);
    assertThat(players.existsById("p2")).isTrue();
  }
}
