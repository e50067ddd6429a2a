package io.dynaforge.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.schema.Difference.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The comparisons the moto tests ({@code SchemaManagerTest}) cannot set up with a live table: a
 * different global index key or projection, time to live on another attribute, extra local indexes
 * and time to live the model does not declare. The integration tests cover the rest against a server.
 */
class SchemaComparisonTest {

  private static final CreateTableRequest MODEL = CreateTableRequest.builder()
      .tableName("orders")
      .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
      .attributeDefinitions(s("pk"), s("sk"), s("status"))
      .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("by_status")
          .keySchema(key("status", KeyType.HASH)).projection(projection(ProjectionType.ALL)).build())
      .build();

  private static final DeclaredTable DECLARED = new DeclaredTable(MODEL, "expiresAt", List.of("Order"));

  private static TableDescription.Builder live() {
    return TableDescription.builder().tableName("orders")
        .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
        .attributeDefinitions(s("pk"), s("sk"), s("status"));
  }

  private static TimeToLiveDescription enabled(String attribute) {
    return TimeToLiveDescription.builder().attributeName(attribute).timeToLiveStatus(TimeToLiveStatus.ENABLED).build();
  }

  @Test
  void aGlobalIndexWithOtherKeysOrAnotherProjectionIsDifferentAndCannotChangeInPlace() {
    TableDescription table = live().attributeDefinitions(s("pk"), s("sk"), s("status"), s("placedAt"))
        .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("by_status")
            .keySchema(key("status", KeyType.HASH), key("placedAt", KeyType.RANGE))
            .projection(Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes("total", "id").build())
            .build())
        .build();

    List<Difference> differences = SchemaComparison.compare(DECLARED, table, enabled("expiresAt"));

    assertThat(differences).extracting(Difference::text).containsExactly(
        "global secondary index 'by_status' of table 'orders' has the key schema [status (S) HASH, placedAt (S) RANGE]"
            + " but the model declares [status (S) HASH]; an index cannot be changed in place: delete it and run update"
            + " (Dynaforge never deletes one), or recreate the table",
        "global secondary index 'by_status' of table 'orders' projects INCLUDE [id, total] but the model declares ALL;"
            + " an index cannot be changed in place: delete it and run update (Dynaforge never deletes one), or recreate"
            + " the table");
    assertThat(differences).allSatisfy(d -> {
      assertThat(d.kind()).isEqualTo(Kind.DIFFERENT_INDEX);
      assertThat(d.fixableInPlace()).isFalse();
      assertThat(d.index()).isEqualTo("by_status");
    });
  }

  @Test
  void timeToLiveOnAnotherAttributeCannotChangeInPlace() {
    TableDescription table = live().globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder()
        .indexName("by_status").keySchema(key("status", KeyType.HASH)).projection(projection(ProjectionType.ALL))
        .build()).build();

    List<Difference> differences = SchemaComparison.compare(DECLARED, table, enabled("ttl"));

    assertThat(differences).singleElement().satisfies(d -> {
      assertThat(d.kind()).isEqualTo(Kind.TIME_TO_LIVE_OTHER_ATTRIBUTE);
      assertThat(d.fixableInPlace()).isFalse();
      assertThat(d.text()).isEqualTo("time to live of table 'orders' is enabled on 'ttl' but the model's @TimeToLive"
          + " attribute is 'expiresAt'; disable it first (Dynaforge never disables time to live), then run update");
    });
    assertThat(SchemaComparison.compare(DECLARED, table, enabled("expiresAt"))).isEmpty();
  }

  @Test
  void anExtraLocalIndexAndTimeToLiveTheModelDoesNotDeclareAreHarmless() {
    TableDescription table = live()
        .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("by_status")
            .keySchema(key("status", KeyType.HASH)).projection(projection(ProjectionType.ALL)).build())
        .localSecondaryIndexes(LocalSecondaryIndexDescription.builder().indexName("legacy")
            .keySchema(key("pk", KeyType.HASH), key("status", KeyType.RANGE)).projection(projection(ProjectionType.KEYS_ONLY))
            .build())
        .build();

    List<Difference> differences = SchemaComparison.compare(new DeclaredTable(MODEL, null, List.of("Order")), table,
        enabled("purgeAt"));

    assertThat(differences).extracting(Difference::text).containsExactly(
        "local secondary index 'legacy' of table 'orders' is not in the model (left alone)",
        "table 'orders' expires items on 'purgeAt', which no entity marks @TimeToLive (left alone)");
    assertThat(differences).allSatisfy(d -> assertThat(d.harmless()).isTrue());
  }

  private static KeySchemaElement key(String name, KeyType type) {
    return KeySchemaElement.builder().attributeName(name).keyType(type).build();
  }

  private static AttributeDefinition s(String name) {
    return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
  }

  private static Projection projection(ProjectionType type) {
    return Projection.builder().projectionType(type).build();
  }

  @Test
  void aStreamIsComparedByItsView() {
    CreateTableRequest streaming = MODEL.toBuilder().streamSpecification(io.dynaforge.core.engine.TableDefinitions
        .streamSpecification(io.dynaforge.annotation.StreamView.NEW_AND_OLD_IMAGES)).build();
    DeclaredTable declared = new DeclaredTable(streaming, "expiresAt", List.of("Order"));
    java.util.function.Supplier<TableDescription.Builder> matching = () -> live().globalSecondaryIndexes(
        GlobalSecondaryIndexDescription.builder().indexName("by_status").keySchema(key("status", KeyType.HASH))
            .projection(projection(ProjectionType.ALL)).build());

    assertThat(SchemaComparison.compare(declared, matching.get().streamSpecification(s -> s.streamEnabled(true)
        .streamViewType("NEW_AND_OLD_IMAGES")).build(), enabled("expiresAt"))).isEmpty();
    assertThat(SchemaComparison.compare(declared, matching.get().streamSpecification(s -> s.streamEnabled(false)).build(),
        enabled("expiresAt"))).extracting(Difference::kind).containsExactly(Kind.STREAM_DISABLED);
    List<Difference> other = SchemaComparison.compare(declared, matching.get().streamSpecification(s -> s.streamEnabled(true)
        .streamViewType("KEYS_ONLY")).build(), enabled("expiresAt"));
    assertThat(other).extracting(Difference::kind).containsExactly(Kind.STREAM_OTHER_VIEW);
    assertThat(other.get(0).fixableInPlace()).isFalse();
    assertThat(other.get(0).text()).contains("carries KEYS_ONLY but the model declares @Table(stream = NEW_AND_OLD_IMAGES)");
    List<Difference> extra = SchemaComparison.compare(DECLARED, matching.get().streamSpecification(s -> s.streamEnabled(true)
        .streamViewType("NEW_IMAGE")).build(), enabled("expiresAt"));
    assertThat(extra).extracting(Difference::kind).containsExactly(Kind.EXTRA);
  }
}
