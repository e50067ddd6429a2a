package io.dynaforge.it.readcost;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Issue 21, points 1 to 3 end to end: what projections send (the {@code ProjectionExpression} of a
 * record and an interface projection in every return shape) and read back, the INCLUDE and
 * KEYS_ONLY indexes {@code createTables} creates as DescribeTable reports them, and the seed's
 * sparse "featured" index that an item leaves when its placeholder is null.
 */
@ExtendWith(DynamoDbExtension.class)
class ReadCostTest {

  static final RequestRecorder recorder = new RequestRecorder();
  static LocalDynamoDb local;
  static DynamoDbClient client;
  static TestTables tables;
  static DynamoDbTemplate template;
  static ItemRepository items;
  static ProductRepository products;
  static FeaturedProductRepository featured;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables testTables) {
    local = db;
    tables = testTables;
    client = db.recordingClient(recorder);
    template = DynamoDbTemplate.builder(client).tableNameResolver(testTables::name).build();
    template.createTables(Item.class, Product.class);
    items = new ItemRepository_Impl(template);
    products = new ProductRepository_Impl(template);
    featured = new FeaturedProductRepository_Impl(template);
    for (int i = 1; i <= 5; i++) {
      items.save(new Item("CAT#books", "ITEM#000" + i, "Book " + i, i % 2 == 0 ? "novel" : "essay",
          new BigDecimal(i + "0.25"), i * 3, "A long description of book " + i));
    }
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void clear() {
    recorder.clear();
  }

  private static QueryRequest onlyQuery() {
    assertThat(recorder.operations()).containsOnly("Query");
    return recorder.requestsOf(QueryRequest.class).get(0);
  }

  // ------------------------------------------------------------------ projections

  @Test
  void aRecordProjectionListReadsOnlyItsAttributes() {
    List<ItemPrice> prices = items.findByPk("CAT#books");
    assertThat(prices).hasSize(5).first().isEqualTo(new ItemPrice("ITEM#0001", "Book 1", new BigDecimal("10.25")));
    QueryRequest q = onlyQuery();
    assertThat(q.projectionExpression()).isEqualTo("#sk, #name, #price");
    assertThat(q.expressionAttributeNames()).containsEntry("#sk", "sk").containsEntry("#name", "name")
        .containsEntry("#price", "price").containsEntry("#pk", "pk");
  }

  @Test
  void aProjectionByTheFullKeyIsAQueryWithItsProjection() {
    Optional<ItemPrice> price = items.findByPkAndSk("CAT#books", "ITEM#0002");
    assertThat(price).contains(new ItemPrice("ITEM#0002", "Book 2", new BigDecimal("20.25")));
    QueryRequest q = onlyQuery();
    assertThat(q.keyConditionExpression()).isEqualTo("#pk = :pk AND #sk = :sk");
    assertThat(q.projectionExpression()).isEqualTo("#sk, #name, #price");
    assertThat(items.findByPkAndSk("CAT#books", "ITEM#0009")).isEmpty();
  }

  @Test
  void anInterfaceProjectionSingleResult() {
    ItemStock last = items.findFirstByPkOrderBySkDesc("CAT#books");
    assertThat(last.getSk()).isEqualTo("ITEM#0005");
    assertThat(last.getStock()).isEqualTo(15);
    assertThat(last.toString()).isEqualTo("ItemStock[sk=ITEM#0005, stock=15]");
    assertThat(last).isEqualTo(items.findFirstByPkOrderBySkDesc("CAT#books")).hasSameHashCodeAs(
        items.findFirstByPkOrderBySkDesc("CAT#books"));
    QueryRequest q = recorder.requestsOf(QueryRequest.class).get(0);
    assertThat(q.projectionExpression()).isEqualTo("#sk, #stock");
    assertThat(q.scanIndexForward()).isFalse();
  }

  @Test
  void anInterfaceProjectionStream() {
    try (Stream<ItemStock> stream = items.findByPkAndSkStartingWith("CAT#books", "ITEM#000")) {
      assertThat(stream.map(ItemStock::getStock)).containsExactly(3, 6, 9, 12, 15);
    }
    assertThat(onlyQuery().projectionExpression()).isEqualTo("#sk, #stock");
  }

  @Test
  void aWindowOfAProjectionPagesByTheKeysItProjects() {
    Window<ItemPrice> first = items.findByPkAndSkGreaterThan("CAT#books", "ITEM#0000", Limit.of(2),
        ScrollPosition.keyset());
    assertThat(first.getContent()).extracting(ItemPrice::sk).containsExactly("ITEM#0001", "ITEM#0002");
    assertThat(first.hasNext()).isTrue();
    Window<ItemPrice> second = items.findByPkAndSkGreaterThan("CAT#books", "ITEM#0000", Limit.of(2),
        first.positionAt(first.size() - 1));
    assertThat(second.getContent()).extracting(ItemPrice::name).containsExactly("Book 3", "Book 4");
    List<QueryRequest> requests = recorder.requestsOf(QueryRequest.class);
    assertThat(requests).hasSize(2).allSatisfy(q -> assertThat(q.projectionExpression())
        .isEqualTo("#sk, #name, #price, #pk"));
    assertThat(requests.get(1).exclusiveStartKey()).containsKeys("pk", "sk");
  }

  @Test
  void aDeclaredQueryReturningAProjection() {
    List<ItemStock> novels = items.inCategory("novel");
    assertThat(novels).extracting(ItemStock::getSk).containsExactlyInAnyOrder("ITEM#0002", "ITEM#0004");
    assertThat(recorder.operations()).containsOnly("Scan");
    ScanRequest scan = recorder.requestsOf(ScanRequest.class).get(0);
    assertThat(scan.projectionExpression()).isEqualTo("#sk, #stock");
    assertThat(scan.filterExpression()).isEqualTo("#category = :category");
    assertThat(scan.expressionAttributeNames()).isEqualTo(Map.of("#category", "category", "#sk", "sk",
        "#stock", "stock"));
  }

  @Test
  void theEntityMethodsStillReadWholeItems() {
    Item item = items.findById(DynamoDbCompositeId.of("CAT#books", "ITEM#0001")).orElseThrow();
    assertThat(item.description()).isEqualTo("A long description of book 1");
  }

  // ------------------------------------------------------------------ index projections

  @Test
  void createTablesCreatesTheDeclaredIndexProjections() {
    TableDescription table = local.client().describeTable(b -> b.tableName(tables.name("catalog"))).table();
    Map<String, GlobalSecondaryIndexDescription> indexes = new java.util.HashMap<>();
    table.globalSecondaryIndexes().forEach(i -> indexes.put(i.indexName(), i));
    assertThat(indexes.get("featured-index").projection().projectionType()).isEqualTo(ProjectionType.INCLUDE);
    assertThat(indexes.get("featured-index").projection().nonKeyAttributes()).containsExactly("name", "price");
    assertThat(indexes.get("by-category").projection().projectionType()).isEqualTo(ProjectionType.KEYS_ONLY);
  }

  // ------------------------------------------------------------------ sparse indexes

  @Test
  void anItemLeavesTheSparseIndexWhileItsPlaceholderIsNull() {
    products.save(new Product("123", null, "Widget", "tools", new BigDecimal("9.99")));
    assertThat(featured.findByFeatured("FEATURED")).extracting(FeaturedProduct::pk).doesNotContain("PRODUCT#123");
    Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> stored = local.client()
        .getItem(b -> b.tableName(tables.name("catalog")).key(Map.of(
            "pk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("PRODUCT#123"),
            "sk", software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("METADATA")))).item();
    assertThat(stored).containsKey("name").doesNotContainKey("featured");

    Product widget = products.findById("PRODUCT#123").orElseThrow();
    widget.featured = Featured.FEATURED;
    products.save(widget);
    assertThat(featured.findByFeatured("FEATURED")).extracting(FeaturedProduct::pk, FeaturedProduct::name)
        .contains(org.assertj.core.groups.Tuple.tuple("PRODUCT#123", "Widget"));
    assertThat(featured.findFirst10ByFeatured("FEATURED")).contains(new FeaturedProductRepository.FeaturedName("Widget"));
    assertThat(products.findById("PRODUCT#123").orElseThrow().featured).isEqualTo(Featured.FEATURED);

    recorder.clear();
    widget.featured = null;
    template.update(widget);
    UpdateItemRequest update = recorder.requestsOf(UpdateItemRequest.class).get(0);
    assertThat(update.updateExpression()).contains("REMOVE");
    assertThat(update.expressionAttributeNames()).containsValue("featured");
    assertThat(featured.findByFeatured("FEATURED")).extracting(FeaturedProduct::pk).doesNotContain("PRODUCT#123");
  }
}
