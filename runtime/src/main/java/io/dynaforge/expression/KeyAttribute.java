package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A key attribute of the entity {@code T}: the table's partition or sort key, or a key column a
 * template composes (an index's keys). Usable in conditions; an {@link Update} does not take it, so
 * an update of a key does not compile (DynamoDB refuses to update key attributes).
 *
 * @param <T> the entity type
 * @param <V> the property's Java type ({@code String} for a template-composed column)
 */
public final class KeyAttribute<T, V> extends TypedAttribute<T, V> {

  private KeyAttribute(String name, ValueWriter<? super V> codec) {
    super(name, codec);
  }

  /** Called by generated code; {@code codec} is the key property's conversion. */
  public static <T, V> KeyAttribute<T, V> of(String attributeName, ValueWriter<? super V> codec) {
    return new KeyAttribute<>(attributeName, codec);
  }

  /** {@code begins_with(attribute, prefix)}, for a string key (e.g. a template's prefix from {@code _Keys}). */
  public Condition<T> beginsWith(String prefix) {
    return function("begins_with", AttributeValue.fromS(Objects.requireNonNull(prefix, "prefix")));
  }
}
