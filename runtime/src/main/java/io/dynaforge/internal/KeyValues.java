package io.dynaforge.internal;

import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts plain id values (as passed to {@code findById}) into key attribute values. */
public final class KeyValues {

  private KeyValues() {}

  /**
   * Generated {@code keyOf} methods call this for each key property: a null key value is a mapping
   * error with the given message.
   */
  public static void requireKey(Object value, String message) {
    if (value == null) {
      throw new DynamoDbMappingException(message);
    }
  }

  /** The primary key map for a partition key value and an optional sort key value. */
  public static Map<String, AttributeValue> key(
      EntityMetadata metadata, Object partitionKey, Object sortKey) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    KeyAttribute pk = metadata.partitionKeyAttribute();
    key.put(pk.attributeName(), toAttributeValue(metadata, pk, partitionKey));
    KeyAttribute sk = metadata.sortKeyAttribute();
    if (sk != null) {
      key.put(sk.attributeName(), toAttributeValue(metadata, sk, sortKey));
    } else if (sortKey != null) {
      throw new DynamoDbMappingException(
          "Table '"
              + metadata.tableName()
              + "' of entity "
              + metadata.entityName()
              + " has no sort key, but a sort key value was given: "
              + sortKey);
    }
    return key;
  }

  /** One key value as S, N or B, following the key attribute's declared type. */
  public static AttributeValue toAttributeValue(
      EntityMetadata metadata, KeyAttribute attribute, Object value) {
    if (value == null) {
      throw new DynamoDbMappingException(
          "The key attribute '"
              + attribute.attributeName()
              + "' of entity "
              + metadata.entityName()
              + " (table '"
              + metadata.tableName()
              + "') is null; every key attribute needs a value");
    }
    return switch (attribute.type()) {
      case S -> AttributeValue.fromS(value instanceof Enum<?> e ? e.name() : value.toString());
      case N -> {
        if (value instanceof Number n) {
          yield AttributeValue.fromN(
              n instanceof BigDecimal bd ? bd.toPlainString() : n.toString());
        }
        throw new DynamoDbMappingException(
            "The key attribute '"
                + attribute.attributeName()
                + "' of entity "
                + metadata.entityName()
                + " is numeric (N), but the value given is a "
                + value.getClass().getName());
      }
      case B -> {
        if (value instanceof byte[] bytes) {
          yield AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
        } else if (value instanceof SdkBytes bytes) {
          yield AttributeValue.fromB(bytes);
        } else if (value instanceof ByteBuffer buffer) {
          yield AttributeValue.fromB(SdkBytes.fromByteBuffer(buffer));
        }
        throw new DynamoDbMappingException(
            "The key attribute '"
                + attribute.attributeName()
                + "' of entity "
                + metadata.entityName()
                + " is binary (B), but the value given is a "
                + value.getClass().getName());
      }
      default -> throw new DynamoDbMappingException(
          "Unsupported key type " + attribute.type() + " for " + attribute.attributeName());
    };
  }
}
