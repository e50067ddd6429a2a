package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.dao.DataIntegrityViolationException;

/**
 * Strings that look like expression syntax round-trip through every write and query path: they only
 * ever travel as ExpressionAttributeValues (or PartiQL parameters), never inside an expression.
 */
@ExtendWith(DynamoDbExtension.class)
class HostileValuesTest {

  static final String HOSTILE = "it's :x #y OR 1=1 AND \"quoted\" `tick` \n\tnew line 🎉 ${x} \\ ) (";
  static final List<String> VALUES = List.of(HOSTILE, ":x", "#y", " OR ", "'", "\"", "\n", "🎉👩‍💻", ":kp0", "#dfv0",
      "attribute_not_exists(id)");

  static TemplateFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables);
    template = fx.template;
    template.createTables(Player.class, Account.class, LogEntry.class);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @ParameterizedTest
  @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
  void singleItemWritesAndReadsWithTheValueAsKeyAndAttribute(int index) {
    String value = VALUES.get(index);
    String id = "key " + value;
    Player player = new Player(id, value, 1);
    player.setTags(List.of(value, value + value));
    template.insert(player);
    assertThat(template.findById(Player.class, id)).get().satisfies(p -> {
      assertThat(p.getName()).isEqualTo(value);
      assertThat(p.getTags()).containsExactly(value, value + value);
    });
    assertThat(template.existsById(Player.class, id)).isTrue();

    player.setName(value + "!");
    template.update(player);
    assertThat(template.findById(Player.class, id, null, true)).get().extracting(Player::getName).isEqualTo(value + "!");

    Player updated = template.update(Player.class, id, null, "SET #n = :v", "#n = :old",
        Map.of("#n", "name"), Map.of(":v", value, ":old", value + "!"));
    assertThat(updated.getName()).isEqualTo(value);

    template.save(player, DynamoDbExpression.builder("#n = :v").name("#n", "name").value(":v", value).build());
    assertThatThrownBy(() -> template.save(player, "#n = :v", Map.of("#n", "name"), Map.of(":v", value + "?")))
        .isInstanceOf(DataIntegrityViolationException.class);

    Account account = template.save(new Account("acc " + value, value, 1));
    account.setOwner(value + value);
    template.update(account);
    template.save(account, DynamoDbExpression.builder("#o = :o").name("#o", "owner").value(":o", value + value).build());
    assertThat(template.findById(Account.class, "acc " + value)).get().extracting(Account::getOwner, Account::getVersion)
        .containsExactly(value + value, 3L);
    template.delete(account, DynamoDbExpression.builder("#o = :o").name("#o", "owner").value(":o", value + value).build());

    assertThatThrownBy(() -> template.deleteById(Player.class, id, null,
        DynamoDbExpression.builder("#n = :v").name("#n", "name").value(":v", value).build()))
        .isInstanceOf(DataIntegrityViolationException.class);
    assertThat(template.existsById(Player.class, id)).isTrue();
    // the last save wrote name + "!"
    template.deleteById(Player.class, id, null,
        DynamoDbExpression.builder("#n = :v").name("#n", "name").value(":v", value + "!").build());
    assertThat(template.existsById(Player.class, id)).isFalse();
  }

  @Test
  void batchAndQueryPaths() {
    List<LogEntry> entries = new java.util.ArrayList<>();
    for (int i = 0; i < VALUES.size(); i++) {
      entries.add(new LogEntry(HOSTILE, i, VALUES.get(i), VALUES.get(i)));
    }
    template.saveAll(entries);

    EntityQueryResult<List<LogEntry>> page = template.query(LogEntry.class).partitionKey(HOSTILE).limit(4).execute();
    assertThat(page.getResult()).extracting(LogEntry::getMessage).containsExactlyElementsOf(VALUES.subList(0, 4));
    assertThat(page.getCursor().toKeyset()).containsEntry("stream", HOSTILE);
    List<LogEntry> rest = template.query(LogEntry.class).partitionKey(HOSTILE).exclusiveStartKey(page.getCursor())
        .execute().getResult();
    assertThat(rest).hasSize(VALUES.size() - 4);

    for (String value : VALUES) {
      List<LogEntry> filtered = template.query(LogEntry.class).partitionKey(HOSTILE)
          .filterExpression("#m = :m", Map.of("#m", "message"), Map.of(":m", value)).execute().getResult();
      assertThat(filtered).singleElement().extracting(LogEntry::getStatus).isEqualTo(value);
      DynamoDbQuery scan = DynamoDbQuery.builder().filter("#st = :st").name("#st", "status").value(":st", value).build();
      assertThat(template.scan(LogEntry.class, scan, DynamoDbPageRequest.unpaged()).getResult()).hasSize(1);
      assertThat(template.count(LogEntry.class, scan)).isEqualTo(1);
    }
    assertThat(template.query(LogEntry.class).partitionKey(HOSTILE).sortBetween(2, 3).execute().getResult())
        .extracting(LogEntry::getMessage).containsExactly(VALUES.get(2), VALUES.get(3));

    List<LogEntry> batch = template.batchGet(LogEntry.class,
        List.of(DynamoDbCompositeId.of(HOSTILE, 0), DynamoDbCompositeId.of(HOSTILE, 7)), false);
    assertThat(batch).extracting(LogEntry::getMessage).containsExactly(HOSTILE, VALUES.get(7));

    Player prefixed = template.save(new Player(HOSTILE + "-p", HOSTILE, 2));
    assertThat(template.query(Player.class).partitionKey(prefixed.getId()).execute().getResult()).hasSize(1);
  }

  @Test
  @DisabledOnDynalite
  void transactionAndPartiQlPaths() {
    Player player = new Player("tx " + HOSTILE, HOSTILE, 1);
    template.transactWrite(TransactWrite.builder()
        .put(player, DynamoDbExpression.builder("attribute_not_exists(#n) OR #n <> :v").name("#n", "name")
            .value(":v", HOSTILE + "?").build())
        .build());
    assertThat((Player) template.transactGet(TransactGet.builder().get(Player.class, "tx " + HOSTILE).build()).get(0))
        .extracting(Player::getName).isEqualTo(HOSTILE);
    List<Player> found = template.executeStatement(Player.class,
        "SELECT * FROM \"" + fx.tables.name("players") + "\" WHERE id = ?", List.of("tx " + HOSTILE));
    assertThat(found).singleElement().extracting(Player::getName).isEqualTo(HOSTILE);
  }
}
