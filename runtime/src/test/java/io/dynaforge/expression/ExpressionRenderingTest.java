package io.dynaforge.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.expression.DynamoDbExpression;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Conditions and updates render with placeholders only, encode values with the attribute's codec. */
class ExpressionRenderingTest {

  static final class Order {}

  enum Status { NEW, SHIPPED }

  static final KeyAttribute<Order, String> pk = KeyAttribute.of("pk", AttributeValue::fromS);
  /** A reserved word as the stored name, and a converter-like codec (lower-case text). */
  static final Attribute<Order, Status> status =
      Attribute.plain("status", v -> AttributeValue.fromS(v.name().toLowerCase()));
  static final NumberAttribute<Order, Integer> count = NumberAttribute.of("count", v -> AttributeValue.fromN(v.toString()));
  static final StringAttribute<Order> name = StringAttribute.of("customer name", AttributeValue::fromS);
  static final ListAttribute<Order, String> lines = ListAttribute.of("lines",
      v -> AttributeValue.fromL(v.stream().map(AttributeValue::fromS).toList()), AttributeValue::fromS);
  static final SetAttribute<Order, String> tags = SetAttribute.of("tags",
      v -> AttributeValue.fromSs(List.copyOf(v)), AttributeValue::fromS);

  /** As generated for a plain {@code Integer} property: the Java type bounds the deltas of add. */
  static final NumberAttribute<Order, Integer> visits =
      NumberAttribute.of("visits", v -> AttributeValue.fromN(v.toString()), Integer.class);

  @Test
  void addRefusesADeltaTheIntegralPropertyCannotHold() {
    assertThatThrownBy(() -> Update.of(Order.class).add(visits, 1.5))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class).hasMessageContaining("1.5")
        .hasMessageContaining("'visits' is not a whole number, but the property is Integer");
    assertThatThrownBy(() -> Update.of(Order.class).add(visits, 3_000_000_000L))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class).hasMessageContaining("outside the range of Integer");
    assertThat(Update.of(Order.class).add(visits, 2.0).toExpression().values().values())
        .containsExactly(AttributeValue.fromN("2.0"));
    assertThat(Update.of(Order.class).add(visits, -3).toExpression().expression()).isEqualTo("ADD #u0 :u0");
    // a converter's attribute has no Java type to hold to: any finite delta is sent
    assertThat(Update.of(Order.class).add(count, 1.5).toExpression().expression()).isEqualTo("ADD #u0 :u0");
  }

  @Test
  void settingAnEmptySetRemovesTheAttribute() {
    DynamoDbExpression e = Update.of(Order.class).set(tags, java.util.Set.of()).toExpression();
    assertThat(e.expression()).isEqualTo("REMOVE #u0");
    assertThat(e.values()).isEmpty();
  }

  @Test
  void comparisonUsesPlaceholdersAndTheCodec() {
    DynamoDbExpression e = status.eq(Status.SHIPPED).toExpression();
    assertThat(e.expression()).isEqualTo("#c0 = :c0");
    assertThat(e.names()).containsExactly(Map.entry("#c0", "status"));
    assertThat(e.values()).containsExactly(Map.entry(":c0", AttributeValue.fromS("shipped")));
  }

  @Test
  void everyOperatorRenders() {
    assertThat(count.ne(1).toExpression().expression()).isEqualTo("#c0 <> :c0");
    assertThat(count.lt(1).toExpression().expression()).isEqualTo("#c0 < :c0");
    assertThat(count.le(1).toExpression().expression()).isEqualTo("#c0 <= :c0");
    assertThat(count.gt(1).toExpression().expression()).isEqualTo("#c0 > :c0");
    assertThat(count.ge(1).toExpression().expression()).isEqualTo("#c0 >= :c0");
    assertThat(count.between(1, 5).toExpression().expression()).isEqualTo("#c0 BETWEEN :c0 AND :c1");
    assertThat(status.in(List.of(Status.NEW, Status.SHIPPED)).toExpression().expression())
        .isEqualTo("#c0 IN (:c0, :c1)");
    assertThat(status.exists().toExpression().expression()).isEqualTo("attribute_exists(#c0)");
    assertThat(status.notExists().toExpression().expression()).isEqualTo("attribute_not_exists(#c0)");
    assertThat(name.beginsWith("A").toExpression().expression()).isEqualTo("begins_with(#c0, :c0)");
    assertThat(name.contains("A").toExpression().expression()).isEqualTo("contains(#c0, :c0)");
    assertThat(pk.beginsWith("ORDER#").toExpression().expression()).isEqualTo("begins_with(#c0, :c0)");
    assertThat(lines.contains("x").toExpression().values()).containsExactly(Map.entry(":c0", AttributeValue.fromS("x")));
    assertThat(tags.contains("x").toExpression().expression()).isEqualTo("contains(#c0, :c0)");
  }

  @Test
  void junctionsGroupAndShareNamePlaceholders() {
    Condition<Order> c = count.ge(1).and(count.le(9)).or(Condition.not(status.eq(Status.NEW)));
    DynamoDbExpression e = c.toExpression();
    assertThat(e.expression()).isEqualTo("(#c0 >= :c0 AND #c0 <= :c1) OR NOT (#c1 = :c2)");
    assertThat(e.names()).containsOnly(Map.entry("#c0", "count"), Map.entry("#c1", "status"));
    assertThat(count.ge(1).and(count.le(9)).and(status.exists()).toExpression().expression())
        .isEqualTo("#c0 >= :c0 AND #c0 <= :c1 AND attribute_exists(#c1)");
  }

  @Test
  void nullValuesAndEmptyInAreRefused() {
    assertThatThrownBy(() -> status.eq(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'status'").hasMessageContaining("notExists()");
    assertThatThrownBy(() -> status.in(List.of())).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1 to 100");
    List<Integer> many = java.util.stream.IntStream.range(0, 101).boxed().toList();
    assertThatThrownBy(() -> count.in(many)).hasMessageContaining("got 101");
  }

  @Test
  void updateRendersClausesInOrder() {
    Update<Order> u = Update.of(Order.class)
        .add(count, 2)
        .set(status, Status.SHIPPED)
        .remove(name)
        .append(lines, List.of("a"))
        .removeFromSet(tags, Set.of("old"));
    DynamoDbExpression e = u.toExpression();
    assertThat(e.expression()).isEqualTo(
        "SET #u0 = :u0, #u1 = list_append(if_not_exists(#u1, :u1), :u2) REMOVE #u2 ADD #u3 :u3 DELETE #u4 :u4");
    assertThat(e.names()).containsOnly(Map.entry("#u0", "status"), Map.entry("#u1", "lines"),
        Map.entry("#u2", "customer name"), Map.entry("#u3", "count"), Map.entry("#u4", "tags"));
    assertThat(e.values().get(":u3")).isEqualTo(AttributeValue.fromN("2"));
    assertThat(e.values().get(":u0")).isEqualTo(AttributeValue.fromS("shipped"));
    assertThat(e.values().get(":u1")).isEqualTo(AttributeValue.fromL(List.of()));
    assertThat(e.values().get(":u4")).isEqualTo(AttributeValue.fromSs(List.of("old")));
    assertThat(u.attributeNames()).containsExactly("count", "status", "customer name", "lines", "tags");
  }

  @Test
  void setIfNotExistsAddToSetAndNullSet() {
    DynamoDbExpression e = Update.of(Order.class).setIfNotExists(status, Status.NEW)
        .addToSet(tags, Set.of("a")).set(name, null).toExpression();
    assertThat(e.expression()).isEqualTo("SET #u0 = if_not_exists(#u0, :u0) REMOVE #u1 ADD #u2 :u1");
  }

  @Test
  void updatesAreImmutableAndRefuseOverlapsAndEmptiness() {
    Update<Order> empty = Update.of(Order.class);
    Update<Order> one = empty.add(count, 1);
    assertThat(empty.isEmpty()).isTrue();
    assertThat(one.isEmpty()).isFalse();
    assertThatThrownBy(empty::toExpression).isInstanceOf(IllegalStateException.class).hasMessageContaining("no action");
    assertThatThrownBy(() -> one.set(count, 3)).isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("already has an action on 'count'");
    assertThatThrownBy(() -> empty.addToSet(tags, Set.of())).hasMessageContaining("empty sets");
  }

  @Test
  void deltasAreWrittenAsPlainNumbers() {
    assertThat(Update.of(Order.class).add(count, new java.math.BigDecimal("1E+3")).toExpression().values().get(":u0"))
        .isEqualTo(AttributeValue.fromN("1000"));
    assertThat(Update.of(Order.class).add(count, -1.5).toExpression().values().get(":u0"))
        .isEqualTo(AttributeValue.fromN("-1.5"));
    assertThatThrownBy(() -> Update.of(Order.class).add(count, Double.NaN)).hasMessageContaining("finite");
  }

  @Test
  void renderedTextNeverHoldsNamesOrValues() {
    String text = Update.of(Order.class).set(name, "Robert'); DROP").toExpression().expression()
        + status.eq(Status.NEW).and(name.beginsWith("x")).toExpression().expression();
    assertThat(text).doesNotContain("Robert").doesNotContain("customer").doesNotContain("status");
    assertThat(List.of(text.split("[^#:a-z0-9]+")).stream().collect(Collectors.toSet()))
        .allMatch(token -> token.isEmpty() || token.startsWith("#") || token.startsWith(":")
            || Set.of("if", "begins_with", "AND", "SET").contains(token) || token.matches("[a-z_]+"));
  }
}
