package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.ItemMapper;
import java.time.Clock;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code @TimeToLive(filterExpired = true)}: DynamoDB deletes expired items eventually, so reads of
 * such an entity leave them out themselves, by the template's clock: single and batch gets on the
 * client side, queries and scans with a filter the server applies.
 */
final class Expiry {

  private final Clock clock;

  Expiry(Clock clock) {
    this.clock = clock;
  }

  /** The TTL attribute when the mapper filters expired items, else null. */
  static String filteredAttribute(ItemMapper<?> mapper) {
    return mapper instanceof EntityMapper<?> entity && entity.filtersExpired()
        ? entity.metadata().timeToLiveAttribute() : null;
  }

  /** Whether an item read through the mapper has expired (false when the mapper does not filter). */
  boolean expired(ItemMapper<?> mapper, Map<String, AttributeValue> item) {
    String attribute = filteredAttribute(mapper);
    return attribute != null && expired(attribute, item);
  }

  boolean expired(String attribute, Map<String, AttributeValue> item) {
    AttributeValue ttl = item.get(attribute);
    if (ttl == null || ttl.n() == null) {
      return false;
    }
    try {
      return new java.math.BigDecimal(ttl.n()).longValue() <= clock.instant().getEpochSecond();
    } catch (NumberFormatException e) {
      return false; // DynamoDB's TTL ignores a value that is not a number too
    }
  }

  /**
   * The query with {@code (attribute_not_exists(#ttl) OR #ttl > :now)} ANDed to its filter, when the
   * mapper filters expired items; the query itself otherwise. Placeholders never collide with the
   * query's own.
   */
  DynamoDbQuery unexpired(ItemMapper<?> mapper, DynamoDbQuery query) {
    String attribute = filteredAttribute(mapper);
    if (attribute == null) {
      return query;
    }
    String name = Kinds.fresh("#dfttl", query.names().keySet());
    String now = Kinds.fresh(":dfnow", query.values().keySet());
    String live = "(attribute_not_exists(" + name + ") OR " + name + " > " + now + ")";
    String filter = query.filterExpression() == null ? live : "(" + query.filterExpression() + ") AND " + live;
    return query.toBuilder().filter(filter).name(name, attribute)
        .value(now, AttributeValue.fromN(Long.toString(clock.instant().getEpochSecond()))).build();
  }

  /**
   * API rule 6 on the update path: a {@code @TimeToLive} set to {@code 0} means no expiry, so the
   * update removes the attribute instead (a save leaves it out the same way); an item stored with
   * {@code 0} would read as expired forever.
   */
  static <T> io.dynaforge.expression.Update<T> zeroIsNoExpiry(EntityMapper<T> mapper,
      io.dynaforge.expression.Update<T> update) {
    String ttl = mapper.metadata().timeToLiveAttribute();
    if (ttl == null || !update.writes(ttl)) {
      return update;
    }
    AttributeValue value = update.assignments().get(ttl);
    if (value == null || value.n() == null) {
      return update;
    }
    try {
      return new java.math.BigDecimal(value.n()).signum() == 0 ? update.removingInsteadOfSetting(ttl) : update;
    } catch (NumberFormatException e) {
      return update;
    }
  }
}
