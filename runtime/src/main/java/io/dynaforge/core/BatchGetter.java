package io.dynaforge.core;

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
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/**
 * {@code findAllById}/{@code batchGet}: the ids deduplicated, read with BatchGetItem in chunks of
 * {@value #BATCH_GET_SIZE} keys, unprocessed keys retried with the {@link BatchRetryPolicy}; found
 * entities come back in the order of their first id.
 */
final class BatchGetter {

  static final int BATCH_GET_SIZE = 100;

  private final TemplateContext ctx;

  BatchGetter(TemplateContext ctx) {
    this.ctx = ctx;
  }

  <T> List<T> batchGet(Class<T> type, Iterable<?> ids, boolean consistentRead) {
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
    List<Map<String, AttributeValue>> ordered = new ArrayList<>(keys.values());
    Map<Map<String, Object>, Map<String, AttributeValue>> found = new HashMap<>();
    for (int from = 0; from < ordered.size(); from += BATCH_GET_SIZE) {
      List<Map<String, AttributeValue>> remaining = ordered.subList(from, Math.min(ordered.size(), from + BATCH_GET_SIZE));
      int attempt = 0;
      while (!remaining.isEmpty()) {
        attempt++;
        KeysAndAttributes.Builder request = KeysAndAttributes.builder().keys(remaining);
        if (consistentRead) {
          request.consistentRead(Boolean.TRUE);
        }
        BatchGetItemResponse response;
        try {
          response = ctx.client.batchGetItem(BatchGetItemRequest.builder().requestItems(Map.of(table, request.build())).build());
        } catch (SdkException e) {
          throw incomplete(metadata, table, ordered, from, remaining, attempt, ctx.translate(e, "BatchGetItem", metadata,
              table, null));
        }
        List<Map<String, AttributeValue>> items = response.hasResponses() ? response.responses().get(table) : null;
        if (items != null) {
          for (Map<String, AttributeValue> item : items) {
            found.put(KeyIdentity.of(TemplateContext.keyOfItem(metadata, item)), item);
          }
        }
        KeysAndAttributes unprocessed = response.hasUnprocessedKeys() ? response.unprocessedKeys().get(table) : null;
        remaining = unprocessed == null || !unprocessed.hasKeys() ? List.of() : unprocessed.keys();
        if (!remaining.isEmpty()) {
          if (attempt >= ctx.batchRetryPolicy.maxAttempts()) {
            throw incomplete(metadata, table, ordered, from, remaining, attempt, null);
          }
          Duration delay = ctx.batchRetryPolicy.delayBeforeRetry(attempt);
          try {
            Thread.sleep(delay.toMillis());
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DataAccessResourceFailureException("BatchGetItem interrupted while backing off", e);
          }
        }
      }
    }
    List<T> result = new ArrayList<>(found.size());
    for (Map<String, AttributeValue> key : ordered) {
      Map<String, AttributeValue> item = found.get(KeyIdentity.of(key));
      if (item != null) {
        T entity = ctx.read(mapper, item, table);
        if (entity != null) { // null: another kind's, expired, or an extension skipped it
          result.add(entity);
        }
      }
    }
    return result;
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
        + unread.stream().limit(TemplateContext.KEYS_IN_MESSAGE).toList()
        + (unread.size() > TemplateContext.KEYS_IN_MESSAGE ? " and " + (unread.size() - TemplateContext.KEYS_IN_MESSAGE)
            + " more; getUnreadKeys() lists them all" : ""), unread, table, cause);
  }
}
