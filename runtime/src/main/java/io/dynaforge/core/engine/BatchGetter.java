package io.dynaforge.core.engine;

import io.dynaforge.core.BatchGetIncompleteException;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.dao.DataAccessResourceFailureException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * {@code findAllById}/{@code batchGet}: the ids deduplicated, read with BatchGetItem in chunks of
 * {@value #BATCH_GET_SIZE} keys, unprocessed keys retried with the {@link io.dynaforge.core.BatchRetryPolicy}; found
 * entities come back in the order of their first id.
 */
final class BatchGetter {

  static final int BATCH_GET_SIZE = 100;

  private final TemplateServices ctx;

  BatchGetter(TemplateServices ctx) {
    this.ctx = ctx;
  }


  /** The BatchGetItem requests of the ids, chunk by chunk, retries included; the entities found, in id order. */
  <T> RequestSequence<List<T>> sequence(Class<T> type, Iterable<?> ids, boolean consistentRead) {
    Objects.requireNonNull(ids, "ids");
    EntityMapper<T> mapper = ctx.tableMapperFor(type, "be read with BatchGetItem");
    EntityMetadata metadata = mapper.metadata();
    String table = ctx.tableName(metadata);
    // keys equal in value (1.50 and 1.5) are sent once: DynamoDB refuses duplicates in one request
    LinkedHashMap<Map<String, Object>, Map<String, AttributeValue>> keys = new LinkedHashMap<>();
    for (Object id : ids) {
      Map<String, AttributeValue> key = ctx.keyForId(mapper, id, table);
      keys.putIfAbsent(KeyIdentity.of(key), key);
    }
    return new GetSequence<>(mapper, table, new ArrayList<>(keys.values()), consistentRead);
  }

  /** The chunks of one batch get and their retries; {@link #found} fills as responses come. */
  private final class GetSequence<T> implements RequestSequence<List<T>> {
    private final EntityMapper<T> mapper;
    private final EntityMetadata metadata;
    private final String table;
    private final List<Map<String, AttributeValue>> ordered;
    private final boolean consistentRead;
    private final Map<Map<String, Object>, Map<String, AttributeValue>> found = new HashMap<>();
    /** The first key of the current chunk. */
    private int from = -BATCH_GET_SIZE;
    /** The current chunk's keys not read yet; empty: the next chunk. */
    private List<Map<String, AttributeValue>> remaining = List.of();
    private int attempt;

    GetSequence(EntityMapper<T> mapper, String table, List<Map<String, AttributeValue>> ordered,
        boolean consistentRead) {
      this.mapper = mapper;
      this.metadata = mapper.metadata();
      this.table = table;
      this.ordered = ordered;
      this.consistentRead = consistentRead;
    }

    @Override
    public RequestOperation<?, ?, ?> next() {
      if (remaining.isEmpty()) {
        from += BATCH_GET_SIZE;
        if (from >= ordered.size()) {
          return null;
        }
        remaining = ordered.subList(from, Math.min(ordered.size(), from + BATCH_GET_SIZE));
        attempt = 0;
      }
      attempt++;
      KeysAndAttributes.Builder keys = KeysAndAttributes.builder().keys(remaining);
      if (consistentRead) {
        keys.consistentRead(Boolean.TRUE);
      }
      BatchGetItemRequest request = BatchGetItemRequest.builder().requestItems(Map.of(table, keys.build())).build();
      return new ItemOperations.Operation<>(DynamoDbCall.BATCH_GET_ITEM, () -> request, this::read,
          e -> OperationFailure.thrown(incomplete(metadata, table, ordered, from, remaining, attempt,
              ctx.translate(e, "BatchGetItem", metadata, table, null))));
    }

    private Void read(BatchGetItemResponse response) {
      List<Map<String, AttributeValue>> items = response.hasResponses() ? response.responses().get(table) : null;
      if (items != null) {
        for (Map<String, AttributeValue> item : items) {
          found.put(KeyIdentity.of(TemplateServices.keyOfItem(metadata, item)), item);
        }
      }
      KeysAndAttributes unprocessed = response.hasUnprocessedKeys() ? response.unprocessedKeys().get(table) : null;
      remaining = unprocessed == null || !unprocessed.hasKeys() ? List.of() : unprocessed.keys();
      if (!remaining.isEmpty() && attempt >= ctx.batchRetryPolicy().maxAttempts()) {
        throw incomplete(metadata, table, ordered, from, remaining, attempt, null);
      }
      return null;
    }

    @Override
    public Duration delay() {
      return attempt <= 1 ? Duration.ZERO : ctx.batchRetryPolicy().delayBeforeRetry(attempt - 1);
    }

    @Override
    public List<T> result() {
      List<T> result = new ArrayList<>(found.size());
      java.util.function.Function<Map<String, AttributeValue>, T> reader = ctx.reader(mapper, table);
      for (Map<String, AttributeValue> key : ordered) {
        Map<String, AttributeValue> item = found.get(KeyIdentity.of(key));
        if (item != null) {
          T entity = reader.apply(item);
          if (entity != null) { // null: another kind's, expired, or an extension skipped it
            result.add(entity);
          }
        }
      }
      return result;
    }

    @Override
    public RuntimeException interrupted(InterruptedException e) {
      return new DataAccessResourceFailureException("BatchGetItem interrupted while backing off", e);
    }
  }

  /**
   * The keys of this chunk still unprocessed and every key of the chunks not sent yet, named in a
   * {@link BatchGetIncompleteException} (the failed request's exception as its cause).
   */
  private static BatchGetIncompleteException incomplete(EntityMetadata metadata, String table,
      List<Map<String, AttributeValue>> ordered, int from, List<Map<String, AttributeValue>> remaining, int attempt,
      RuntimeException cause) {
    List<String> unread = new ArrayList<>();
    remaining.forEach(k -> unread.add(AttributeValueConversions.describeKey(k)));
    ordered.subList(Math.min(ordered.size(), from + BATCH_GET_SIZE), ordered.size())
        .forEach(k -> unread.add(AttributeValueConversions.describeKey(k)));
    String why = cause == null ? "still unprocessed after " + attempt + " attempt(s)"
        : "not read: request " + attempt + " failed (" + cause.getMessage() + ")";
    return new BatchGetIncompleteException("BatchGetItem of " + metadata.entityName() + " in table '" + table + "': "
        + unread.size() + " key(s) " + why + "; nothing is returned. Not read: "
        + unread.stream().limit(TemplateServices.KEYS_IN_MESSAGE).toList()
        + (unread.size() > TemplateServices.KEYS_IN_MESSAGE ? " and " + (unread.size() - TemplateServices.KEYS_IN_MESSAGE)
            + " more; getUnreadKeys() lists them all" : ""), unread, table, cause);
  }
}
