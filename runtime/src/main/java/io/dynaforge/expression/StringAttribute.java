package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A non-key {@code String} attribute: adds {@code begins_with} and {@code contains}.
 *
 * @param <T> the entity type
 */
public final class StringAttribute<T> extends Attribute<T, String> {

  private StringAttribute(String name, ValueWriter<? super String> codec) {
    super(name, codec);
  }

  /** Called by generated code; {@code codec} is the property's conversion. */
  public static <T> StringAttribute<T> of(String attributeName, ValueWriter<? super String> codec) {
    return new StringAttribute<>(attributeName, codec);
  }

  /** {@code begins_with(attribute, prefix)}. */
  public Condition<T> beginsWith(String prefix) {
    return function("begins_with", AttributeValue.fromS(Objects.requireNonNull(prefix, "prefix")));
  }

  /** {@code contains(attribute, substring)}. */
  public Condition<T> contains(String substring) {
    return function("contains", AttributeValue.fromS(Objects.requireNonNull(substring, "substring")));
  }
}
