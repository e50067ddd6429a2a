package io.dynaforge.core;

import io.dynaforge.mapping.AttributeValueConversions;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.domain.KeysetScrollPosition;
import org.springframework.data.domain.ScrollPosition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where a paged read continues: DynamoDB's {@code LastEvaluatedKey}, sent back as the next request's
 * {@code ExclusiveStartKey}. Immutable; never empty (an absent or empty key is no cursor, {@code null}).
 *
 * <p>Every API that takes or returns a position takes or returns a {@code Cursor}; the one place a
 * cursor meets a plain-valued key map is Spring Data's {@link KeysetScrollPosition}, whose keys are
 * converted here and nowhere else: {@link #toKeyset()} gives S as {@code String}, N as {@code
 * BigDecimal}, B as {@code byte[]} (BOOL as {@code Boolean}); {@link #ofKeyset} takes those, or any
 * value of the conversion table, and leaves out the reserved entry a repository's position carries
 * ({@link CursorBinding#KEY}). Between two pages of one read the cursor stays in attribute values:
 * nothing is converted.
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
   * The cursor of a keyset position's plain-valued keys (a {@link #toKeyset()} map), without
   * the reserved entry; {@code null} for a null map or one holding nothing else.
   *
   * @throws InvalidDataAccessApiUsageException for a null value or one the conversion table cannot
   *     store, naming the attribute
   */
  public static Cursor ofKeyset(Map<String, ?> keys) {
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
    return position == null ? null : ofKeyset(position.getKeys());
  }

  /** The {@code ExclusiveStartKey} to send (unmodifiable). */
  public Map<String, AttributeValue> exclusiveStartKey() {
    return key;
  }

  /** The key with plain values, as a keyset position holds it (unmodifiable). */
  public Map<String, Object> toKeyset() {
    return Collections.unmodifiableMap(plain());
  }

  /**
   * The keyset position continuing after {@code cursor} ({@code null}: the initial position), in the
   * given direction, carrying {@code binding} ({@code null}: none) as the reserved entry: a
   * repository's position, as a {@code Window} and {@link CursorCodec#decode} give it.
   */
  public static KeysetScrollPosition position(Cursor cursor, CursorBinding binding, boolean forward) {
    Map<String, Object> keys = cursor == null ? new LinkedHashMap<>(2) : cursor.plain();
    if (binding != null) {
      keys.put(CursorBinding.KEY, binding);
    }
    Map<String, Object> unmodifiable = Collections.unmodifiableMap(keys);
    return forward ? ScrollPosition.forward(unmodifiable) : ScrollPosition.backward(unmodifiable);
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
