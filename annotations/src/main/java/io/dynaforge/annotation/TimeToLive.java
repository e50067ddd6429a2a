package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the property holding the item's expiry time, for DynamoDB's Time to Live. It is stored as a
 * number ({@code N}) of seconds since the epoch, the format DynamoDB's TTL expects; enable TTL on
 * the table for that attribute.
 *
 * <pre>{@code
 * @TimeToLive @Column("expires_at") private Instant expiresAt;
 * }</pre>
 *
 * <p>{@code createTables} (and the Boot starter's schema action) enables TTL on the table for this
 * attribute. DynamoDB deletes an expired item within days, not at once: with
 * {@link #filterExpired()} every read of the entity leaves out the items whose time has passed by the
 * template's clock, although they are still stored.
 *
 * <p>Checked at compile time: {@code [Dynaforge/InvalidTimeToLive]} - the property's type is not
 * {@link java.time.Instant}, {@code long} or {@link Long} (epoch seconds).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface TimeToLive {

  /**
   * Leave expired items out of every read of this entity: GetItem, BatchGetItem and TransactGetItems
   * (on the client side), Query and Scan (a filter {@code attribute_not_exists(ttl) OR ttl > now}, so
   * expired items still cost their read capacity), {@code count}, {@code exists} and the rows of item
   * collections.
   *
   * @return whether reads leave out expired items
   */
  boolean filterExpired() default false;
}
