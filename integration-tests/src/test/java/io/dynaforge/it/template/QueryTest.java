package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.core.IndexKeySchema;
import io.dynaforge.mapping.KeyAttribute;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.InvalidDataAccessResourceUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

/** query (one page, cursor), IndexQueryBuilder on the table and a GSI, scan, findAll, count, exists. */
@ExtendWith(DynamoDbExtension.class)
class QueryTest {

  static final IndexKeySchema BY_STATUS = IndexKeySchema.index("by_status",
      List.of(new KeyAttribute("status", ScalarAttributeType.S, "status")),
      List.of(new KeyAttribute("seq", ScalarAttributeType.N, "seq")));

  static TemplateFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables);
    template = fx.template;
    // the exposed CreateTableRequest, extended with a GSI by hand (the model declares indexes in a later issue)
    CreateTableRequest base = template.createTableRequests(LogEntry.class).get(0);
    List<AttributeDefinition> definitions = new ArrayList<>(base.attributeDefinitions());
    definitions.add(AttributeDefinition.builder().attributeName("status").attributeType(ScalarAttributeType.S).build());
    fx.client.createTable(base.toBuilder().attributeDefinitions(definitions)
        .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("by_status")
            .keySchema(KeySchemaElement.builder().attributeName("status").keyType(KeyType.HASH).build(),
                KeySchemaElement.builder().attributeName("seq").keyType(KeyType.RANGE).build())
            .projection(p -> p.projectionType(ProjectionType.ALL)).build())
        .build());
    db.awaitTableActive(base.tableName());
    template.createTables(Player.class); // stays empty
    List<LogEntry> entries = new ArrayList<>();
    IntStream.rangeClosed(1, 30).forEach(i -> entries.add(new LogEntry("s1", i, "m" + i, i % 3 == 0 ? "ERR" : "OK")));
    IntStream.rangeClosed(1, 5).forEach(i -> entries.add(new LogEntry("s2", i, "m" + i, "OK")));
    template.saveAll(entries);
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
  void onePageAtATimeWithACursor() {
    List<Long> seen = new ArrayList<>();
    EntityQueryResult<List<LogEntry>> page = template.query(LogEntry.class)
        .partitionKey("s1").sortBetween(5, 14).limit(4).execute();
    Map<String, Object> cursor = page.getCursor().toKeyset();
    assertThat(cursor).containsEntry("stream", "s1").containsEntry("seq", new BigDecimal("8"));
    page.getResult().forEach(e -> seen.add(e.getSeq()));
    int pages = 1;
    while (page.hasNextPage()) {
      page = template.query(LogEntry.class).partitionKey("stream", "s1").sortBetween("seq", 5, 14)
          .limit(4).exclusiveStartKey(page.getCursor()).execute();
      page.getResult().forEach(e -> seen.add(e.getSeq()));
      pages++;
    }
    assertThat(seen).containsExactly(5L, 6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L);
    assertThat(pages).isBetween(3, 4);
    List<QueryRequest> requests = fx.log.requestsOf(QueryRequest.class);
    assertThat(requests.get(0).keyConditionExpression()).isEqualTo("#kp0 = :kp0 AND #ks0 BETWEEN :ks0 AND :ks0b");
    assertThat(requests.get(0).expressionAttributeNames()).isEqualTo(Map.of("#kp0", "stream", "#ks0", "seq"));
    assertThat(requests.get(0).limit()).isEqualTo(4);
    assertThat(requests.get(0).hasExclusiveStartKey()).isFalse();
    assertThat(requests.get(1).exclusiveStartKey()).containsKeys("stream", "seq");
  }

  @Test
  void descendingWithAFilter() {
    List<LogEntry> result = template.query(LogEntry.class).partitionKey("s1").sortGt(20)
        .scanIndexForward(false).filterExpression("#st = :st", Map.of("#st", "status"), Map.of(":st", "ERR"))
        .execute().getResult();
    assertThat(result).extracting(LogEntry::getSeq).containsExactly(30L, 27L, 24L, 21L);
    QueryRequest request = fx.log.requestsOf(QueryRequest.class).get(0);
    assertThat(request.scanIndexForward()).isFalse();
    assertThat(request.filterExpression()).isEqualTo("#st = :st");
  }

  @Test
  void aSecondaryIndexWithExplicitKeyAttributes() {
    List<LogEntry> errors = template.query(LogEntry.class, BY_STATUS).partitionKey("status", "ERR").sortGe("seq", 24)
        .execute().getResult();
    assertThat(errors).extracting(LogEntry::getSeq).containsExactly(24L, 27L, 30L);
    assertThat(fx.log.requestsOf(QueryRequest.class).get(0).indexName()).isEqualTo("by_status");
    assertThat(template.count(LogEntry.class, template.query(LogEntry.class, BY_STATUS).partitionKey("ERR").build()))
        .isEqualTo(10);
  }

  @Test
  void aHandWrittenKeyConditionAndRawItems() {
    DynamoDbQuery query = DynamoDbQuery.builder().keyCondition("#p = :p AND #s <= :s")
        .name("#p", "stream").name("#s", "seq").value(":p", "s2").value(":s", 3).consistentRead(true).build();
    assertThat(template.query(LogEntry.class, query, DynamoDbPageRequest.unpaged()).getResult())
        .extracting(LogEntry::getSeq).containsExactly(1L, 2L, 3L);
    assertThat(template.findAll(LogEntry.class, query)).hasSize(3);
    assertThat(template.queryItems("log", query, DynamoDbPageRequest.of(2)).getResult())
        .hasSize(2).allSatisfy(item -> assertThat(item.get("stream").s()).isEqualTo("s2"));
    assertThat(fx.log.requestsOf(QueryRequest.class)).allSatisfy(r -> assertThat(r.consistentRead()).isTrue());
  }

  @Test
  void scanFindAllCountAndExists() {
    EntityQueryResult<List<LogEntry>> page = template.scan(LogEntry.class, DynamoDbPageRequest.of(10));
    assertThat(page.getResult()).hasSize(10);
    assertThat(page.hasNextPage()).isTrue();
    assertThat(template.scan(LogEntry.class, page.nextPage(DynamoDbPageRequest.of(10))).getResult()).hasSize(10);
    assertThat(template.findAll(LogEntry.class)).hasSize(35);
    assertThat(template.count(LogEntry.class)).isEqualTo(35);
    assertThat(template.exists(LogEntry.class)).isTrue();
    assertThat(template.exists(Player.class)).isFalse();
    assertThat(template.count(Player.class)).isZero();
    DynamoDbQuery onlyErr = DynamoDbQuery.builder().filter("#st = :st").name("#st", "status").value(":st", "ERR").build();
    assertThat(template.count(LogEntry.class, onlyErr)).isEqualTo(10);
    assertThat(template.exists(LogEntry.class, DynamoDbQuery.builder().filter("#st = :st").name("#st", "status")
        .value(":st", "NOPE").build())).isFalse();
    assertThat(template.scan(LogEntry.class, onlyErr, DynamoDbPageRequest.unpaged()).getResult()).hasSize(10);

    List<ScanRequest> scans = fx.log.requestsOf(ScanRequest.class);
    assertThat(scans.stream().filter(s -> s.select() == Select.COUNT)).isNotEmpty();
    assertThat(scans.get(0).select()).isNull();
  }

  @Test
  void invalidQueriesNeverReachTheServer() {
    assertThatThrownBy(() -> template.query(LogEntry.class).sortEq(3).execute())
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("'stream' has none");
    assertThatThrownBy(() -> template.scan(LogEntry.class, DynamoDbQuery.of("#a = :a", Map.of("#a", "stream"),
        Map.of(":a", "x")), DynamoDbPageRequest.unpaged())).isInstanceOf(InvalidDataAccessApiUsageException.class);
    assertThat(fx.log.requests()).isEmpty();
  }

  @Test
  void aMissingIndexIsTranslated() {
    assertThatThrownBy(() -> template.query(LogEntry.class, IndexKeySchema.index("nope",
        List.of(new KeyAttribute("status", ScalarAttributeType.S, null)), List.of()))
        .partitionKey("ERR").execute())
        .isInstanceOfAny(InvalidDataAccessApiUsageException.class, InvalidDataAccessResourceUsageException.class)
        .hasMessageContaining(fx.tables.name("log"));
  }
}
