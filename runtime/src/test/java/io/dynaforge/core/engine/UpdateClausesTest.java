package io.dynaforge.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Update expressions from several sources merge clause by clause (DynamoDB takes each clause once). */
class UpdateClausesTest {

  @Test
  void mergesIntoExistingClausesKeepingFunctionCommas() {
    UpdateClauses clauses = UpdateClauses.parse("set #a = list_append(#a, :b), #c = :c ADD #n :one");
    clauses.add(UpdateClauses.Clause.SET, "#m = :now").add(UpdateClauses.Clause.ADD, "#v :v");
    assertThat(clauses.expression()).isEqualTo("SET #a = list_append(#a, :b), #c = :c, #m = :now ADD #n :one, #v :v");
  }

  @Test
  void placeholdersNamedLikeKeywordsAreNotClauses() {
    UpdateClauses clauses = UpdateClauses.parse("SET #set = :add, #remove = :delete REMOVE #add");
    assertThat(clauses.expression()).isEqualTo("SET #set = :add, #remove = :delete REMOVE #add");
  }

  @Test
  void addsAClauseThatWasMissing() {
    assertThat(UpdateClauses.parse("REMOVE #x").add(UpdateClauses.Clause.ADD, "#v :one").expression())
        .isEqualTo("REMOVE #x ADD #v :one");
    assertThat(UpdateClauses.parse(null).isEmpty()).isTrue();
  }

  @Test
  void refusesTextBeforeTheFirstClauseAndEmptyClauses() {
    assertThatThrownBy(() -> UpdateClauses.parse("SET")).hasMessageContaining("the SET clause has no action");
    assertThatThrownBy(() -> UpdateClauses.parse("#a = :a")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("has no SET, REMOVE, ADD or DELETE clause");
    assertThatThrownBy(() -> UpdateClauses.parse("#a = :a SET #b = :b")).hasMessageContaining("does not start with");
  }
}
