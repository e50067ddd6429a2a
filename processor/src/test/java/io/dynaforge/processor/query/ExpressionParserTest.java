package io.dynaforge.processor.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Table-driven: valid expressions parse; invalid ones report the column of the offending token. */
class ExpressionParserTest {

  @ParameterizedTest
  @ValueSource(strings = {
      "#pk = :pk",
      "#pk = :pk AND #sk BETWEEN :from AND :to",
      "#pk = :pk AND begins_with(#sk, :prefix)",
      "#status = :s OR (#total > :min AND NOT contains(#tags, :tag))",
      "attribute_exists(#a.#b[2].c) AND attribute_not_exists(#d)",
      "size(#tags) >= :n AND #region IN (:r1, :r2, :r3)",
      "attribute_type(#v, :type)",
      "#a <> :b"})
  void validConditionsParse(String expression) throws ExpressionParser.SyntaxError {
    ExpressionParser.condition(expression);
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "SET #a = :a, #b = #b + :one REMOVE #c",
      "SET #list = list_append(#list, :items), #n = if_not_exists(#n, :zero)",
      "ADD #count :one DELETE #tags :old",
      "SET #m.#k[0] = :v"})
  void validUpdatesParse(String expression) throws ExpressionParser.SyntaxError {
    ExpressionParser.update(expression);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '"', commentCharacter = '%', value = {
      "#pk = :pk AND|13|ends where an attribute or a :value was expected",
      "#pk == :pk|5|expected an attribute",
      "#pk = :pk )|10|unexpected ')'",
      "#sk BETWEEN :a :b|15|BETWEEN needs 'AND'",
      "(#pk = :pk|10|ends where ')' was expected",
      "#pk ! :pk|4|unexpected character '!'",
      "#pk = :|6|':' must be followed by a name",
      "#pk LIKE :p|4|expected a comparison"})
  void invalidConditionsReportTheColumn(String expression, int column, String message) {
    assertThatThrownBy(() -> ExpressionParser.condition(expression))
        .isInstanceOfSatisfying(ExpressionParser.SyntaxError.class, e -> assertThat(e.column()).isEqualTo(column))
        .hasMessageContaining(message);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', quoteCharacter = '"', commentCharacter = '%', value = {
      "UPDATE #a = :a|0|expected SET, REMOVE, ADD or DELETE",
      "SET #a :a|7|expected '='",
      "SET #a = max(#a, :b)|9|unknown function 'max'"})
  void invalidUpdatesReportTheColumn(String expression, int column, String message) {
    assertThatThrownBy(() -> ExpressionParser.update(expression))
        .isInstanceOfSatisfying(ExpressionParser.SyntaxError.class, e -> assertThat(e.column()).isEqualTo(column))
        .hasMessageContaining(message);
  }

  @Test
  void namesValuesAndKeyTermsAreRecorded() throws ExpressionParser.SyntaxError {
    ExpressionParser.Parsed parsed = ExpressionParser.condition("#pk = :pk AND #sk BETWEEN :from AND :to");
    assertThat(parsed.names()).extracting(ExpressionParser.Name::text).containsExactly("#pk", "#sk");
    assertThat(parsed.values()).extracting(ExpressionParser.Value::text).containsExactly(":pk", ":from", ":to");
    assertThat(parsed.values().get(1).comparedWith().text()).isEqualTo("#sk");
    assertThat(parsed.keyTerms()).extracting(ExpressionParser.KeyTerm::operator).containsExactly("=", "BETWEEN");
    assertThat(ExpressionParser.condition("#a = :a OR #b = :b").keyTerms()).isNull();
    assertThat(ExpressionParser.update("SET #a = :a REMOVE #b").updates())
        .extracting(ExpressionParser.UpdateAction::clause).containsExactly("SET", "REMOVE");
  }
}
