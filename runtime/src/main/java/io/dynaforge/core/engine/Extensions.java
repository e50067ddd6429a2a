package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.extension.WriteOperation;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * The registered {@link DynamoDbExtension}s and the one place their hooks are applied, one method per
 * request shape: {@link #put} (PutItem, a batch PutRequest, a transaction's Put), {@link #update}
 * (UpdateItem, a transaction's Update), {@link #keyed} (DeleteItem, a batch DeleteRequest, a
 * transaction's Delete or ConditionCheck) and {@link #read} (an item before conversion). Every path
 * calls them the same way and unconditionally: without extensions each returns at once, its input
 * unchanged, so a template without extensions does no extra work and no call site checks.
 *
 * <p>An extension's placeholders are renamed when the request already uses them ({@code #tenant} becomes
 * {@code #tenant1}), so they never collide with the operation's own.
 *
 * <p>How a write path calls them (after building its request, before sending it; nothing else to do):
 * <pre>{@code
 * // UpdateItem (an update by key, a typed Update, a save sent as UpdateItem: all UPDATE)
 * UpdateItemRequest request = ctx.extensions().update(WriteOperation.UPDATE, type, ...);
 * // a transaction's Update action
 * Update action = ctx.extensions().transactUpdate(type, ...);
 * // PutItem / Put, DeleteItem / Delete, ConditionCheck: the condition goes into the write's Conditions
 * Conditions conditions = new Conditions(userCondition);
 * item = ctx.extensions().put(WriteOperation.PUT, type, table, item, key, conditions);   // or
 * ctx.extensions().keyed(WriteOperation.TRANSACT_CONDITION_CHECK, type, table, key, conditions);
 * conditions.applyTo(b::conditionExpression, b::expressionAttributeNames, b::expressionAttributeValues);
 * }</pre>
 * A condition failure is then told apart as for a user condition: {@link Conditions#extended} (or an
 * UpdateItem whose condition changed) means the extension's condition may be the one that failed.
 */
@Internal
public final class Extensions {

  public static final Extensions NONE = new Extensions(List.of());

  private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

  private final DynamoDbExtension[] chain;
  /**
   * Whether any extension is registered. Every method below returns at once (its input unchanged, no
   * context built) when none is, so operations call them without checking.
   */
  final boolean active;

  public Extensions(List<DynamoDbExtension> extensions) {
    this.chain = extensions.toArray(new DynamoDbExtension[0]);
    this.active = chain.length > 0;
  }

  int size() {
    return chain.length;
  }

  // ------------------------------------------------------------------ writes

  /**
   * A put: each extension sees the item (as the ones before it replaced it), may replace it (with the
   * same key) and may add a condition, ANDed into {@code conditions}. {@code conditions} is null for a
   * batch PutRequest, which takes none: a condition there is refused.
   *
   * @return the item to send ({@code item} itself when no extension replaced it)
   */
  Map<String, AttributeValue> put(WriteOperation operation, Class<?> entityType, String table,
      Map<String, AttributeValue> item, Map<String, AttributeValue> key, Conditions conditions) {
    if (!active) {
      return item;
    }
    Map<String, AttributeValue> current = item;
    for (DynamoDbExtension extension : chain) {
      WriteModification m = extension.beforeWrite(
          new WriteContext(operation, table, entityType, Collections.unmodifiableMap(current)));
      if (m == null || m.isNone()) {
        continue;
      }
      refuseUpdateActions(m, extension, operation, entityType, table, key);
      if (m.item() != null) {
        for (Map.Entry<String, AttributeValue> k : key.entrySet()) {
          if (!k.getValue().equals(m.item().get(k.getKey()))) {
            throw new InvalidDataAccessApiUsageException(describe(extension, operation, entityType, table, key)
                + " replaced the item with one of another key (attribute '" + k.getKey() + "' is "
                + m.item().get(k.getKey()) + "); a replacement item must keep the key. Nothing was sent.");
          }
        }
        current = m.item();
      }
      condition(m, extension, operation, entityType, table, key, conditions);
    }
    return current;
  }

  /**
   * A delete or a condition check: each extension sees the key and may add a condition, ANDed into
   * {@code conditions} (null for a batch DeleteRequest, which takes none: a condition there is refused).
   */
  void keyed(WriteOperation operation, Class<?> entityType, String table, Map<String, AttributeValue> key,
      Conditions conditions) {
    if (!active) {
      return;
    }
    WriteContext context = new WriteContext(operation, table, entityType, Collections.unmodifiableMap(key));
    for (DynamoDbExtension extension : chain) {
      WriteModification m = extension.beforeWrite(context);
      if (m == null || m.isNone()) {
        continue;
      }
      refuseUpdateActions(m, extension, operation, entityType, table, key);
      refuseItem(m, extension, operation, entityType, table, key);
      condition(m, extension, operation, entityType, table, key, conditions);
    }
  }

  /**
   * An update: each extension sees the key and may add a condition (ANDed with the request's) and
   * update actions (merged clause by clause into the request's expression). Placeholders are renamed
   * so they never collide with the request's own.
   *
   * @return {@code request} itself when nothing was added, else a copy with the merged expressions
   */
  UpdateItemRequest update(WriteOperation operation, Class<?> entityType, UpdateItemRequest request) {
    if (!active) {
      return request;
    }
    String table = request.tableName();
    Map<String, AttributeValue> key = request.key();
    WriteContext context = new WriteContext(operation, table, entityType, Collections.unmodifiableMap(key));
    String update = request.updateExpression();
    String condition = request.conditionExpression();
    Map<String, String> names = null;
    Map<String, AttributeValue> values = null;
    for (DynamoDbExtension extension : chain) {
      WriteModification m = extension.beforeWrite(context);
      if (m == null || m.isNone()) {
        continue;
      }
      refuseItem(m, extension, operation, entityType, table, key);
      if (names == null) {
        names = request.hasExpressionAttributeNames() ? new HashMap<>(request.expressionAttributeNames()) : new HashMap<>();
        values = request.hasExpressionAttributeValues() ? new HashMap<>(request.expressionAttributeValues())
            : new HashMap<>();
      }
      if (m.condition() != null) {
        String added = rename(m.condition(), names, values);
        condition = condition == null ? added : "(" + condition + ") AND (" + added + ")";
      }
      if (m.updateActions() != null) {
        update = mergeUpdates(update, rename(m.updateActions(), names, values));
      }
    }
    if (names == null) {
      return request;
    }
    UpdateItemRequest.Builder merged = request.toBuilder().updateExpression(update).conditionExpression(condition);
    if (!names.isEmpty()) {
      merged.expressionAttributeNames(names);
    }
    if (!values.isEmpty()) {
      merged.expressionAttributeValues(values);
    }
    return merged.build();
  }

  /** A transaction's Update action, through {@link #update} as {@link WriteOperation#TRANSACT_UPDATE}. */
  Update transactUpdate(Class<?> entityType, Update action) {
    if (!active) {
      return action;
    }
    UpdateItemRequest.Builder request = UpdateItemRequest.builder().tableName(action.tableName()).key(action.key())
        .updateExpression(action.updateExpression()).conditionExpression(action.conditionExpression());
    if (action.hasExpressionAttributeNames()) {
      request.expressionAttributeNames(action.expressionAttributeNames());
    }
    if (action.hasExpressionAttributeValues()) {
      request.expressionAttributeValues(action.expressionAttributeValues());
    }
    UpdateItemRequest original = request.build();
    UpdateItemRequest merged = update(WriteOperation.TRANSACT_UPDATE, entityType, original);
    if (merged == original) {
      return action;
    }
    Update.Builder result = action.toBuilder().updateExpression(merged.updateExpression())
        .conditionExpression(merged.conditionExpression());
    if (merged.hasExpressionAttributeNames()) {
      result.expressionAttributeNames(merged.expressionAttributeNames());
    }
    if (merged.hasExpressionAttributeValues()) {
      result.expressionAttributeValues(merged.expressionAttributeValues());
    }
    return result.build();
  }

  private static void condition(WriteModification m, DynamoDbExtension extension, WriteOperation operation,
      Class<?> entityType, String table, Map<String, AttributeValue> key, Conditions conditions) {
    if (m.condition() == null) {
      return;
    }
    if (conditions == null) {
      throw new InvalidDataAccessApiUsageException(describe(extension, operation, entityType, table, key)
          + " added a condition, but BatchWriteItem carries no condition. Nothing was sent. Return no condition"
          + " for " + WriteOperation.BATCH_PUT + "/" + WriteOperation.BATCH_DELETE + " (or write one at a time).");
    }
    conditions.and(m.condition());
  }

  private static void refuseUpdateActions(WriteModification m, DynamoDbExtension extension, WriteOperation operation,
      Class<?> entityType, String table, Map<String, AttributeValue> key) {
    if (m.updateActions() != null) {
      throw new InvalidDataAccessApiUsageException(describe(extension, operation, entityType, table, key)
          + " returned update actions, but a " + operation + " is not an update; they apply to UPDATE and"
          + " TRANSACT_UPDATE only. Nothing was sent.");
    }
  }

  private static void refuseItem(WriteModification m, DynamoDbExtension extension, WriteOperation operation,
      Class<?> entityType, String table, Map<String, AttributeValue> key) {
    if (m.item() != null) {
      throw new InvalidDataAccessApiUsageException(describe(extension, operation, entityType, table, key)
          + " returned a replacement item, but a " + operation + " sends no item; an item applies to PUT,"
          + " BATCH_PUT and TRANSACT_PUT only. Nothing was sent.");
    }
  }

  private static String describe(DynamoDbExtension extension, WriteOperation operation, Class<?> entityType,
      String table, Map<String, AttributeValue> key) {
    return "The extension " + extension.getClass().getName() + ", on the " + operation + " of "
        + entityType.getSimpleName() + " in table '" + table + "' (key " + AttributeValueConversions.describeKey(key)
        + "),";
  }

  // ------------------------------------------------------------------ reads

  /**
   * An item before conversion, through every extension's {@code afterRead} in order.
   *
   * @return the item to convert, or null when an extension skipped it
   */
  Map<String, AttributeValue> read(Class<?> entityType, String table, Map<String, AttributeValue> item) {
    if (!active) {
      return item;
    }
    Map<String, AttributeValue> current = item;
    for (DynamoDbExtension extension : chain) {
      current = extension.afterRead(new ReadContext(table, entityType, Collections.unmodifiableMap(current)));
      if (current == null) {
        return null;
      }
    }
    return current;
  }

  /** Items before conversion, each through {@link #read}; those an extension skipped left out. */
  List<Map<String, AttributeValue>> readAll(Class<?> entityType, String table, List<Map<String, AttributeValue>> items) {
    if (!active) {
      return items;
    }
    List<Map<String, AttributeValue>> read = new java.util.ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      Map<String, AttributeValue> kept = read(entityType, table, item);
      if (kept != null) {
        read.add(kept);
      }
    }
    return read;
  }

  /** The stored attributes every extension's {@code afterRead} looks at for the entity, in order. */
  Set<String> attributesRead(Class<?> entityType) {
    if (!active) {
      return Set.of();
    }
    Set<String> attributes = new java.util.LinkedHashSet<>();
    for (DynamoDbExtension extension : chain) {
      attributes.addAll(extension.attributesRead(entityType));
    }
    return attributes;
  }

  // ------------------------------------------------------------------ expressions

  /**
   * The expression's text with every placeholder the request already uses renamed to a free one; its
   * names and values are added to {@code names} and {@code values} under the names used.
   */
  static String rename(DynamoDbExpression expression, Map<String, String> names, Map<String, AttributeValue> values) {
    Set<String> taken = new HashSet<>(names.keySet());
    taken.addAll(values.keySet());
    taken.addAll(expression.names().keySet());
    taken.addAll(expression.values().keySet());
    Map<String, String> renamed = new HashMap<>();
    for (Map.Entry<String, String> n : expression.names().entrySet()) {
      String placeholder = free(n.getKey(), names.containsKey(n.getKey()), taken);
      renamed.put(n.getKey(), placeholder);
      names.put(placeholder, n.getValue());
    }
    for (Map.Entry<String, AttributeValue> v : expression.values().entrySet()) {
      String placeholder = free(v.getKey(), values.containsKey(v.getKey()), taken);
      renamed.put(v.getKey(), placeholder);
      values.put(placeholder, v.getValue());
    }
    if (renamed.isEmpty()) {
      return expression.expression();
    }
    Matcher matcher = PLACEHOLDER.matcher(expression.expression());
    StringBuilder text = new StringBuilder();
    while (matcher.find()) {
      matcher.appendReplacement(text, Matcher.quoteReplacement(renamed.getOrDefault(matcher.group(), matcher.group())));
    }
    matcher.appendTail(text);
    return text.toString();
  }

  private static String free(String placeholder, boolean used, Set<String> taken) {
    if (!used) {
      return placeholder;
    }
    for (int i = 1; ; i++) {
      String candidate = placeholder + i;
      if (taken.add(candidate)) {
        return candidate;
      }
    }
  }

  /**
   * Two update expressions as one: their {@code SET}, {@code REMOVE}, {@code ADD} and {@code DELETE}
   * clauses joined clause by clause (DynamoDB allows each keyword once), in that order.
   */
  static String mergeUpdates(String first, String second) {
    if (first == null || first.isBlank()) {
      return second;
    }
    try {
      return UpdateClauses.parse(first).addAll(UpdateClauses.parse(second)).expression();
    } catch (IllegalArgumentException e) {
      throw new InvalidDataAccessApiUsageException(e.getMessage(), e);
    }
  }

}
