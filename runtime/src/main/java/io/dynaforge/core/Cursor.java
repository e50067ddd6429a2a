package io.dynaforge.core;

import io.dynaforge.mapping.AttributeValueConversions;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.KeysetScrollPosition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where a paged read continues: DynamoDB's {@code LastEvaluatedKey}, sent back as the next request's
 * {@code ExclusiveStartKey}. Immutable; never empty (an absent or empty key is no cursor, {@code null}).
 *
 * <p>The one place a cursor meets the plain-valued key maps of Spring Data's
 * {@link KeysetScrollPosition} (and of {@link EntityQueryResult#getLastEvaluatedKey()}): {@link
 * #toKeys()} gives S as {@code String}, N as {@code BigDecimal}, B as {@code byte[]} (BOOL as
 * {@code Boolean}); {@link #fromKeys} takes those, or any value of the conversion table, and leaves
 * out the reserved entry a repository's position carries ({@link CursorBinding#KEY}). Between two
 * pages of one read the cursor stays in attribute values: nothing is converted.
 */
public final class Cursor {

  private final Map<String, AttributeValue> key;

  private Cursor(Map<String, AttributeValue> key) {
    this.key = key;
  }

  /** The cursor of a {@code LastEvaluatedKey}; {@code null} for a null or empty one (no further page). */
  public static Cursor of(Map<String, AttributeValue> lastEvaluatedKey) {
    if (lastEvaluatedKey == null || lastEvaluatedKey.isEmpty()) {
      return null;
    }
    return new Cursor(Collections.unmodifiableMap(new LinkedHashMap<>(lastEvaluatedKey)));
  }

  /**
   * The cursor of a plain-valued key map (a keyset position's keys, a {@link #toKeys()} map), without
   * the reserved entry; {@code null} for a null map or one holding nothing else.
   *
   * @throws InvalidDataAccessApiUsageException for a null value or one the conversion table cannot
   *     store, naming the attribute
   */
  public static Cursor fromKeys(Map<String, ?> keys) {
    if (keys == null || keys.isEmpty()) {
      return null;
    }
    Map<String, AttributeValue> key = new LinkedHashMap<>(keys.size() * 2);
    for (Map.Entry<String, ?> entry : keys.entrySet()) {
      if (CursorBinding.KEY.equals(entry.getKey())) {
        continue;
      }
      if (entry.getValue() == null) {
        throw new InvalidDataAccessApiUsageException("Invalid start cursor: the attribute '" + entry.getKey()
            + "' is null");
      }
      try {
        key.put(entry.getKey(), AttributeValueConversions.toAttributeValue(entry.getValue()));
      } catch (IllegalArgumentException e) {
        throw new InvalidDataAccessApiUsageException("Invalid start cursor: the attribute '" + entry.getKey()
            + "': " + e.getMessage(), e);
      }
    }
    return of(key);
  }

  /** The cursor of a keyset position; {@code null} for none or the initial one. */
  public static Cursor fromPosition(KeysetScrollPosition position) {
    return position == null ? null : fromKeys(position.getKeys());
  }

  /** The {@code ExclusiveStartKey} to send (unmodifiable). */
  public Map<String, AttributeValue> exclusiveStartKey() {
    return key;
  }

  /** The key with plain values, as a keyset position holds it (unmodifiable). */
  public Map<String, Object> toKeys() {
    return Collections.unmodifiableMap(plain());
  }

  /** {@link #toKeys()} with {@code binding} as the reserved entry: the keys of a repository's position. */
  public Map<String, Object> toKeys(CursorBinding binding) {
    Map<String, Object> keys = plain();
    keys.put(CursorBinding.KEY, binding);
    return Collections.unmodifiableMap(keys);
  }

  private Map<String, Object> plain() {
    Map<String, Object> plain = new LinkedHashMap<>(key.size() * 2 + 2);
    for (Map.Entry<String, AttributeValue> entry : key.entrySet()) {
      plain.put(entry.getKey(), AttributeValueConversions.toKeyValue(entry.getKey(), entry.getValue()));
    }
    return plain;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Cursor cursor && key.equals(cursor.key);
  }

  @Override
  public int hashCode() {
    return key.hashCode();
  }

  @Override
  public String toString() {
    return "Cursor" + AttributeValueConversions.describeKey(key);
  }
}
