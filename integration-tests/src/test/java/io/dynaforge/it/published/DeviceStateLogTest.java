package io.dynaforge.it.published;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.LocalDateTime;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Item 8 of issue 42: a published single-table design nobody here wrote, AWS's "Device State Log"
 * (aws-samples/amazon-dynamodb-design-patterns, examples/device-state-log), mapped as written. The
 * design's own items (DeviceStateLog_7.json) are written raw with the design's attribute names; each of
 * its five access patterns is one repository method that sends exactly one request, on the table or
 * index the design names, with the design's key attributes, and returns exactly the items a Scan
 * filtered by the published key condition finds, as entities. No view is needed for an index pattern.
 */
@ExtendWith(DynamoDbExtension.class)
class DeviceStateLogTest {

  /** DeviceStateLog_7.json's TableData: DeviceID, State#Date, Operator, Date, State[, EscalatedTo]. */
  static final String[][] PUBLISHED = {
      {"d#12345", "WARNING1#2020-04-24T14:40:00", "Liz", "2020-04-24T14:40:00", "WARNING1", null},
      {"d#12345", "WARNING1#2020-04-24T14:45:00", "Liz", "2020-04-24T14:45:00", "WARNING1", null},
      {"d#12345", "WARNING1#2020-04-24T14:50:00", "Liz", "2020-04-24T14:50:00", "WARNING1", null},
      {"d#12345", "NORMAL#2020-04-24T14:55:00", "Liz", "2020-04-24T14:55:00", "NORMAL", null},
      {"d#54321", "WARNING2#2020-04-11T09:25:00", "Sue", "2020-04-11T09:25:00", "WARNING2", null},
      {"d#54321", "NORMAL#2020-04-11T09:30:00", "Sue", "2020-04-11T09:30:00", "NORMAL", null},
      {"d#54321", "WARNING3#2020-04-11T05:50:00", "Sue", "2020-04-11T05:50:00", "WARNING3", null},
      {"d#54321", "WARNING3#2020-04-11T05:55:00", "Liz", "2020-04-11T05:55:00", "WARNING3", null},
      {"d#54321", "NORMAL#2020-04-11T06:00:00", "Liz", "2020-04-11T06:00:00", "NORMAL", null},
      {"d#11223", "WARNING4#2020-04-27T16:10:00", "Sue", "2020-04-27T16:10:00", "WARNING4", null},
      {"d#11223", "WARNING4#2020-04-27T16:15:00", "Sue", "2020-04-27T16:15:00", "WARNING4", "Sara"},
  };

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static String table;
  static DeviceLogRepository logs;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.recordingClient(log);
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(DeviceLog.class);
    table = template.getTableName(DeviceLog.class);
    logs = new DeviceLogRepository_Impl(template);
    for (String[] row : PUBLISHED) {
      Map<String, AttributeValue> item = new HashMap<>();
      item.put("DeviceID", AttributeValue.fromS(row[0]));
      item.put("State#Date", AttributeValue.fromS(row[1]));
      item.put("Operator", AttributeValue.fromS(row[2]));
      item.put("Date", AttributeValue.fromS(row[3]));
      item.put("State", AttributeValue.fromS(row[4]));
      if (row[5] != null) {
        item.put("EscalatedTo", AttributeValue.fromS(row[5]));
      }
      client.putItem(p -> p.tableName(table).item(item));
    }
  }

  @AfterAll
  static void close() {
    client.close();
  }

  /** The published key condition applied to a Scan of the table: the oracle. */
  private static List<Map<String, AttributeValue>> oracle(Predicate<Map<String, AttributeValue>> keyCondition,
      String sortKey, boolean descending) {
    Comparator<Map<String, AttributeValue>> order = Comparator.comparing(i -> i.get(sortKey).s());
    return client.scan(s -> s.tableName(table)).items().stream().filter(keyCondition)
        .sorted(descending ? order.reversed() : order).toList();
  }

  private static String s(Map<String, AttributeValue> item, String attribute) {
    return item.containsKey(attribute) ? item.get(attribute).s() : null;
  }

  /** Runs one pattern: exactly one Query, on {@code index}, keyed on {@code keyAttributes}; its items in order. */
  private static List<String> pattern(Supplier<List<DeviceLog>> method, String index, String... keyAttributes) {
    log.clear();
    List<DeviceLog> found = method.get();
    assertThat(log.operations()).as("requests of the pattern").containsExactly("Query");
    QueryRequest query = log.requestsOf(QueryRequest.class).get(0);
    assertThat(query.indexName()).isEqualTo(index);
    assertThat(query.expressionAttributeNames().values()).containsAll(List.of(keyAttributes));
    assertThat(query.filterExpression()).isNull();
    return found.stream().map(l -> "d#" + l.deviceId() + " " + l.state() + "#" + l.date()).toList();
  }

  private static List<String> keys(List<Map<String, AttributeValue>> items) {
    return items.stream().map(i -> s(i, "DeviceID") + " " + s(i, "State") + "#"
        + LocalDateTime.parse(s(i, "Date"))).toList();
  }

  @Test
  void pattern1LogsOfADeviceStateMostRecentFirst() {
    List<String> found = pattern(() -> logs.findByDeviceIdAndStateOrderByDateDesc("12345", "WARNING1"), null,
        "DeviceID", "State#Date");
    List<String> expected = keys(oracle(i -> s(i, "DeviceID").equals("d#12345")
        && s(i, "State#Date").startsWith("WARNING1#"), "State#Date", true));
    assertThat(found).hasSize(3).isEqualTo(expected);
    assertThat(log.requestsOf(QueryRequest.class).get(0).scanIndexForward()).isFalse();
  }

  @Test
  void pattern2LogsOfAnOperatorBetweenTwoDates() {
    List<String> found = pattern(() -> logs.findByOperatorAndDateBetween("Liz",
        LocalDateTime.of(2020, 4, 20, 0, 0), LocalDateTime.of(2020, 4, 25, 0, 0)), "GSI1", "Operator", "Date");
    List<String> expected = keys(oracle(i -> s(i, "Operator").equals("Liz")
        && s(i, "Date").compareTo("2020-04-20T00:00:00") >= 0 && s(i, "Date").compareTo("2020-04-25T00:00:00") <= 0,
        "Date", false));
    assertThat(found).hasSize(4).isEqualTo(expected);
  }

  @Test
  void pattern3EscalatedLogsOfASupervisorFromTheSparseIndex() {
    List<String> found = pattern(() -> logs.findByEscalatedTo("Sara"), "GSI2", "EscalatedTo");
    List<String> expected = keys(oracle(i -> "Sara".equals(s(i, "EscalatedTo")), "State#Date", false));
    assertThat(found).hasSize(1).isEqualTo(expected);
  }

  @Test
  void pattern4EscalatedLogsOfAStateForASupervisor() {
    List<String> found = pattern(() -> logs.findByEscalatedToAndState("Sara", "WARNING4"), "GSI2", "EscalatedTo",
        "State#Date");
    List<String> expected = keys(oracle(i -> "Sara".equals(s(i, "EscalatedTo"))
        && s(i, "State#Date").startsWith("WARNING4#"), "State#Date", false));
    assertThat(found).hasSize(1).isEqualTo(expected);
    assertThat(logs.findByEscalatedToAndState("Sara", "WARNING1")).isEmpty();
  }

  @Test
  void pattern5EscalatedLogsOfAStateForASupervisorOnADay() {
    List<String> found = pattern(() -> logs.findByEscalatedToAndStateAndDateBetween("Sara", "WARNING4",
        LocalDateTime.of(2020, 4, 27, 0, 0), LocalDateTime.of(2020, 4, 27, 23, 59, 59)), "GSI2", "EscalatedTo",
        "State#Date");
    List<String> expected = keys(oracle(i -> "Sara".equals(s(i, "EscalatedTo"))
        && s(i, "State#Date").startsWith("WARNING4#2020-04-27"), "State#Date", false));
    assertThat(found).hasSize(1).isEqualTo(expected);
  }

  @Test
  void aSavedLogIsStoredExactlyAsThePublishedItems() {
    DeviceLog escalated = new DeviceLog("77777", "WARNING2", LocalDateTime.of(2020, 5, 1, 8, 0), "Liz", "Sara");
    logs.save(escalated);
    Map<String, AttributeValue> raw = client.getItem(g -> g.tableName(table).key(Map.of(
        "DeviceID", AttributeValue.fromS("d#77777"), "State#Date", AttributeValue.fromS("WARNING2#2020-05-01T08:00:00"))))
        .item();
    assertThat(raw).containsOnlyKeys("DeviceID", "State#Date", "Operator", "Date", "State", "EscalatedTo");
    assertThat(s(raw, "Date")).isEqualTo("2020-05-01T08:00:00");
    assertThat(logs.findByEscalatedTo("Sara")).contains(escalated);
    logs.delete(escalated);
  }
}
