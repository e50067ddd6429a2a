package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares that an attribute converter's stored value sorts like the value it converts: its text
 * (an {@code S}), compared as DynamoDB compares strings, or its number (an {@code N}), orders the
 * values as the Java type orders them (a fixed-width text, zero-padded numbers, epoch numbers).
 *
 * <p>A key template placeholder stored through a {@link Converter} may take a range ({@code Between},
 * {@code LessThan}, {@code After}, ...) in its sort-key condition, and order a Query ({@code OrderBy}),
 * only when its converter class carries this annotation; otherwise such methods are
 * {@code [Dynaforge/InvalidOrderBy]} (or, for a range, refused as for any placeholder whose text does
 * not sort like its value). {@code io.dynaforge.mapping.FixedWidthInstantConverter} carries it.
 *
 * <pre>{@code
 * @OrderPreserving
 * public final class SecondsDateTimeConverter implements StringAttributeConverter<LocalDateTime> { ... }
 * }</pre>
 *
 * <p>Nothing checks the claim: a converter that says so and does not keep the order reads the wrong
 * items.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface OrderPreserving {}
