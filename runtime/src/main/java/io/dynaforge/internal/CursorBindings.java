package io.dynaforge.internal;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.InvalidCursorException;
import io.dynaforge.core.InvalidCursorException.Reason;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import io.dynaforge.mapping.MapperRegistry;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.springframework.data.domain.KeysetScrollPosition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one check of a position's binding, shared by the blocking and the reactive {@code window}: a
 * position a repository method issued (and {@code CursorCodec} sealed) continues only the same
 * method, with the same arguments, over the same key schema. Positions without a binding (built by
 * user code) pass unchecked.
 */
public final class CursorBindings {

  private static final Base64.Encoder DIGEST_TEXT = Base64.getUrlEncoder().withoutPadding();

  private CursorBindings() {}

  /**
   * The binding of one call: the plan's method, a digest of the bound values (the
   * {@code ScrollPosition} and {@code Limit} are not among them) and the key schema of {@code type}
   * read through the query's index.
   */
  public static CursorBinding of(QueryPlan.Bound bound, MapperRegistry mappers, Class<?> type) {
    return new CursorBinding(bound.plan().method(), arguments(bound.query()),
        schema(mappers, type, bound.query().indexName()));
  }

  /**
   * The start key of {@code position} for the call bound by {@code expected}: its keys without the
   * reserved entry, {@code null} for the initial position.
   *
   * @throws InvalidCursorException when the position was issued by another method, for other
   *     arguments or for another key schema
   */
  public static Cursor startKey(KeysetScrollPosition position, CursorBinding expected) {
    if (position == null || position.isInitial()) {
      return null;
    }
    CursorBinding issued = CursorBinding.of(position);
    if (issued != null) {
      if (!issued.method().equals(expected.method())) {
        throw new InvalidCursorException(Reason.OTHER_QUERY,
            "The cursor was issued by " + issued.method() + ", not " + expected.method());
      }
      if (!issued.schema().equals(expected.schema())) {
        throw new InvalidCursorException(Reason.OTHER_QUERY, "The cursor was issued by " + issued.method()
            + " over another key schema (the model changed since); start again from the first page");
      }
      if (!issued.arguments().equals(expected.arguments())) {
        throw new InvalidCursorException(Reason.OTHER_QUERY,
            "The cursor was issued by " + issued.method() + " for other arguments");
      }
    }
    return Cursor.fromPosition(position); // the reserved entry left out
  }

  /** SHA-256 of the bound values in placeholder order, each with its type, truncated to 128 bits. */
  static String arguments(DynamoDbQuery query) {
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, AttributeValue> entry : new TreeMap<>(query.values()).entrySet()) {
      text.append(entry.getKey()).append('=');
      canonical(entry.getValue(), text);
      text.append(';');
    }
    return digest(text.toString());
  }

  /** Type-tagged, length-prefixed, map entries sorted: equal values give equal text, unequal ones never do. */
  private static void canonical(AttributeValue value, StringBuilder text) {
    switch (value.type()) {
      case S -> string('S', value.s(), text);
      case N -> string('N', value.n(), text);
      case B -> string('B', Base64.getEncoder().encodeToString(value.b().asByteArray()), text);
      case BOOL -> text.append(value.bool() ? "T" : "F");
      case NUL -> text.append('0');
      case SS -> value.ss().forEach(s -> string('s', s, text.append('(')));
      case NS -> value.ns().forEach(n -> string('n', n, text.append('(')));
      case BS -> value.bs().forEach(b -> string('b', Base64.getEncoder().encodeToString(b.asByteArray()),
          text.append('(')));
      case L -> {
        text.append('L').append(value.l().size()).append('[');
        value.l().forEach(v -> canonical(v, text));
        text.append(']');
      }
      case M -> {
        text.append('M').append(value.m().size()).append('{');
        new TreeMap<>(value.m()).forEach((k, v) -> {
          string('k', k, text);
          canonical(v, text);
        });
        text.append('}');
      }
      default -> string('?', value.toString(), text);
    }
  }

  private static void string(char type, String value, StringBuilder text) {
    text.append(type).append(value.length()).append(':').append(value);
  }

  /**
   * The table, index and key attributes (names and types) that give a LastEvaluatedKey its shape:
   * a model whose keys changed does not take the cursors issued before.
   */
  static String schema(MapperRegistry mappers, Class<?> type, String indexName) {
    StringBuilder text = new StringBuilder(type.getName()).append('|').append(indexName).append('|');
    if (mappers != null && mappers.hasMapper(type)) {
      var mapper = mappers.mapperFor(type);
      EntityMetadata metadata = mapper.metadata();
      text.append(metadata.tableName()).append('|');
      keys(metadata, text);
      for (EntityMetadata index : mapper.tableIndexes()) {
        if (index.index() != null && index.index().name().equals(indexName)) {
          keys(index, text);
        }
      }
    }
    return digest(text.toString());
  }

  private static void keys(EntityMetadata metadata, StringBuilder text) {
    for (List<KeyAttribute> attributes : List.of(metadata.partitionKey(), metadata.sortKey())) {
      for (KeyAttribute attribute : attributes) {
        text.append(attribute.attributeName()).append(':').append(attribute.type()).append(',');
      }
      text.append('/');
    }
  }

  private static String digest(String text) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
      return DIGEST_TEXT.encodeToString(Arrays.copyOf(hash, 16));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is not available", e);
    }
  }
}
