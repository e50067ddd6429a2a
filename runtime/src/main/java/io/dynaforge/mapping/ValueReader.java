package io.dynaforge.mapping;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts one attribute value back to Java; the path names the property for error messages. */
@FunctionalInterface
public interface ValueReader<T> {
  T read(AttributeValue value, AttributePath path);
}
