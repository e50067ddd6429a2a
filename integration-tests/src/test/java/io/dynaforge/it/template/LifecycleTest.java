package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.event.AfterConvertCallback;
import io.dynaforge.event.AfterSaveCallback;
import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.BeforeSaveCallback;
import io.dynaforge.event.DynamoDbMappingEvent;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.mapping.callback.EntityCallbacks;

/** Callbacks and events around every operation, in the reference's order, on the request timeline. */
@ExtendWith(DynamoDbExtension.class)
class LifecycleTest {

  static TemplateFixture fx;
  static DynamoDbTemplate template;
  static List<String> timeline;
  static String table;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    List<List<String>> log = new ArrayList<>(1); // the fixture's timeline, once it exists
    EntityCallbacks callbacks = EntityCallbacks.create(
        new BeforeConvertCallback<Player>() {
          @Override
          public Player onBeforeConvert(Player entity, String tableName) {
            log.get(0).add("BeforeConvertCallback(" + entity.getId() + ")");
            return entity;
          }
        },
        new BeforeSaveCallback<Player>() {
          @Override
          public Player onBeforeSave(Player entity, String tableName) {
            log.get(0).add("BeforeSaveCallback(" + entity.getId() + ")");
            if ("replace-me".equals(entity.getName())) {
              Player copy = new Player(entity.getId(), "replaced", entity.getScore());
              return copy; // a callback may replace the entity; the copy is what is written
            }
            return entity;
          }
        },
        new AfterSaveCallback<Player>() {
          @Override
          public Player onAfterSave(Player entity, String tableName) {
            log.get(0).add("AfterSaveCallback(" + entity.getId() + ")");
            return entity;
          }
        },
        new AfterConvertCallback<Player>() {
          @Override
          public Player onAfterConvert(Player entity, String tableName) {
            log.get(0).add("AfterConvertCallback(" + entity.getId() + ")");
            entity.setTags(List.of("seen-by-callback"));
            return entity;
          }
        });
    fx = TemplateFixture.create(db, tables, b -> b.entityCallbacks(callbacks).eventPublisher(event -> {
      DynamoDbMappingEvent<?> e = (DynamoDbMappingEvent<?>) event;
      assertThat(e.getTableName()).isEqualTo(tables.name("players"));
      Object source = e.getSource();
      String id = source instanceof Player p ? p.getId() : ((Class<?>) source).getSimpleName();
      log.get(0).add(event.getClass().getSimpleName() + "(" + id + ")");
    }));
    timeline = fx.timeline;
    log.add(timeline);
    template = fx.template;
    template.createTables(Player.class);
    table = tables.name("players");
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @BeforeEach
  void clear() {
    fx.clear();
  }

  @Test
  void saveAndInsertRunTheSixStepsInOrder() {
    template.save(new Player("s1", "S", 1));
    template.insert(new Player("s2", "S", 1));
    assertThat(timeline).containsExactly(
        "BeforeConvertCallback(s1)", "BeforeSaveCallback(s1)", "BeforeSaveEvent(s1)", "PutItem",
        "AfterSaveCallback(s1)", "AfterSaveEvent(s1)",
        "BeforeConvertCallback(s2)", "BeforeSaveCallback(s2)", "BeforeSaveEvent(s2)", "PutItem",
        "AfterSaveCallback(s2)", "AfterSaveEvent(s2)");
  }

  @Test
  void aCallbackMayReplaceTheEntity() {
    Player original = new Player("r1", "replace-me", 3);
    Player saved = template.save(original);
    assertThat(saved).isNotSameAs(original);
    assertThat(saved.getName()).isEqualTo("replaced");
    assertThat(fx.raw.getItem(g -> g.tableName(table).key(Map.of("id",
        software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("r1")))).item().get("name").s())
        .isEqualTo("replaced");
  }

  @Test
  void saveAllRunsEveryPreWriteHookThenTheBatchThenEveryPostWriteHook() {
    template.saveAll(List.of(new Player("b1", "B", 1), new Player("b2", "B", 2)));
    assertThat(timeline).containsExactly(
        "BeforeConvertCallback(b1)", "BeforeSaveCallback(b1)", "BeforeSaveEvent(b1)",
        "BeforeConvertCallback(b2)", "BeforeSaveCallback(b2)", "BeforeSaveEvent(b2)",
        "BatchWriteItem",
        "AfterSaveCallback(b1)", "AfterSaveEvent(b1)",
        "AfterSaveCallback(b2)", "AfterSaveEvent(b2)");
  }

  @Test
  void updateAndDeletePublishEventsOnly() {
    Player player = template.save(new Player("u1", "U", 1));
    fx.clear();
    template.update(player);
    template.delete(player);
    template.deleteById(Player.class, "gone");
    assertThat(timeline).containsExactly(
        "BeforeUpdateEvent(u1)", "UpdateItem", "AfterUpdateEvent(u1)",
        "BeforeDeleteEvent(u1)", "DeleteItem", "AfterDeleteEvent(u1)",
        "BeforeDeleteEvent(Player)", "DeleteItem", "AfterDeleteEvent(Player)");
  }

  @Test
  void expressionUpdateConvertsTheNewItemAfterTheUpdateEvents() {
    template.save(new Player("x1", "X", 1));
    fx.clear();
    Player after = template.update(Player.class, "x1", null, "SET #n = :n", Map.of("#n", "name"), Map.of(":n", "Y"));
    assertThat(after.getTags()).containsExactly("seen-by-callback");
    assertThat(timeline).containsExactly(
        "BeforeUpdateEvent(Player)", "UpdateItem", "AfterUpdateEvent(Player)",
        "AfterConvertCallback(x1)", "AfterConvertEvent(x1)");
  }

  @Test
  void readsConvertThenCallThenPublishAndExistsByIdDoesNothing() {
    template.save(new Player("f1", "F", 1));
    fx.clear();
    assertThat(template.findById(Player.class, "f1")).get().extracting(Player::getTags)
        .isEqualTo(List.of("seen-by-callback"));
    assertThat(template.existsById(Player.class, "f1")).isTrue();
    assertThat(timeline).containsExactly("GetItem", "AfterConvertCallback(f1)", "AfterConvertEvent(f1)", "GetItem");
    fx.clear();
    template.findAllById(Player.class, List.of("f1"));
    template.scan(Player.class, io.dynaforge.core.DynamoDbPageRequest.of(1));
    assertThat(timeline).hasSize(6).startsWith("BatchGetItem", "AfterConvertCallback(f1)", "AfterConvertEvent(f1)",
        "Scan");
    assertThat(timeline.get(4)).startsWith("AfterConvertCallback(");
    assertThat(timeline.get(5)).startsWith("AfterConvertEvent(");
  }
}
