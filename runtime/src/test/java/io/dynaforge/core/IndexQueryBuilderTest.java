package io.dynaforge.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.internal.AttributeValues;
import io.dynaforge.internal.KeyValues;
import io.dynaforge.mapping.KeyAttribute;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

class IndexQueryBuilderTest {

  private static final IndexKeySchema GSI = IndexKeySchema.index("by_region",
      List.of(new KeyAttribute("tournamentId", ScalarAttributeType.S, "tournamentId"),
          new KeyAttribute("region", ScalarAttributeType.S, "region")),
      List.of(new KeyAttribute("round", ScalarAttributeType.S, "round"),
          new KeyAttribute("bracket", ScalarAttributeType.S, "bracket"),
          new KeyAttribute("score", ScalarAttributeType.N, "score")));

  /** What a generated mapper's keyValue does: each attribute converted as its property is stored. */
  private static AttributeValue keyValue(String attribute, Object value) {
    return switch (attribute) {
      case "score" -> AttributeValues.n(KeyValues.require(value, Number.class, "Match", "arena", attribute));
      case "round" -> AttributeValue.fromS("ROUND#" + KeyValues.require(value, String.class, "Match", "arena", attribute));
      default -> AttributeValues.s(KeyValues.require(value, String.class, "Match", "arena", attribute));
    };
  }

  private static IndexQueryBuilder<Object> builder() {
    return new IndexQueryBuilder<>(GSI, "Match (table 'arena')", IndexQueryBuilderTest::keyValue,
        (q, p) -> EntityQueryResult.of(List.of(), null, 0, 0));
  }

  @Test
  void keyValuesAreConvertedAsTheEntityStoresThem() {
    DynamoDbQuery query = builder().partition("tournamentId", "winter").partitionKey("region", "NA-EAST")
        .sortEq("round", "SEMI").build();
    assertThat(query.values()).containsEntry(":ks0", AttributeValue.fromS("ROUND#SEMI"));
    DynamoDbQuery stored = builder().partition("tournamentId", "winter").partitionKey("region", "NA-EAST")
        .sortEq("round", AttributeValue.fromS("as-is")).build();
    assertThat(stored.values()).containsEntry(":ks0", AttributeValue.fromS("as-is"));
  }

  @Test
  void buildsAliasedMultiAttributeKeyCondition() {
    DynamoDbQuery query = builder().partition("tournamentId", "winter").partitionKey("region", "NA-EAST")
        .sortEq("round", "SEMI").sortBeginsWith("bracket", "UP").limit(50).scanIndexForward(false).build();
    assertThat(query.indexName()).isEqualTo("by_region");
    assertThat(query.keyConditionExpression())
        .isEqualTo("#kp0 = :kp0 AND #kp1 = :kp1 AND #ks0 = :ks0 AND begins_with(#ks1, :ks1)");
    assertThat(query.names()).containsEntry("#kp0", "tournamentId").containsEntry("#kp1", "region")
        .containsEntry("#ks0", "round").containsEntry("#ks1", "bracket");
    assertThat(query.values()).containsEntry(":ks1", AttributeValue.fromS("UP"));
    assertThat(query.scanIndexForward()).isFalse();
  }

  @Test
  void betweenOnNumberAndFilter() {
    DynamoDbQuery query = builder().partitionKey("tournamentId", "w").partitionKey("region", "r")
        .sortEq("round", "F").sortEq("bracket", "UP").sortBetween("score", 1, new BigDecimal("2.5"))
        .filterExpression("#s = :s", Map.of("#s", "status"), Map.of(":s", "OPEN")).build();
    assertThat(query.keyConditionExpression()).endsWith("#ks2 BETWEEN :ks2 AND :ks2b");
    assertThat(query.values()).containsEntry(":ks2b", AttributeValue.fromN("2.5")).containsEntry(":s", AttributeValue.fromS("OPEN"));
    assertThat(query.filterExpression()).isEqualTo("#s = :s");
  }

  @Test
  void rejectsMissingPartitionAttribute() {
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", "w").build())
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("'region' has none");
  }

  @Test
  void rejectsDuplicatePartitionAssignment() {
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", "w").partitionKey("tournamentId", "x"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("already");
  }

  @Test
  void rejectsSkippedSortAttribute() {
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", "w").partitionKey("region", "r")
        .sortEq("bracket", "UP").build())
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("left to right");
  }

  @Test
  void rejectsRangeBeforeLast() {
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", "w").partitionKey("region", "r")
        .sortGt("round", "A").sortEq("bracket", "UP").build())
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("only the last");
  }

  @Test
  void rejectsNullsUnknownAttributesAndWrongTypes() {
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", null))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("null");
    assertThatThrownBy(() -> builder().partitionKey("nope", "x"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("not a partition attribute");
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", "w").partitionKey("region", "r")
        .sortEq("round", "F").sortEq("bracket", "U").sortEq("score", "high").build())
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("'score' of Match")
        .hasMessageContaining("takes a java.lang.Number");
    assertThatThrownBy(() -> builder().sortBeginsWith("score", "1"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("begins_with");
  }

  @Test
  void rejectsPlaceholderCollisions() {
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", "w").partitionKey("region", "r")
        .filterExpression("#kp0 = :x", Map.of("#kp0", "a"), Map.of(":x", 1)).build())
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("collides");
    assertThatThrownBy(() -> builder().partitionKey("tournamentId", "w").partitionKey("region", "r")
        .filterExpression("#a = :kp1", Map.of("#a", "a"), Map.of(":kp1", 1)).build())
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("collides");
  }
}
