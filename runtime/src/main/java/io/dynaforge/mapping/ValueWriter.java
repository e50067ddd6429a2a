package io.dynaforge.mapping;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts one non-null Java value to an attribute value; generated code passes these to collections. */
@FunctionalInterface
public interface ValueWriter<T> {
  AttributeValue write(T value);
}
