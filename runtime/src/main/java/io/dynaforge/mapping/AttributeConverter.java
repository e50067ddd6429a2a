package io.dynaforge.mapping;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts a property type the mapper does not support natively. Name the implementation on the
 * property with {@code @Converter(MyConverter.class)}; it needs a public no-arg constructor, and its
 * type argument must be the property's type (both checked at compile time).
 *
 * <p>Generated mappers hold one instance per converter class; implementations must be thread-safe.
 *
 * @param <T> the property type
 */
public interface AttributeConverter<T> {

  /** Converts a non-null value. */
  AttributeValue toAttributeValue(T value);

  /** Converts a stored attribute back. */
  T fromAttributeValue(AttributeValue value);
}
