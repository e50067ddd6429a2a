package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.core.TransactionCanceledDataAccessException;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.extension.WriteOperation;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
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
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Extensions on every path: the operation each one sees, in registration order; conditions ANDed with
 * the operation's own (a failing one leaves the item as it was); update actions merged clause by clause;
 * put items replaced; items transformed or skipped before conversion. Asserted on the requests sent and on
 * the stored items.
 */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
@DisabledOnDynalite // transactions and PartiQL are among the paths
class ExtensionTest {

  /** Every hook call of both probes, in order: "first:PUT:Player", "second:read:Player", ... */
  static final List<String> seen = Collections.synchronizedList(new ArrayList<>());
  static final Probe first = new Probe("first");
  static final Probe second = new Probe("second");
  static TemplateFixture fx;
  static DynamoDbTemplate template;

  /** An extension whose hooks the tests set; it records every call. */
  static final class Probe implements DynamoDbExtension {
    final String name;
    volatile Function<WriteContext, WriteModification> write;
    volatile Function<ReadContext, Map<String, AttributeValue>> read;

    Probe(String name) {
      this.name = name;
      reset();
    }

    void reset() {
      write = c -> WriteModification.none();
      read = ReadContext::item;
    }

    @Override
    public WriteModification beforeWrite(WriteContext context) {
      seen.add(name + ":" + context.operation() + ":" + context.entityType().getSimpleName());
      return write.apply(context);
    }

    @Override
    public Map<String, AttributeValue> afterRead(ReadContext context) {
      seen.add(name + ":read:" + context.entityType().getSimpleName());
      return read.apply(context);
    }
  }

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables, b -> b.extensions(first).extensions(second));
    template = fx.template;
    template.createTables(Player.class, Account.class, LogEntry.class);
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @BeforeEach
  void reset() {
    first.reset();
    second.reset();
    seen.clear();
    fx.clear();
  }

  private static Player player(String id, String region) {
    Player p = new Player(id, "n-" + id, 1);
    p.setRegion(region);
    return p;
  }

  private static Map<String, AttributeValue> stored(String table, String attribute, String value) {
    return fx.raw.getItem(r -> r.tableName(fx.tables.name(table)).key(Map.of(attribute, AttributeValue.fromS(value))))
        .item();
  }

  /** The tenant guard of docs/updates.md: a write must find no item or one of the tenant. */
  private static WriteModification tenantGuard(WriteContext context) {
    return context.operation().isBatch() ? WriteModification.none() : WriteModification.builder()
        .condition(DynamoDbExpression.builder("attribute_not_exists(#tenant) OR #tenant = :tenant")
            .name("#tenant", "region").value(":tenant", "eu").build())
        .build();
  }

  // ------------------------------------------------------------------ which operation, in which order

  @Test
  void everyWritePathShowsItsOperationToEveryExtensionInRegistrationOrder() {
    Player p = template.save(player("w1", "eu"));
    template.insert(player("w2", "eu"));
    template.update(p);
    template.update(Player.class, "w1", null, "SET #n = :n", Map.of("#n", "name"), Map.of(":n", "x"));
    template.delete(p);
    template.deleteById(Player.class, "w2");
    template.saveAll(List.of(player("w3", "eu")));
    template.deleteAll(List.of(player("w3", "eu")));
    template.deleteAllById(Player.class, List.of("w3"));
    Player t = player("w4", "eu");
    template.transactWrite(TransactWrite.builder().put(t).build());
    template.transactWrite(TransactWrite.builder().update(t).build());
    template.transactWrite(TransactWrite.builder()
        .conditionCheck(Player.class, "w4", null, DynamoDbExpression.of("attribute_exists(id)")).build());
    template.transactWrite(TransactWrite.builder().conditionCheck(t, DynamoDbExpression.of("attribute_exists(id)"))
        .build());
    template.transactWrite(TransactWrite.builder().delete(t).deleteById(Player.class, "w5", null).build());

    List<String> expected = new ArrayList<>();
    for (String op : List.of("PUT", "PUT", "UPDATE", "UPDATE", "DELETE", "DELETE", "BATCH_PUT", "BATCH_DELETE",
        "BATCH_DELETE", "TRANSACT_PUT", "TRANSACT_UPDATE", "TRANSACT_CONDITION_CHECK", "TRANSACT_CONDITION_CHECK",
        "TRANSACT_DELETE", "TRANSACT_DELETE")) {
      expected.add("first:" + op + ":Player");
      expected.add("second:" + op + ":Player");
    }
    // the update by key reads its ALL_NEW item back through afterRead
    expected.addAll(8, List.of("first:read:Player", "second:read:Player"));
    assertThat(seen).containsExactlyElementsOf(expected);
  }

  @Test
  void theContextCarriesTheTableTheEntityAndTheItemOrTheKey() {
    List<WriteContext> contexts = Collections.synchronizedList(new ArrayList<>());
    first.write = c -> {
      contexts.add(c);
      return WriteModification.none();
    };
    Player p = template.save(player("c1", "eu"));
    template.update(p);
    template.delete(p);
    assertThat(contexts).extracting(WriteContext::operation)
        .containsExactly(WriteOperation.PUT, WriteOperation.UPDATE, WriteOperation.DELETE);
    assertThat(contexts).extracting(WriteContext::tableName).containsOnly(fx.tables.name("players"));
    assertThat(contexts).extracting(WriteContext::entityType).containsOnly(Player.class);
    assertThat(contexts.get(0).item()).containsEntry("name", AttributeValue.fromS("n-c1"))
        .containsEntry("region", AttributeValue.fromS("eu"));
    assertThat(contexts.get(1).item()).containsOnlyKeys("id");
    assertThat(contexts.get(2).item()).isEqualTo(Map.of("id", AttributeValue.fromS("c1")));
    assertThatThrownBy(() -> contexts.get(0).item().put("x", AttributeValue.fromS("y")))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  // ------------------------------------------------------------------ conditions

  @Test
  void aConditionIsAndedWithTheOperationsOwnOnEveryWrite() {
    template.save(player("g1", "eu"));
    template.save(new Account("g1", "ann", 5));
    fx.clear();
    first.write = ExtensionTest::tenantGuard;

    Player p = template.save(player("g1", "eu"));
    template.update(p);
    template.update(Player.class, "g1", null, "SET #n = :n", "#n <> :n", Map.of("#n", "name"), Map.of(":n", "z"));
    Account a = template.findById(Account.class, "g1").orElseThrow();
    a = template.save(a, DynamoDbExpression.builder("#tenant = :tenant").name("#tenant", "owner").value(":tenant", "ann")
        .build());
    template.delete(p);
    template.deleteById(Player.class, "g1");
    template.insert(player("g2", "eu"));

    List<PutItemRequest> puts = fx.log.requestsOf(PutItemRequest.class);
    assertThat(puts.get(0).conditionExpression()).isEqualTo("attribute_not_exists(#tenant) OR #tenant = :tenant");
    assertThat(puts.get(0).expressionAttributeValues()).containsEntry(":tenant", AttributeValue.fromS("eu"));
    // the user's condition, the version check and the extension's, the colliding placeholders renamed
    assertThat(puts.get(1).conditionExpression())
        .isEqualTo("(#tenant = :tenant) AND #dfv0 = :dfv1 AND (attribute_not_exists(#tenant1) OR #tenant1 = :tenant1)");
    assertThat(puts.get(1).expressionAttributeNames()).containsEntry("#tenant", "owner").containsEntry("#tenant1", "region");
    assertThat(puts.get(1).expressionAttributeValues()).containsEntry(":tenant", AttributeValue.fromS("ann"))
        .containsEntry(":tenant1", AttributeValue.fromS("eu"));
    assertThat(puts.get(2).conditionExpression())
        .isEqualTo("attribute_not_exists(#dfpk0) AND (attribute_not_exists(#tenant) OR #tenant = :tenant)");
    List<UpdateItemRequest> updates = fx.log.requestsOf(UpdateItemRequest.class);
    assertThat(updates.get(0).conditionExpression()).isEqualTo("attribute_not_exists(#tenant) OR #tenant = :tenant");
    assertThat(updates.get(1).conditionExpression())
        .isEqualTo("(#n <> :n) AND (attribute_not_exists(#tenant) OR #tenant = :tenant)");
    assertThat(fx.log.requestsOf(DeleteItemRequest.class)).extracting(DeleteItemRequest::conditionExpression)
        .containsOnly("attribute_not_exists(#tenant) OR #tenant = :tenant");
    assertThat(a.getVersion()).isEqualTo(2L);
  }

  @Test
  void aFailingExtensionConditionIsADataIntegrityViolationAndLeavesTheItemUnchanged() {
    Player other = template.save(player("f1", "us"));
    template.save(new Account("f1", "bob", 7));
    Map<String, AttributeValue> before = stored("players", "id", "f1");
    first.write = ExtensionTest::tenantGuard;

    Player changed = player("f1", "eu");
    assertThatThrownBy(() -> template.save(changed)).isInstanceOf(DataIntegrityViolationException.class)
        .hasMessageContaining("save of Player in table '" + fx.tables.name("players") + "'")
        .hasMessageContaining("id=\"f1\"");
    assertThatThrownBy(() -> template.update(changed)).isInstanceOf(DataIntegrityViolationException.class)
        .hasMessageContaining("update of Player");
    assertThatThrownBy(() -> template.update(Player.class, "f1", null, "SET #n = :n", Map.of("#n", "name"),
        Map.of(":n", "z"))).isInstanceOf(DataIntegrityViolationException.class).hasMessageContaining("id=\"f1\"");
    assertThatThrownBy(() -> template.delete(other)).isInstanceOf(DataIntegrityViolationException.class)
        .hasMessageContaining("delete of Player");
    assertThatThrownBy(() -> template.deleteById(Player.class, "f1")).isInstanceOf(DataIntegrityViolationException.class);
    assertThatThrownBy(() -> template.transactWrite(TransactWrite.builder().put(changed).build()))
        .isInstanceOf(TransactionCanceledDataAccessException.class);
    assertThat(stored("players", "id", "f1")).isEqualTo(before);

    // a versioned entity whose version matches: the extension's condition failed, not the version
    first.write = c -> WriteModification.builder().condition(DynamoDbExpression.of("attribute_not_exists(balance)"))
        .build();
    Account account = template.findById(Account.class, "f1").orElseThrow();
    assertThatThrownBy(() -> template.save(account)).isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(OptimisticLockingFailureException.class);
    assertThat(account.getVersion()).isEqualTo(1L);
    // an insert of a new key that fails on the extension's condition is not a duplicate key
    first.write = c -> WriteModification.builder().condition(DynamoDbExpression.of("attribute_exists(id)")).build();
    assertThatThrownBy(() -> template.insert(player("f2", "eu"))).isInstanceOf(DataIntegrityViolationException.class)
        .isNotInstanceOf(DuplicateKeyException.class).hasMessageContaining("insert of Player");
    first.reset();
    assertThatThrownBy(() -> template.insert(player("f1", "eu"))).isInstanceOf(DuplicateKeyException.class);
    assertThat(stored("players", "id", "f2")).isEmpty();
  }

  @Test
  void aVersionedUpdateWithAUserConditionAndAnExtensionsIsOneValidCondition() {
    Account a = template.save(new Account("vu1", "ann", 5));
    first.write = ExtensionTest::tenantGuard;
    fx.clear();
    a.setBalance(6);
    a = template.update(a, DynamoDbExpression.of("attribute_exists(balance)"));
    a.setBalance(7);
    template.transactWrite(TransactWrite.builder().update(a, DynamoDbExpression.of("attribute_exists(balance)")).build());
    assertThat(fx.log.requestsOf(UpdateItemRequest.class).get(0).conditionExpression())
        .matches("\\(\\(attribute_exists\\(balance\\)\\) AND \\(#dfv\\d+ = :dfv\\d+\\)\\) AND"
            + " \\(attribute_not_exists\\(#tenant\\) OR #tenant = :tenant\\)");
    assertThat(template.findById(Account.class, "vu1")).get().extracting(Account::getBalance, Account::getVersion)
        .containsExactly(7L, 3L);
  }

  @Test
  void transactionActionsCarryTheCondition() {
    template.save(player("t0", "eu"));
    template.save(player("t1", "eu"));
    fx.clear();
    first.write = ExtensionTest::tenantGuard;
    Player p = player("t1", "eu");
    template.transactWrite(TransactWrite.builder().put(player("t2", "eu")).update(p)
        .conditionCheck(Player.class, "t0", null, DynamoDbExpression.of("attribute_exists(id)"))
        .deleteById(Player.class, "t3", null).build());
    TransactWriteItemsRequest request = fx.log.requestsOf(TransactWriteItemsRequest.class).get(0);
    assertThat(request.transactItems().get(0).put().conditionExpression()).contains("#tenant = :tenant");
    assertThat(request.transactItems().get(1).update().conditionExpression()).contains("#tenant = :tenant");
    assertThat(request.transactItems().get(2).conditionCheck().conditionExpression())
        .isEqualTo("(attribute_exists(id)) AND (attribute_not_exists(#tenant) OR #tenant = :tenant)");
    assertThat(request.transactItems().get(3).delete().conditionExpression()).contains("#tenant = :tenant");
  }

  // ------------------------------------------------------------------ update actions and items

  @Test
  void updateActionsAreMergedClauseByClauseWithRenamedPlaceholders() {
    // the extension uses the template's own placeholder names (#u0, :u1): they are renamed
    first.write = c -> c.operation().isUpdate() ? WriteModification.builder()
        .updateActions(DynamoDbExpression.builder("SET #u0 = if_not_exists(#u0, :u1) ADD #visits :one")
            .name("#u0", "registrationDate").name("#visits", "visits").value(":u1", "2026-01-01").value(":one", 1)
            .build())
        .build() : WriteModification.none();
    second.write = c -> c.operation().isUpdate() ? WriteModification.builder()
        .updateActions(DynamoDbExpression.builder("REMOVE #gone").name("#gone", "legacy").build()).build()
        : WriteModification.none();
    Player p = player("u1", "eu");
    template.update(p);
    first.write = c -> c.operation().isUpdate() ? WriteModification.builder()
        .updateActions(DynamoDbExpression.builder("SET #u0 = if_not_exists(#u0, :u1) ADD #visits :one")
            .name("#u0", "registrationDate").name("#visits", "visits").value(":u1", "2027-07-07").value(":one", 1)
            .build())
        .build() : WriteModification.none();
    template.update(Player.class, "u1", null, "SET #n = :n ADD #s :inc", Map.of("#n", "name", "#s", "score"),
        Map.of(":n", "renamed", ":inc", 5));

    List<UpdateItemRequest> updates = fx.log.requestsOf(UpdateItemRequest.class);
    UpdateItemRequest entityUpdate = updates.get(0);
    assertThat(entityUpdate.updateExpression()).startsWith("SET #u0 = if_not_exists(#u0, :u1), ")
        .contains(", #u01 = if_not_exists(#u01, :u11) REMOVE ").endsWith(", #gone ADD #visits :one");
    assertThat(entityUpdate.expressionAttributeNames()).containsEntry("#u01", "registrationDate")
        .containsEntry("#u0", "createdAt");
    assertThat(entityUpdate.expressionAttributeValues()).containsEntry(":u11", AttributeValue.fromS("2026-01-01"));
    assertThat(updates.get(1).updateExpression())
        .isEqualTo("SET #n = :n, #dfm0 = :dfm1, #u0 = if_not_exists(#u0, :u1) REMOVE #gone ADD #s :inc, #visits :one");
    // #dfm0: the @LastModifiedDate every update by key sets

    Map<String, AttributeValue> item = stored("players", "id", "u1");
    assertThat(item.get("registrationDate")).isEqualTo(AttributeValue.fromS("2026-01-01")); // set once
    assertThat(item.get("visits")).isEqualTo(AttributeValue.fromN("2"));
    assertThat(item.get("name")).isEqualTo(AttributeValue.fromS("renamed"));
    assertThat(item.get("score")).isEqualTo(AttributeValue.fromN("6"));
  }

  @Test
  void aPutItemIsReplacedOnEveryPutPath() {
    first.write = c -> {
      if (!c.operation().isPut()) {
        return WriteModification.none();
      }
      Map<String, AttributeValue> item = new LinkedHashMap<>(c.item());
      item.putIfAbsent("registrationDate", AttributeValue.fromS("2026-01-01"));
      return WriteModification.builder().item(item).build();
    };
    // the second sees the first's replacement
    second.write = c -> {
      if (c.operation().isPut()) {
        assertThat(c.item()).containsKey("registrationDate");
      }
      return WriteModification.none();
    };
    template.save(player("i1", "eu"));
    template.saveAll(List.of(player("i2", "eu")));
    template.transactWrite(TransactWrite.builder().put(player("i3", "eu")).build());
    for (String id : List.of("i1", "i2", "i3")) {
      assertThat(stored("players", "id", id)).containsEntry("registrationDate", AttributeValue.fromS("2026-01-01"))
          .containsEntry("name", AttributeValue.fromS("n-" + id));
    }
    assertThat(seen).filteredOn(s -> s.startsWith("second:")).hasSize(3);
  }

  @Test
  void misplacedModificationsAreRefusedBeforeAnythingIsSent() {
    first.write = c -> WriteModification.builder().item(Map.of("id", AttributeValue.fromS("elsewhere"))).build();
    assertThatThrownBy(() -> template.save(player("m1", "eu"))).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("another key");
    assertThatThrownBy(() -> template.delete(player("m1", "eu"))).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("a DELETE sends no item");
    first.write = c -> WriteModification.builder().updateActions(DynamoDbExpression.of("REMOVE legacy")).build();
    assertThatThrownBy(() -> template.save(player("m1", "eu"))).isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("a PUT is not an update");
    first.write = c -> WriteModification.builder().condition(DynamoDbExpression.of("attribute_exists(id)")).build();
    assertThatThrownBy(() -> template.saveAll(List.of(player("m2", "eu"), player("m3", "eu"))))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("BATCH_PUT of Player in table '" + fx.tables.name("players") + "'")
        .hasMessageContaining("BatchWriteItem carries no condition");
    assertThatThrownBy(() -> template.deleteAllById(Player.class, List.of("m2")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("BATCH_DELETE");
    assertThatThrownBy(() -> template.deleteAll(List.of(player("m2", "eu"), new Account("m2", "o", 1))))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("BATCH_DELETE");
    assertThat(fx.log.count()).isZero();
  }

  // ------------------------------------------------------------------ reads

  @Test
  void everyReadPathRunsAfterReadAndNullSkipsTheItem() {
    template.save(player("r1", "eu"));
    template.save(player("r2", "us"));
    // the first hides other tenants' items, the second sees only what the first kept and upper-cases the name
    first.read = c -> c.item().get("region") != null && "us".equals(c.item().get("region").s()) ? null : c.item();
    second.read = c -> {
      Map<String, AttributeValue> item = new LinkedHashMap<>(c.item());
      item.computeIfPresent("name", (k, v) -> AttributeValue.fromS(v.s().toUpperCase()));
      return item;
    };

    assertThat(template.findById(Player.class, "r1")).get().extracting(Player::getName).isEqualTo("N-R1");
    assertThat(template.findById(Player.class, "r2")).isEmpty();
    assertThat(template.findAllById(Player.class, List.of("r1", "r2"))).extracting(Player::getId).containsExactly("r1");
    assertThat(template.batchGet(Player.class, List.of("r2"), true)).isEmpty();
    DynamoDbQuery byId = DynamoDbQuery.of("#id = :id", Map.of("#id", "id"), Map.of(":id", "r2"));
    assertThat(template.query(Player.class, byId, DynamoDbPageRequest.unpaged()).getResult()).isEmpty();
    DynamoDbQuery region = DynamoDbQuery.builder().filter("begins_with(#id, :r)").name("#id", "id").value(":r", "r")
        .build();
    assertThat(template.scan(Player.class, region, DynamoDbPageRequest.unpaged()).getResult())
        .extracting(Player::getId).containsExactly("r1");
    assertThat(template.findAll(Player.class, region)).extracting(Player::getName).containsExactly("N-R1");
    String statement = "SELECT * FROM \"" + fx.tables.name("players") + "\" WHERE id = ?";
    assertThat(template.executeStatement(Player.class, statement, List.of("r1"))).extracting(Player::getId)
        .containsExactly("r1");
    assertThat(template.executeStatement(Player.class, statement, List.of("r2"))).isEmpty();
    assertThat(template.transactGet(TransactGet.builder().get(Player.class, "r1").get(Player.class, "r2").build()))
        .extracting(o -> o == null ? null : ((Player) o).getName()).containsExactly("N-R1", null);
    assertThat(template.update(Player.class, "r2", null, "SET #s = :s", Map.of("#s", "score"), Map.of(":s", 9)))
        .isNull();
    // count reads no items: the server counts (documented); give it a filter
    assertThat(template.count(Player.class, region)).isEqualTo(2);
    // the second extension ran only on what the first kept
    assertThat(seen.stream().filter(s -> s.equals("second:read:Player")).count())
        .isEqualTo(seen.stream().filter(s -> s.equals("first:read:Player")).count() - 9);
  }

  @Test
  void aCompositeKeyEntityThroughIdsAndQueries() {
    template.saveAll(List.of(new LogEntry("x", 1, "a", "OK"), new LogEntry("x", 2, "b", "HIDDEN")));
    first.read = c -> "HIDDEN".equals(c.item().get("status").s()) ? null : c.item();
    assertThat(template.findAllById(LogEntry.class, List.of(DynamoDbCompositeId.of("x", 1L),
        DynamoDbCompositeId.of("x", 2L)))).extracting(LogEntry::getSeq).containsExactly(1L);
    assertThat(template.query(LogEntry.class, template.query(LogEntry.class).partitionKey("x").build(),
        DynamoDbPageRequest.unpaged()).getResult()).extracting(LogEntry::getSeq).containsExactly(1L);
  }
}
