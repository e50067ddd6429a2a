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
 * <p>Checked at compile time: {@code [Dynaforge/InvalidTimeToLive]} - the property's type is not
 * {@link java.time.Instant}, {@code long} or {@link Long} (epoch seconds).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface TimeToLive {}
