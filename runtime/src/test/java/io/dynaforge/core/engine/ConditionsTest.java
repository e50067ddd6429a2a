package io.dynaforge.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.expression.DynamoDbExpression;
import org.junit.jupiter.api.Test;

/** The template's conditions next to a user's (moved here from the translator's test with {@link Conditions}). */
class ConditionsTest {

  @Test
  void ourPlaceholdersSkipTheUsersAndAreAndedAfterTheirCondition() {
    Conditions conditions = new Conditions(DynamoDbExpression.builder("#dfv0 = :dfv0 AND #u1 = :dfv1")
        .name("#dfv0", "a").name("#u1", "b").value(":dfv0", 1).value(":dfv1", 2).build());
    conditions.version("version", 7L);
    assertThat(conditions.expression()).isEqualTo("(#dfv0 = :dfv0 AND #u1 = :dfv1) AND (#dfv1 = :dfv2)");
    assertThat(conditions.names).containsEntry("#dfv1", "version").containsEntry("#dfv0", "a");
    assertThat(conditions.name("u", "x")).isEqualTo("#u3");
  }
}
