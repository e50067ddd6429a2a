package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** save / insert / update / delete / findById / existsById, with @Version, conditions and auditing. */
@ExtendWith(DynamoDbExtension.class)
class CrudTest {

  static TemplateFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables);
    template = fx.template;
    template.createTables(Player.class, Account.class, Note.class);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @BeforeEach
  void clearLog() {
    fx.clear();
  }

  private Map<String, AttributeValue> raw(String logicalTable, String keyName, String key) {
    return fx.raw.getItem(g -> g.tableName(fx.tables.name(logicalTable)).consistentRead(true)
        .key(Map.of(keyName, AttributeValue.fromS(key)))).item();
  }

  @Test
  void updateOfAHandBuiltEntityKeepsTheStoredCreationDate() {
    Player original = new Player("p-created", "Ada", 1);
    template.save(original);
    String stored = "2020-01-01T00:00:00Z"; // created long before the template's fixed clock
    fx.raw.updateItem(u -> u.tableName(fx.tables.name("players")).key(Map.of("id", AttributeValue.fromS("p-created")))
        .updateExpression("SET createdAt = :c").expressionAttributeValues(Map.of(":c", AttributeValue.fromS(stored))));

    Player handBuilt = new Player("p-created", "Ada", 2); // createdAt unset: auditing fills in "now"
    handBuilt.setCreatedAt(null);
    template.update(handBuilt);

    assertThat(fx.log.requestsOf(software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest.class).get(0)
        .updateExpression()).contains("if_not_exists(");
    assertThat(raw("players", "id", "p-created").get("createdAt").s()).isEqualTo(stored);
    assertThat(raw("players", "id", "p-created").get("score").n()).isEqualTo("2");
  }

  @Test
  void saveWritesOnePutItemWithAuditingAndTtlAndFindByIdReadsItBack() {
    Player player = new Player("p1", "Ada", 7);
    player.setRegion("EU");
    player.setTags(List.of("a", "b"));
    player.setExpiresAt(TemplateFixture.NOW.plusSeconds(3600));

    Player saved = template.save(player);

    assertThat(saved).isSameAs(player);
    assertThat(saved.getCreatedAt()).isEqualTo(TemplateFixture.NOW);
    assertThat(saved.getUpdatedAt()).isEqualTo(TemplateFixture.NOW);
    List<PutItemRequest> puts = fx.log.requestsOf(PutItemRequest.class);
    assertThat(puts).hasSize(1);
    assertThat(puts.get(0).tableName()).isEqualTo(fx.tables.name("players"));
    assertThat(puts.get(0).conditionExpression()).isNull();
    assertThat(raw("players", "id", "p1").get("expiresAt").n())
        .isEqualTo(Long.toString(TemplateFixture.NOW.plusSeconds(3600).getEpochSecond()));

    Optional<Player> found = template.findById(Player.class, "p1");
    assertThat(found).get().satisfies(p -> {
      assertThat(p.getName()).isEqualTo("Ada");
      assertThat(p.getRegion()).isEqualTo("EU");
      assertThat(p.getTags()).containsExactly("a", "b");
      assertThat(p.getCreatedAt()).isEqualTo(TemplateFixture.NOW);
    });
    assertThat(template.findById(Player.class, "nobody")).isEmpty();
    assertThat(template.findById(Player.class, "p1", null, true)).isPresent();
    List<GetItemRequest> gets = fx.log.requestsOf(GetItemRequest.class);
    assertThat(gets).hasSize(3);
    assertThat(gets.get(2).consistentRead()).isTrue();
    assertThat(gets.get(0).consistentRead()).isNull();
  }

  @Test
  void existsByIdProjectsOnlyThePartitionKey() {
    template.save(new Player("e1", "Eve", 1));
    fx.clear();
    assertThat(template.existsById(Player.class, "e1")).isTrue();
    assertThat(template.existsById(Player.class, "e2")).isFalse();
    List<GetItemRequest> gets = fx.log.requestsOf(GetItemRequest.class);
    assertThat(gets).hasSize(2);
    assertThat(gets.get(0).projectionExpression()).isEqualTo("#pk");
    assertThat(gets.get(0).expressionAttributeNames()).isEqualTo(Map.of("#pk", "id"));
  }

  @Test
  void versionIsInitialisedThenIncrementedUnderItsCondition() {
    Account account = template.save(new Account("a1", "ann", 10));
    assertThat(account.getVersion()).isEqualTo(1L);
    PutItemRequest first = fx.log.requestsOf(PutItemRequest.class).get(0);
    assertThat(first.conditionExpression()).isEqualTo("attribute_not_exists(#dfv0)");
    assertThat(first.expressionAttributeNames()).containsEntry("#dfv0", "version");
    assertThat(first.item().get("version").n()).isEqualTo("1");

    account.setBalance(20);
    template.save(account);
    assertThat(account.getVersion()).isEqualTo(2L);
    PutItemRequest second = fx.log.requestsOf(PutItemRequest.class).get(1);
    assertThat(second.conditionExpression()).isEqualTo("#dfv0 = :dfv1");
    assertThat(second.expressionAttributeValues()).containsEntry(":dfv1", AttributeValue.fromN("1"));
    assertThat(raw("accounts", "id", "a1").get("version").n()).isEqualTo("2");
  }

  @Test
  void staleVersionThrowsOptimisticLockingFailureAndRestoresTheInMemoryVersion() {
    template.save(new Account("a2", "bob", 10));
    Account mine = template.findById(Account.class, "a2").orElseThrow();
    Account theirs = template.findById(Account.class, "a2").orElseThrow();
    template.save(theirs);

    mine.setBalance(99);
    assertThatThrownBy(() -> template.save(mine))
        .isInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("Account")
        .hasMessageContaining(fx.tables.name("accounts"))
        .hasMessageContaining("id=\"a2\"")
        .hasMessageContaining("expected the stored version to be 1");
    assertThat(mine.getVersion()).isEqualTo(1L);

    // a second "new" entity for an existing versioned item is a conflict too
    assertThatThrownBy(() -> template.save(new Account("a2", "intruder", 0)))
        .isInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("expected no stored version");
  }

  @Test
  void aWriteThatCannotBeSentLeavesTheVersionAlone() {
    Account keyless = new Account(null, "nobody", 1);
    keyless.setVersion(3L);
    assertThatThrownBy(() -> template.save(keyless)).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("'id'").hasMessageContaining("Nothing was sent");
    assertThatThrownBy(() -> template.update(keyless)).isInstanceOf(InvalidDataAccessApiUsageException.class);
    assertThat(keyless.getVersion()).isEqualTo(3L);
    assertThat(fx.log.requests()).isEmpty();
  }

  @Test
  void recordsAreCopiedWithVersionAndAuditing() {
    Note note = Note.of("ann", "n1", "hello");
    Note saved = template.save(note);
    assertThat(note.version()).isZero();
    assertThat(saved.version()).isEqualTo(1);
    assertThat(saved.modifiedAt()).isEqualTo(TemplateFixture.NOW);
    Note again = template.save(saved.withText("hello again"));
    assertThat(again.version()).isEqualTo(2);
    assertThatThrownBy(() -> template.save(saved.withText("stale")))
        .isInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("noteId=\"n1\"");
    assertThat(template.findById(Note.class, "ann", "n1")).get()
        .extracting(Note::text, Note::version).containsExactly("hello again", 2L);
  }

  @Test
  void userConditionIsAndedAndOurPlaceholdersNeverCollide() {
    Account account = template.save(new Account("a3", "carl", 10));
    // the user's placeholders use the names the template would pick first
    Map<String, String> names = Map.of("#dfv0", "owner", "#dfpk0", "balance");
    account.setBalance(11);
    Account saved = template.save(account, "#dfv0 = :dfv0 AND #dfpk0 >= :dfv1", names,
        Map.of(":dfv0", "carl", ":dfv1", 10));
    assertThat(saved.getVersion()).isEqualTo(2L);
    PutItemRequest put = fx.log.requestsOf(PutItemRequest.class).get(1);
    assertThat(put.conditionExpression()).isEqualTo("(#dfv0 = :dfv0 AND #dfpk0 >= :dfv1) AND (#dfv1 = :dfv2)");
    assertThat(put.expressionAttributeNames()).containsEntry("#dfv1", "version").containsEntry("#dfv0", "owner");

    // the user condition fails, the version matches: not an optimistic-locking failure
    account.setBalance(12);
    assertThatThrownBy(() -> template.save(account, DynamoDbExpression.builder("#o = :o")
        .name("#o", "owner").value(":o", "someone else").build()))
        .isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class);
    assertThat(account.getVersion()).isEqualTo(2L);

    // the version fails, the user condition holds: optimistic locking
    account.setVersion(1L);
    assertThatThrownBy(() -> template.save(account, DynamoDbExpression.builder("#o = :o")
        .name("#o", "owner").value(":o", "carl").build()))
        .isInstanceOf(OptimisticLockingFailureException.class);
  }

  @Test
  void failedConditionOnAnUnversionedEntityIsADataIntegrityViolation() {
    template.save(new Player("u1", "Una", 1));
    assertThatThrownBy(() -> template.save(new Player("u1", "Una", 2), "#s > :s", Map.of("#s", "score"),
        Map.of(":s", 5)))
        .isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("Player").hasMessageContaining("id=\"u1\"");
  }

  @Test
  void insertFailsWithDuplicateKeyOnAnExistingItem() {
    Player first = template.insert(new Player("i1", "Ivy", 1));
    assertThat(first.getName()).isEqualTo("Ivy");
    assertThat(fx.log.requestsOf(PutItemRequest.class).get(0).conditionExpression()).isEqualTo("attribute_not_exists(#dfpk0)");
    assertThatThrownBy(() -> template.insert(new Player("i1", "Imposter", 2)))
        .isInstanceOf(DuplicateKeyException.class)
        .hasMessageContaining("already exists").hasMessageContaining(fx.tables.name("players"));
    assertThat(template.findById(Player.class, "i1")).get().extracting(Player::getName).isEqualTo("Ivy");
    Account versioned = template.insert(new Account("i2", "x", 1));
    assertThat(versioned.getVersion()).isEqualTo(1L);
  }

  @Test
  void updateSetsPresentAttributesAndRemovesNullOnes() {
    Player player = new Player("up1", "Uma", 3);
    player.setRegion("US");
    template.save(player);
    fx.clear();

    player.setRegion(null);
    player.setScore(4);
    Player updated = template.update(player);

    assertThat(updated.getUpdatedAt()).isEqualTo(TemplateFixture.NOW);
    UpdateItemRequest update = fx.log.requestsOf(UpdateItemRequest.class).get(0);
    assertThat(update.key()).isEqualTo(Map.of("id", AttributeValue.fromS("up1")));
    assertThat(update.updateExpression()).startsWith("SET ").contains(" REMOVE ");
    assertThat(update.expressionAttributeNames().values()).contains("name", "score", "region", "tags", "expiresAt")
        .doesNotContain("id");
    assertThat(update.conditionExpression()).isNull();
    Map<String, AttributeValue> item = raw("players", "id", "up1");
    assertThat(item).doesNotContainKey("region").containsEntry("score", AttributeValue.fromN("4"));
  }

  @Test
  void updateOfAVersionedEntityNeedsAVersionAndChecksIt() {
    assertThatThrownBy(() -> template.update(new Account("v0", "x", 1)))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("@Version");
    assertThat(fx.log.requests()).isEmpty();

    Account account = template.save(new Account("v1", "val", 1));
    Account stale = template.findById(Account.class, "v1").orElseThrow();
    account.setBalance(2);
    template.update(account);
    assertThat(account.getVersion()).isEqualTo(2L);
    UpdateItemRequest update = fx.log.requestsOf(UpdateItemRequest.class).get(0);
    assertThat(update.conditionExpression()).matches("#dfv\\d+ = :dfv\\d+");

    stale.setBalance(3);
    assertThatThrownBy(() -> template.update(stale)).isInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("update of Account");
    assertThat(stale.getVersion()).isEqualTo(1L);
  }

  @Test
  void updateByExpressionReturnsTheConvertedNewItem() {
    template.save(new Player("x1", "Xan", 10));
    Player after = template.update(Player.class, "x1", null, "SET #s = #s + :d", Map.of("#s", "score"),
        Map.of(":d", 5));
    assertThat(after.getScore()).isEqualTo(15);
    assertThat(after.getName()).isEqualTo("Xan");
    assertThat(fx.log.requestsOf(UpdateItemRequest.class).get(0).returnValuesAsString()).isEqualTo("ALL_NEW");

    assertThatThrownBy(() -> template.update(Player.class, "x1", null, "SET #s = :v", "#s < :v",
        Map.of("#s", "score"), Map.of(":v", 1)))
        .isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class);
  }

  @Test
  void deleteOfAVersionedEntityCarriesTheVersionCondition() {
    Account account = template.save(new Account("d1", "dan", 1));
    Account stale = template.findById(Account.class, "d1").orElseThrow();
    template.save(account);
    fx.clear();

    assertThatThrownBy(() -> template.delete(stale)).isInstanceOf(OptimisticLockingFailureException.class)
        .hasMessageContaining("delete of Account").hasMessageContaining("expected the stored version to be 1");
    DeleteItemRequest delete = fx.log.requestsOf(DeleteItemRequest.class).get(0);
    assertThat(delete.conditionExpression()).isEqualTo("#dfv0 = :dfv1");

    template.delete(account);
    assertThat(template.existsById(Account.class, "d1")).isFalse();
  }

  @Test
  void deleteByIdWithAndWithoutCondition() {
    template.save(new Player("del1", "Del", 5));
    assertThatThrownBy(() -> template.deleteById(Player.class, "del1", null,
        DynamoDbExpression.builder("#s > :s").name("#s", "score").value(":s", 10).build()))
        .isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class);
    assertThat(template.existsById(Player.class, "del1")).isTrue();
    template.deleteById(Player.class, "del1");
    assertThat(template.existsById(Player.class, "del1")).isFalse();
    template.deleteById(Player.class, "never-there"); // not an error

    template.save(Note.of("o", "n", "t"));
    template.deleteById(Note.class, "o", "n");
    assertThat(template.findById(Note.class, "o", "n")).isEmpty();
  }

  @Test
  void everyRequestUsesTheResolvedTableName() {
    template.save(new Player("t1", "T", 1));
    template.findById(Player.class, "t1");
    template.deleteById(Player.class, "t1");
    assertThat(fx.log.requests()).hasSize(3).allSatisfy(r ->
        assertThat(r.getValueForField("TableName", String.class)).get().isEqualTo(fx.tables.name("players")));
    assertThat(template.getTableName(Player.class)).isEqualTo(fx.tables.name("players"));
  }
}
