package io.dynaforge.mapping;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.temporal.TemporalAccessor;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The generated fold of an {@code @ItemCollectionView}: routes each row of one partition (of the
 * table, or of an index) to the view's members by its sort key and builds the view, without
 * reflection. Registered for {@link java.util.ServiceLoader} like entity mappers.
 *
 * @param <V> the view type
 */
public interface ItemCollectionMapper<V> {

  Class<V> type();

  /** The logical table the collection lives in. */
  String tableName();

  /** The index it is read from, or {@code null} for the base table. */
  String indexName();

  /** The partition-key attribute of the table or index queried. */
  String partitionKeyAttribute();

  /** The sort-key attribute of the table or index queried (the fixed finders' sort-key conditions). */
  String sortKeyAttribute();

  /**
   * A key value of the partition-key or sort-key attribute, converted as the table's entity that
   * writes the attribute stores it. The generated fold overrides this for the key attributes it can
   * attribute at build time to an entity of the table (the first by qualified name of this
   * compilation's, or of an earlier compilation of the same output, that writes it), delegating to
   * that entity's generated {@link EntityMapper#keyValue}, so that a key stored through a
   * {@code @Converter} is found by the value the property holds. This default is the rule for an
   * attribute no visible entity writes: an {@link AttributeValue} as it is, else S, N or B by the
   * value's Java type (a {@link Number} as N, a {@code byte[]}, {@link SdkBytes} or {@link ByteBuffer}
   * as B, a {@link CharSequence}, an enum's name, a {@link Character}, {@link UUID} or
   * {@code java.time} value's text as S). Any other type is refused rather than sent as its
   * {@code toString()}, which would silently match nothing.
   *
   * @throws DynamoDbMappingException when the value is null, or of another type than the attribute's
   *     property converts (or, by default, of a type with no key conversion)
   */
  default AttributeValue keyValue(String attribute, Object value) {
    if (value == null) {
      throw new DynamoDbMappingException("The key attribute '" + attribute + "' of the item collection "
          + type().getSimpleName() + " (table '" + tableName() + "') is null; a key condition needs a value");
    }
    if (value instanceof AttributeValue av) {
      return av;
    }
    if (value instanceof Number n) {
      return AttributeValue.fromN(n instanceof BigDecimal bd ? bd.toPlainString() : n.toString());
    }
    if (value instanceof byte[] bytes) {
      return AttributeValue.fromB(SdkBytes.fromByteArray(bytes));
    }
    if (value instanceof SdkBytes bytes) {
      return AttributeValue.fromB(bytes);
    }
    if (value instanceof ByteBuffer buffer) {
      return AttributeValue.fromB(SdkBytes.fromByteBuffer(buffer));
    }
    if (value instanceof Enum<?> e) {
      return AttributeValue.fromS(e.name());
    }
    if (value instanceof CharSequence || value instanceof Character || value instanceof UUID
        || value instanceof TemporalAccessor) {
      return AttributeValue.fromS(value.toString());
    }
    throw new DynamoDbMappingException("The key attribute '" + attribute + "' of the item collection "
        + type().getSimpleName() + " (table '" + tableName() + "') has no conversion for a "
        + value.getClass().getName() + ": no @Table entity of the table visible when the view was compiled"
        + " writes it; pass the stored value as an AttributeValue, or a String, number or byte[]");
  }

  /**
   * Folds rows, in sort-key order, into the view. Rows matching no member are ignored; a
   * single-valued member matched by two rows is an {@code IncorrectResultSizeDataAccessException}.
   * No per-row after-convert callbacks or events fire.
   */
  V fold(List<Map<String, AttributeValue>> rows);
}
