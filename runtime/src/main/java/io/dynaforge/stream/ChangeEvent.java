package io.dynaforge.stream;

import io.dynaforge.annotation.ChangeType;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One change of one item, decoded to its entity kind by a {@link StreamDecoder}.
 *
 * @param type {@code INSERT}, {@code MODIFY} or {@code REMOVE}
 * @param entityType the entity class, or {@code UnmappedItem.class} for a row no kind claims
 * @param oldImage the item before the change, decoded; {@code null} for an insert or when the stream
 *     view carries no old image ({@code KEYS_ONLY}, {@code NEW_IMAGE})
 * @param newImage the item after the change, decoded; {@code null} for a removal or when the stream
 *     view carries no new image ({@code KEYS_ONLY}, {@code OLD_IMAGE})
 * @param keys the key attributes of the item (always present)
 * @param sequenceNumber the record's sequence number within its shard
 * @param approximateCreationTime when the change was made (to the second, or finer where the stream says)
 * @param expired {@code true} for a deletion made by time to live (user identity type {@code Service},
 *     principal {@code dynamodb.amazonaws.com})
 * @param tableName the physical table name
 * @param <T> the entity type
 */
public record ChangeEvent<T>(ChangeType type, Class<T> entityType, T oldImage, T newImage,
    Map<String, AttributeValue> keys, String sequenceNumber, Instant approximateCreationTime, boolean expired,
    String tableName) {

  public ChangeEvent {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(entityType, "entityType");
    keys = keys == null ? Map.of() : Map.copyOf(keys);
  }

  /**
   * This event typed as an event of {@code type}, for dispatchers: generated ones call it after checking
   * {@link #entityType()}.
   *
   * @throws ClassCastException when the event is of another kind
   */
  @SuppressWarnings("unchecked")
  public <E> ChangeEvent<E> as(Class<E> type) {
    if (entityType != type) {
      throw new ClassCastException("a change of " + entityType.getName() + ", not of " + type.getName());
    }
    return (ChangeEvent<E>) this;
  }

  /** Whether the event is of a row no kind claims. */
  public boolean isUnmapped() {
    return entityType == UnmappedItem.class;
  }
}
