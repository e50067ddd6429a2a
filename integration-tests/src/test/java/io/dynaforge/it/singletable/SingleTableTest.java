package io.dynaforge.it.singletable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.TestTables;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The reference's single-table examples, written through the generated mappers to a real server. */
@ExtendWith(DynamoDbExtension.class)
class SingleTableTest {

  static String arena;
  static String orders;

  @BeforeAll
  static void tables(TestTables tables) {
    arena = tables.createTable("arena", "pk", "sk");
    orders = tables.createTable("orders", "pk", "sk");
  }

  private static List<Map<String, AttributeValue>> partition(DynamoDbClient client, String table, String pk) {
    return client.query(q -> q.tableName(table).keyConditionExpression("#pk = :pk")
        .expressionAttributeNames(Map.of("#pk", "pk"))
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(pk)))
        .consistentRead(true)).items();
  }

  private static ArenaItem arenaItem(String sk) {
    ArenaItem item = new ArenaItem();
    item.pk = "TOURNAMENT#winter2026";
    item.sk = sk;
    return item;
  }

  @Test
  void oneQueryOnThePartitionGivesFourArenaItemsEachWithOnePayload(DynamoDbClient client) {
    ArenaItem tournament = arenaItem("TOURNAMENT#winter2026");
    tournament.tournament = new ArenaItem.TournamentData("Winter Cup", 5);
    ArenaItem player = arenaItem("PLAYER#p1");
    player.player = new ArenaItem.PlayerData("Ada", 1);
    ArenaItem match = arenaItem("MATCH#m1");
    match.match = new ArenaItem.MatchData("p1", "p2");
    ArenaItem result = arenaItem("RESULT#m1");
    result.result = new ArenaItem.ResultData(3, 1);
    for (ArenaItem item : List.of(tournament, player, match, result)) {
      client.putItem(p -> p.tableName(arena).item(ArenaItem_Mapper.INSTANCE.toItem(item)));
    }

    // flattened: the player's attributes sit at the top of the item, @Column applied
    Map<String, AttributeValue> raw = client.getItem(g -> g.tableName(arena).consistentRead(true)
        .key(ArenaItem_Mapper.INSTANCE.keyOf(player))).item();
    assertThat(raw).containsOnlyKeys("pk", "sk", "name", "player_rank");
    assertThat(raw.get("player_rank").n()).isEqualTo("1");

    List<ArenaItem> items = partition(client, arena, "TOURNAMENT#winter2026").stream()
        .filter(i -> !i.get("sk").s().startsWith("MATCH#2"))
        .map(ArenaItem_Mapper.INSTANCE::fromItem).toList();
    assertThat(items).hasSize(4);
    for (ArenaItem item : items) {
      long payloads = java.util.stream.Stream.of(item.tournament, item.player, item.match, item.result)
          .filter(java.util.Objects::nonNull).count();
      assertThat(payloads).as(item.sk).isEqualTo(1);
    }
    ArenaItem readPlayer = items.stream().filter(i -> i.sk.equals("PLAYER#p1")).findFirst().orElseThrow();
    assertThat(readPlayer.player).isEqualTo(new ArenaItem.PlayerData("Ada", 1));
    ArenaItem readResult = items.stream().filter(i -> i.sk.equals("RESULT#m1")).findFirst().orElseThrow();
    assertThat(readResult.result).isEqualTo(new ArenaItem.ResultData(3, 1));
  }

  @Test
  void regexSeparatesHierarchicalSortKeysWhereStartsWithCannot(DynamoDbClient client) {
    OrderItem order = new OrderItem();
    order.pk = "CUSTOMER#c1";
    order.sk = "ORDER#9876";
    order.order = new OrderItem.OrderData("SHIPPED");
    order.audit = new OrderItem.Audit("ada");
    OrderItem line = new OrderItem();
    line.pk = "CUSTOMER#c1";
    line.sk = "ORDER#9876#LINE#abc";
    line.line = new OrderItem.LineData("sku-1", 2);
    // a line row that also carries the order's attribute: only the route decides
    Map<String, AttributeValue> lineItem = new java.util.HashMap<>(OrderItem_Mapper.INSTANCE.toItem(line));
    lineItem.put("status", AttributeValue.fromS("SHIPPED"));
    client.putItem(p -> p.tableName(orders).item(OrderItem_Mapper.INSTANCE.toItem(order)));
    client.putItem(p -> p.tableName(orders).item(lineItem));

    List<Map<String, AttributeValue>> rows = partition(client, orders, "CUSTOMER#c1");
    List<OrderItem> read = rows.stream().map(OrderItem_Mapper.INSTANCE::fromItem).toList();
    OrderItem readOrder = read.stream().filter(i -> i.sk.equals("ORDER#9876")).findFirst().orElseThrow();
    OrderItem readLine = read.stream().filter(i -> i.sk.equals("ORDER#9876#LINE#abc")).findFirst().orElseThrow();
    assertThat(readOrder.order).isEqualTo(new OrderItem.OrderData("SHIPPED"));
    assertThat(readOrder.line).isNull();
    assertThat(readOrder.audit).isEqualTo(new OrderItem.Audit("ada"));
    assertThat(readLine.order).isNull();
    assertThat(readLine.line).isEqualTo(new OrderItem.LineData("sku-1", 2));
    assertThat(readLine.audit).isNull();

    // with startsWith = "ORDER#" the line row populates the order field as well
    List<PrefixOrderItem> prefixed = rows.stream().map(PrefixOrderItem_Mapper.INSTANCE::fromItem).toList();
    assertThat(prefixed).allSatisfy(i -> assertThat(i.order).isEqualTo(new OrderItem.OrderData("SHIPPED")));
  }

  @Test
  void savingAMatchComposesSkAndLeavesDerivedPlaceholdersOut(DynamoDbClient client) {
    Match match = new Match();
    match.pk = "TOURNAMENT#winter2026";
    match.matchDate = LocalDate.of(2026, 1, 18);
    match.matchId = "m1";
    match.winner = "p1";
    client.putItem(p -> p.tableName(arena).item(Match_Mapper.INSTANCE.toItem(match)));

    Map<String, AttributeValue> raw = client.getItem(g -> g.tableName(arena).consistentRead(true)
        .key(Map.of("pk", AttributeValue.fromS("TOURNAMENT#winter2026"),
            "sk", AttributeValue.fromS("MATCH#2026-01-18#m1")))).item();
    assertThat(raw).containsOnlyKeys("pk", "sk", "winner", "gsi1sk");
    assertThat(raw.get("sk").s()).isEqualTo("MATCH#2026-01-18#m1");
    assertThat(raw.get("gsi1sk").s()).isEqualTo("WINNER#p1");

    Match read = Match_Mapper.INSTANCE.fromItem(raw);
    assertThat(read.matchDate).isEqualTo(LocalDate.of(2026, 1, 18));
    assertThat(read.matchId).isEqualTo("m1");
    assertThat(read.winner).isEqualTo("p1");
    assertThat(Match_Mapper.INSTANCE.keyOf(read)).isEqualTo(Map.of(
        "pk", AttributeValue.fromS("TOURNAMENT#winter2026"), "sk", AttributeValue.fromS("MATCH#2026-01-18#m1")));
  }

  @Test
  void withoutDerivedThePlaceholdersAreStoredToo(DynamoDbClient client) {
    StoredMatch match = new StoredMatch("TOURNAMENT#spring2026", LocalDate.of(2026, 4, 1), "m9", StoredMatch.Rank.FINAL);
    client.putItem(p -> p.tableName(arena).item(StoredMatch_Mapper.INSTANCE.toItem(match)));
    Map<String, AttributeValue> raw = client.getItem(g -> g.tableName(arena).consistentRead(true)
        .key(StoredMatch_Mapper.INSTANCE.keyOf(match))).item();
    assertThat(raw).containsOnlyKeys("pk", "sk", "matchDate", "matchId", "round");
    assertThat(raw.get("sk").s()).isEqualTo("MATCH#2026-04-01#m9");
    assertThat(raw.get("matchDate").s()).isEqualTo("2026-04-01");
    assertThat(StoredMatch_Mapper.INSTANCE.fromItem(raw)).isEqualTo(match);
    assertThat(StoredMatch_Mapper.INSTANCE.metadata().sortKeyAttribute().attributeName()).isEqualTo("sk");
  }

  @Test
  void typedKeyComposers() {
    assertThat(Match_Keys.sk(LocalDate.of(2026, 1, 18), "m1")).isEqualTo("MATCH#2026-01-18#m1");
    assertThat(Match_Keys.skPrefix(LocalDate.of(2026, 1, 18))).isEqualTo("MATCH#2026-01-18#");
    assertThat(Match_Keys.skPrefix()).isEqualTo("MATCH#");
    assertThat(Match_Keys.parseSk("MATCH#2026-01-18#m1"))
        .isEqualTo(new Match_Keys.Sk(LocalDate.of(2026, 1, 18), "m1"));
    assertThat(Match_Keys.gsi1sk("p1")).isEqualTo("WINNER#p1");
    assertThat(Match_Keys.parseGsi1sk("WINNER#p7")).isEqualTo(new Match_Keys.Gsi1sk("p7"));
    // a String placeholder at the end may contain the separator: nothing follows it
    assertThat(Match_Keys.parseSk(Match_Keys.sk(LocalDate.of(2026, 1, 18), "a#b")).matchId()).isEqualTo("a#b");
  }

  @Test
  void valuesThatCouldNotBeDecomposedAreRejectedOnWrite() {
    Match match = new Match();
    match.pk = "TOURNAMENT#winter2026";
    match.matchId = "m1";
    match.winner = "p1";
    assertThatThrownBy(() -> Match_Mapper.INSTANCE.toItem(match))
        .isInstanceOf(DynamoDbMappingException.class)
        .hasMessageContaining("Match @SortKeyTemplate(\"MATCH#{matchDate}#{matchId}\")")
        .hasMessageContaining("placeholder {matchDate} is null");
    assertThatThrownBy(() -> StoredMatchKeys.composeWithHash())
        .isInstanceOf(DynamoDbMappingException.class)
        .hasMessageContaining("the value \"p#1\" of {winner} contains \"#\"");
    assertThatThrownBy(() -> Match_Keys.parseSk("PLAYER#p1"))
        .isInstanceOf(DynamoDbMappingException.class)
        .hasMessageContaining("the stored value \"PLAYER#p1\" does not follow the template");
  }
}
