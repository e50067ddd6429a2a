package io.dynaforge.internal;

import io.dynaforge.mapping.DynamoDbMappingException;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks for generated key codecs ({@code keyOf} and {@code keyValue} of each generated mapper): a
 * key value must be there and be of the property's own type, which the generated code then converts
 * exactly as {@code toItem} writes it. Each check throws (rather than the generated code) so that
 * a mapper's bytecode names no exception class.
 */
public final class KeyValues {

  private KeyValues() {}

  /**
   * Generated {@code keyOf(entity)} methods call this for each key property: a null key value is a
   * mapping error with the given message.
   */
  public static void requireKey(Object value, String message) {
    if (value == null) {
      throw new DynamoDbMappingException(message);
    }
  }

  /**
   * A key value given as an id or a key condition, as the type the attribute's property converts
   * ({@code Number} for a plain numeric property, whose text DynamoDB compares as a number).
   *
   * @throws DynamoDbMappingException naming the entity, its table and the attribute, when the value
   *     is null or of another type
   */
  public static <V> V require(Object value, Class<V> type, String entity, String table, String attribute) {
    if (value == null) {
      throw new DynamoDbMappingException("The key attribute '" + attribute + "' of " + entity + " (table '" + table
          + "') is null; every key attribute needs a value");
    }
    if (!type.isInstance(value)) {
      throw new DynamoDbMappingException("The key attribute '" + attribute + "' of " + entity + " (table '" + table
          + "') takes a " + type.getName() + ", which it converts as its property is stored, not a "
          + value.getClass().getName() + " (" + value + ")");
    }
    return type.cast(value);
  }

  /**
   * {@link #require} of a {@code String} key value, stored as S: one non-generic call for the most
   * common case of a generated {@code keyValue} switch.
   */
  public static AttributeValue s(Object value, String entity, String table, String attribute) {
    return AttributeValues.s(require(value, String.class, entity, table, attribute));
  }

  /**
   * {@link #require} of a numeric key value, stored as N: any {@link Number} is the same key as the
   * property's own type, since DynamoDB compares numbers by value.
   */
  public static AttributeValue n(Object value, String entity, String table, String attribute) {
    return AttributeValues.n(require(value, Number.class, entity, table, attribute));
  }

  /** A sort key value given for a table that has none is a mapping error. */
  public static void requireNoSortKey(Object sortKey, String entity, String table) {
    if (sortKey != null) {
      throw new DynamoDbMappingException("Table '" + table + "' of entity " + entity
          + " has no sort key, but a sort key value was given: " + sortKey);
    }
  }

  /** The end of a generated {@code keyValue} switch: the entity writes no such S, N or B attribute. */
  public static AttributeValue notAKeyAttribute(String entity, String table, String attribute) {
    throw new DynamoDbMappingException("'" + attribute + "' is not an attribute " + entity + " (table '" + table
        + "') writes as S, N or B, so it cannot be a key of the table or of an index");
  }
}
