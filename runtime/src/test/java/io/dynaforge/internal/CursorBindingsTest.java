package io.dynaforge.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import io.dynaforge.core.InvalidCursorException;
import io.dynaforge.mapping.MapperRegistry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class CursorBindingsTest {

  static final QueryPlan BY_CUSTOMER = QueryPlan.of("Orders.findByCustomer", null, "#pk = :pk", null,
      new String[] {"#pk", "pk"}, new String[] {":pk"}, "customer");
  static final QueryPlan BY_STATUS = QueryPlan.of("Orders.findByStatus", null, "#pk = :pk", null,
      new String[] {"#pk", "pk"}, new String[] {":pk"}, "status");

  static CursorBinding binding(QueryPlan plan, AttributeValue value) {
    return CursorBindings.of(plan.bind(value), new MapperRegistry(), String.class);
  }

  static KeysetScrollPosition issued(CursorBinding binding) {
    return Cursor.position(Cursor.ofKeyset(Map.of("pk", "c1", "sk", "o2")), binding, true);
  }

  @Test
  void theIssuingCallContinuesWithTheBareStartKey() {
    CursorBinding binding = binding(BY_CUSTOMER, AttributeValue.fromS("c1"));
    assertThat(CursorBindings.startKey(issued(binding), binding(BY_CUSTOMER, AttributeValue.fromS("c1"))).toKeyset())
        .isEqualTo(Map.of("pk", "c1", "sk", "o2"));
  }

  @Test
  void anotherMethodIsRefusedNamingTheIssuer() {
    KeysetScrollPosition position = issued(binding(BY_CUSTOMER, AttributeValue.fromS("c1")));
    assertThatThrownBy(() -> CursorBindings.startKey(position, binding(BY_STATUS, AttributeValue.fromS("c1"))))
        .isInstanceOf(InvalidCursorException.class)
        .hasMessage("The cursor was issued by Orders.findByCustomer, not Orders.findByStatus");
  }

  @Test
  void otherArgumentsAreRefused() {
    KeysetScrollPosition position = issued(binding(BY_CUSTOMER, AttributeValue.fromS("c1")));
    for (AttributeValue other : List.of(AttributeValue.fromS("c2"), AttributeValue.fromN("1"),
        AttributeValue.fromS("c1 "), AttributeValue.fromSs(List.of("c1")))) {
      assertThatThrownBy(() -> CursorBindings.startKey(position, binding(BY_CUSTOMER, other)))
          .as("%s", other).isInstanceOf(InvalidCursorException.class)
          .hasMessage("The cursor was issued by Orders.findByCustomer for other arguments");
    }
  }

  @Test
  void anotherKeySchemaIsRefused() {
    CursorBinding issuer = binding(BY_CUSTOMER, AttributeValue.fromS("c1"));
    CursorBinding otherModel = new CursorBinding(issuer.method(), issuer.arguments(), "other");
    assertThatThrownBy(() -> CursorBindings.startKey(issued(issuer), otherModel))
        .isInstanceOf(InvalidCursorException.class).hasMessageContaining("another key schema");
  }

  @Test
  void positionsBuiltByUserCodeAreNotChecked() {
    CursorBinding binding = binding(BY_STATUS, AttributeValue.fromS("x"));
    assertThat(CursorBindings.startKey(ScrollPosition.forward(Map.of("pk", "c1")), binding).toKeyset())
        .isEqualTo(Map.of("pk", "c1"));
    assertThat(CursorBindings.startKey(ScrollPosition.keyset(), binding)).isNull();
    assertThat(CursorBindings.startKey(null, binding)).isNull();
  }

  @Test
  void theArgumentDigestTellsTypesAndMapOrderApart() {
    AttributeValue ab = AttributeValue.fromM(Map.of("a", AttributeValue.fromS("1"), "b", AttributeValue.fromN("2")));
    AttributeValue ba = AttributeValue.fromM(new java.util.LinkedHashMap<>(Map.of("b", AttributeValue.fromN("2"),
        "a", AttributeValue.fromS("1"))));
    assertThat(binding(BY_CUSTOMER, ab)).isEqualTo(binding(BY_CUSTOMER, ba));
    assertThat(binding(BY_CUSTOMER, AttributeValue.fromS("1")))
        .isNotEqualTo(binding(BY_CUSTOMER, AttributeValue.fromN("1")));
  }
}
