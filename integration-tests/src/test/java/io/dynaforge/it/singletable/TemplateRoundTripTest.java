package io.dynaforge.it.singletable;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.TestTables;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Composed keys and flattened members through DynamoDbTemplate: save, read, update, delete. */
@ExtendWith(DynamoDbExtension.class)
class TemplateRoundTripTest {

  static DynamoDbTemplate template;
  static DynamoDbClient raw;
  static TestTables names;

  @BeforeAll
  static void setUp(DynamoDbClient client, TestTables tables) {
    raw = client;
    names = tables;
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(ArenaItem.class);
  }

  private static Map<String, AttributeValue> stored(String pk, String sk) {
    return raw.getItem(g -> g.tableName(names.name("arena")).consistentRead(true)
        .key(Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk)))).item();
  }

  @Test
  void composedKeysWorkForPointReadsUpdatesAndDeletes() {
    Match match = new Match();
    match.pk = "T#spring";
    match.matchDate = LocalDate.of(2026, 3, 1);
    match.matchId = "m7";
    match.winner = "p1";
    template.save(match);
    assertThat(stored("T#spring", "MATCH#2026-03-01#m7")).containsOnlyKeys("pk", "sk", "winner", "gsi1sk");

    Match read = template.findById(Match.class, "T#spring", Match_Keys.sk(LocalDate.of(2026, 3, 1), "m7")).orElseThrow();
    assertThat(read.matchDate).isEqualTo(LocalDate.of(2026, 3, 1));
    assertThat(read.matchId).isEqualTo("m7");
    assertThat(template.existsById(Match.class, "T#spring", "MATCH#2026-03-01#m7")).isTrue();

    // update never rewrites the primary key; the GSI template column is recomposed
    read.winner = "p2";
    template.update(read);
    Map<String, AttributeValue> updated = stored("T#spring", "MATCH#2026-03-01#m7");
    assertThat(updated.get("winner").s()).isEqualTo("p2");
    assertThat(updated.get("gsi1sk").s()).isEqualTo("WINNER#p2");

    template.delete(read);
    assertThat(stored("T#spring", "MATCH#2026-03-01#m7")).isEmpty();
  }

  @Test
  void updatingWithANullEmbeddedMemberRemovesItsFlattenedAttributes() {
    ArenaItem item = new ArenaItem();
    item.pk = "T#spring";
    item.sk = "PLAYER#p9";
    item.player = new ArenaItem.PlayerData("Grace", 3);
    template.save(item);
    assertThat(stored("T#spring", "PLAYER#p9")).containsKeys("name", "player_rank");

    item.player = null;
    template.update(item);
    assertThat(stored("T#spring", "PLAYER#p9")).containsOnlyKeys("pk", "sk");
    ArenaItem read = template.findById(ArenaItem.class, "T#spring", "PLAYER#p9").orElseThrow();
    assertThat(read.player).isNull();
  }
}
