package io.dynaforge.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.internal.ScalarCodec;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The per-method plans of generated repositories: binding, In-list expansion, argument checks. */
class QueryPlanTest {

  private static final QueryPlan BY_PK_AND_STATUS_IN = QueryPlan.of("GameRepository.findByPkAndStatusIn",
      "by_status", "#pk = :pk", "NOT (#status IN (:statuses)) AND #x = :x",
      new String[] {"#pk", "pk", "#status", "status", "#x", "x"}, new String[] {":pk", ":x", ":statuses"}, "pk", "x");

  @Test
  void bindsEachSlotAndExpandsAnInList() {
    List<AttributeValue> statuses = QueryArguments.list(List.of("A", "B"), ScalarCodec.STRING,
        BY_PK_AND_STATUS_IN.method(), "statuses");
    DynamoDbQuery q = BY_PK_AND_STATUS_IN.bind(AttributeValue.fromS("p1"), AttributeValue.fromN("3"), statuses).query();
    assertThat(q.indexName()).isEqualTo("by_status");
    assertThat(q.keyConditionExpression()).isEqualTo("#pk = :pk");
    assertThat(q.filterExpression()).isEqualTo("NOT (#status IN (:statuses_0, :statuses_1)) AND #x = :x");
    assertThat(q.names()).containsExactly(java.util.Map.entry("#pk", "pk"), java.util.Map.entry("#status", "status"),
        java.util.Map.entry("#x", "x"));
    assertThat(q.values()).containsOnlyKeys(":pk", ":x", ":statuses_0", ":statuses_1")
        .containsEntry(":statuses_1", AttributeValue.fromS("B"));
    assertThat(q.scanIndexForward()).isTrue();
    assertThat(q.consistentRead()).isFalse();
  }

  @Test
  void directionAndConsistencyAreFixedByThePlan() {
    QueryPlan plan = QueryPlan.of("R.m", null, "#pk = :pk", null, new String[] {"#pk", "pk"}, new String[] {":pk"})
        .descending().consistentRead();
    DynamoDbQuery q = plan.bind(AttributeValue.fromS("p")).query();
    assertThat(q.scanIndexForward()).isFalse();
    assertThat(q.consistentRead()).isTrue();
    assertThat(plan.bind(AttributeValue.fromS("p")).plan()).isSameAs(plan);
  }

  @Test
  void aNullArgumentNamesMethodAndParameter() {
    BY_PK_AND_STATUS_IN.require("p", 1);
    assertThatThrownBy(() -> BY_PK_AND_STATUS_IN.require("p", null))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageStartingWith("GameRepository.findByPkAndStatusIn: the argument 'x' is null");
    assertThatThrownBy(() -> QueryArguments.requireAll("R.find", "pk, matchDate, matchId", "p", "d", null))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageStartingWith("R.find: the argument 'matchId' is null");
  }

  @Test
  void aWrongNumberOfValuesIsAGeneratorBugReportedAsSuch() {
    assertThatThrownBy(() -> BY_PK_AND_STATUS_IN.bind(AttributeValue.fromS("p")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 values expected, got 1");
  }
}
