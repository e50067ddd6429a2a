package io.dynaforge.core.engine;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.DynamoDbOperationContext;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMapper;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The write phase of {@code saveAll} (PutRequests) and of {@code deleteAll}/{@code deleteAllById}
 * (DeleteRequests): the prepared items (keys) grouped by physical table (first-seen order, a later one
 * with the same key replacing an earlier one), sent as BatchWriteItem requests of at most 25, retrying
 * only the unprocessed ones with the {@link BatchRetryPolicy}. Each item confirmed is marked
 * {@link Pending#done}. Any failure throws a {@link BatchWriteIncompleteException} naming every item not
 * confirmed written (deleted).
 */
final class BatchWriter {

  static final int BATCH_WRITE_SIZE = 25;

  private final DynamoDbExceptionTranslator translator;
  private final BatchRetryPolicy batchRetryPolicy;

  BatchWriter(TemplateServices ctx) {
    this.translator = ctx.translator();
    this.batchRetryPolicy = ctx.batchRetryPolicy();
  }

  /** An entity of a saveAll (or an entity or id of a batch delete) on its way: its prepared state and item. */
  static final class Pending {
    final int index;
    /** The entity (after callbacks); for {@code deleteAllById}, the id as given. */
    final Object entity;
    final EntityMapper<Object> mapper;
    final String table;
    /** The item of a put; null for a delete. */
    Map<String, AttributeValue> item;
    Map<String, AttributeValue> key;
    /** Whether DynamoDB confirmed it written (deleted). */
    boolean done;
    /** The write as the write stages prepared it. */
    ItemWrite<Object> write;

    /** The pending put of a prepared write. */
    static Pending of(int index, ItemWrite<Object> write) {
      Pending p = new Pending(index, write.entity, write.mapper, write.table);
      p.item = write.item;
      p.key = write.key;
      p.write = write;
      return p;
    }

    Pending(int index, Object entity, EntityMapper<Object> mapper, String table) {
      this.index = index;
      this.entity = entity;
      this.mapper = mapper;
      this.table = table;
    }

    WriteRequest request() {
      return item != null ? WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build()
          : WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(key).build()).build();
    }
  }

  /** The call the batch belongs to, for messages: {@code saveAll}, "written"; {@code deleteAll}, "deleted". */
  private record Call(String name, String done) {
  }

  private static final Call SAVE_ALL = new Call("saveAll", "written");

  /**
   * Puts items already converted and checked ({@link Pending#item} and {@link Pending#key} set, the
   * extensions applied): grouped by physical table in first-seen order, a later one with the same key
   * replacing an earlier one (BatchWriteItem rejects duplicate keys in one request).
   *
   * @return the requests; their result is the number of items written
   */
  RequestSequence<Integer> writeConverted(List<Pending> pending) {
    Map<String, LinkedHashMap<Map<String, Object>, Pending>> byTable = new LinkedHashMap<>();
    for (Pending p : pending) {
      byTable.computeIfAbsent(p.table, t -> new LinkedHashMap<>()).put(KeyIdentity.of(p.key), p);
    }
    return new WriteSequence(groups(byTable), SAVE_ALL);
  }

  /**
   * Deletes the prepared keys ({@link Pending#key} set, no item), grouped by table as {@link #writeConverted}
   * groups items; the write stages (kind, extensions as BATCH_DELETE, event) have
   * seen them before anything is sent.
   *
   * @param call {@code deleteAll} or {@code deleteAllById}, for messages
   * @return the requests; their result is the number of items deleted
   */
  RequestSequence<Integer> delete(List<Pending> pending, String call) {
    Map<String, LinkedHashMap<Map<String, Object>, Pending>> byTable = new LinkedHashMap<>();
    for (Pending p : pending) {
      byTable.computeIfAbsent(p.table, t -> new LinkedHashMap<>()).put(KeyIdentity.of(p.key), p);
    }
    return new WriteSequence(groups(byTable), new Call(call, "deleted"));
  }

  private static List<List<Pending>> groups(Map<String, LinkedHashMap<Map<String, Object>, Pending>> byTable) {
    List<List<Pending>> groups = new ArrayList<>();
    for (LinkedHashMap<Map<String, Object>, Pending> group : byTable.values()) {
      groups.add(new ArrayList<>(group.values()));
    }
    return groups;
  }

  /**
   * Every group (one per physical table, in order) chunk by chunk, each chunk's unprocessed items
   * retried with the {@link BatchRetryPolicy}; its result is the count of confirmed writes.
   */
  private final class WriteSequence implements RequestSequence<Integer> {
    private final List<List<Pending>> groups;
    private final Call call;
    private int group;
    /** The first item of the next chunk in the current group. */
    private int nextInGroup;
    /** The current chunk's items not confirmed yet; null: the next chunk. */
    private List<Pending> remaining;
    private String table;
    private int attempt;
    private int written;

    WriteSequence(List<List<Pending>> groups, Call call) {
      this.groups = groups;
      this.call = call;
    }

    @Override
    public RequestOperation<?, ?, ?> next() {
      if (remaining == null) {
        while (group < groups.size() && nextInGroup >= groups.get(group).size()) {
          group++;
          nextInGroup = 0;
        }
        if (group >= groups.size()) {
          return null;
        }
        List<Pending> current = groups.get(group);
        remaining = current.subList(nextInGroup, Math.min(current.size(), nextInGroup + BATCH_WRITE_SIZE));
        nextInGroup += remaining.size();
        table = remaining.get(0).table;
        attempt = 0;
      }
      attempt++;
      List<WriteRequest> writes = new ArrayList<>(remaining.size());
      for (Pending p : remaining) {
        writes.add(p.request());
      }
      BatchWriteItemRequest request = BatchWriteItemRequest.builder().requestItems(Map.of(table, writes)).build();
      return new ItemOperations.Operation<>(DynamoDbCall.BATCH_WRITE_ITEM, () -> request, this::written, e -> {
        DataAccessException cause = translator.translate(e, new DynamoDbOperationContext(
            "BatchWriteItem", remaining.get(0).mapper.metadata().entityName(), table, null));
        return OperationFailure.thrown(incomplete(remaining, groups, group, nextInGroup, table, attempt, written,
            "request " + attempt + " failed (" + cause.getMessage() + ")", cause, call));
      });
    }

    /** Marks what DynamoDB confirmed; keeps the unprocessed ones for the next attempt. */
    private Void written(BatchWriteItemResponse response) {
      List<WriteRequest> unprocessed = response.hasUnprocessedItems() ? response.unprocessedItems().get(table) : null;
      if (unprocessed == null || unprocessed.isEmpty()) {
        for (Pending p : remaining) {
          p.done = true;
        }
        written += remaining.size();
        remaining = null;
        return null;
      }
      Map<Map<String, AttributeValue>, Pending> byKey = new HashMap<>();
      for (Pending p : remaining) {
        byKey.put(p.key, p);
      }
      List<Pending> left = new ArrayList<>(unprocessed.size());
      for (WriteRequest write : unprocessed) {
        Map<String, AttributeValue> item = write.putRequest() != null ? write.putRequest().item()
            : write.deleteRequest() != null ? write.deleteRequest().key() : null;
        Pending p = item == null ? null : byKey.get(TemplateServices.keyOfItem(remaining.get(0).mapper.metadata(), item));
        if (p != null) {
          left.add(p);
        }
      }
      if (left.isEmpty()) {
        left = remaining; // unrecognisable unprocessed items: retry the whole remainder, never lose one
      }
      for (Pending p : remaining) {
        p.done = !left.contains(p);
      }
      written += remaining.size() - left.size();
      remaining = left;
      if (attempt >= batchRetryPolicy.maxAttempts()) {
        throw incomplete(remaining, groups, group, nextInGroup, table, attempt, written,
            "DynamoDB still returned them as unprocessed after " + attempt + " attempts", null, call);
      }
      return null;
    }

    @Override
    public Duration delay() {
      return attempt <= 1 ? Duration.ZERO : batchRetryPolicy.delayBeforeRetry(attempt - 1);
    }

    @Override
    public Integer result() {
      return written;
    }

    @Override
    public RuntimeException interrupted(InterruptedException e) {
      return incomplete(remaining, groups, group, nextInGroup, table, attempt - 1, written,
          "interrupted while backing off", e, call);
    }
  }

  private BatchWriteIncompleteException incomplete(List<Pending> remaining, List<List<Pending>> groups, int group,
      int nextInGroup, String table, int attempts, int written, String why, Throwable cause, Call call) {
    List<Pending> unwritten = new ArrayList<>(remaining);
    List<Pending> current = groups.get(group);
    unwritten.addAll(current.subList(Math.min(nextInGroup, current.size()), current.size()));
    for (int g = group + 1; g < groups.size(); g++) {
      unwritten.addAll(groups.get(g));
    }
    unwritten.sort((a, b) -> Integer.compare(a.index, b.index));
    List<Object> entities = new ArrayList<>(unwritten.size());
    List<String> keys = new ArrayList<>(unwritten.size());
    for (Pending p : unwritten) {
      entities.add(p.entity);
      keys.add(p.mapper.metadata().entityName() + AttributeValueConversions.describeKey(p.key));
    }
    String listed = keys.size() <= TemplateServices.KEYS_IN_MESSAGE ? keys.toString()
        : keys.subList(0, TemplateServices.KEYS_IN_MESSAGE) + " and " + (keys.size() - TemplateServices.KEYS_IN_MESSAGE) + " more";
    String message = call.name() + ": " + unwritten.size() + " item(s) not confirmed " + call.done() + " ("
        + remaining.size() + " in table '" + table + "' after " + attempts + " attempt(s): " + why + "; " + written
        + " item(s) were " + call.done() + "). Not " + call.done() + ": " + listed
        + ". The exception's getUnwrittenEntities() lists them all.";
    return new BatchWriteIncompleteException(message, entities, keys, table, attempts, written, cause);
  }
}
