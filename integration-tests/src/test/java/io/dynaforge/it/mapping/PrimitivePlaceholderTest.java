package io.dynaforge.it.mapping;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A primitive placeholder is recovered from the composed key when its own attribute is absent, as a
 * boxed one is: a keys-only image (a stream's KEYS_ONLY or a REMOVE's old image under KEYS_ONLY, a
 * projection of the keys) names the line. Before, a primitive was left at 0.
 */
class PrimitivePlaceholderTest {

  private static final AttributeValue SK = AttributeValue.fromS("ORDER#42#LINE#007");

  @Test
  void aPrimitivePlaceholderWhoseAttributeIsAbsentIsReadFromTheKey() {
    PrimitiveLine line = PrimitiveLine_Mapper.INSTANCE.fromItem(
        Map.of("customer", AttributeValue.fromS("c1"), "sk", SK));
    assertThat(line.orderId).isEqualTo(42L);
    assertThat(line.line).isEqualTo(7);
    assertThat(line.sku).isNull();
  }

  @Test
  void aStoredPrimitiveAttributeWinsOverTheKey() {
    PrimitiveLine line = PrimitiveLine_Mapper.INSTANCE.fromItem(Map.of("customer", AttributeValue.fromS("c1"),
        "sk", SK, "orderId", AttributeValue.fromN("42"), "line", AttributeValue.fromN("0")));
    assertThat(line.line).isZero(); // a stored 0 is a 0, not "absent"
    assertThat(line.orderId).isEqualTo(42L);
  }
}
