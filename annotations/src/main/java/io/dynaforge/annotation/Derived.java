package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Keeps a {@link SortKeyTemplate} placeholder property out of the stored item: its value is only
 * part of the composed key and is recovered from it on read.
 *
 * <pre>{@code
 * @Table("commerce")
 * @SortKeyTemplate("ORDER#{orderId}#LINE#{lineId}")
 * public class LineRow {
 *   @PartitionKey private String pk;
 *   @Derived private String orderId;   // not stored; decomposed from sk on read
 *   @Derived private String lineId;    // not stored; decomposed from sk on read
 * }
 * }</pre>
 *
 * <p>That trades independent queryability for item size: a filter on a derived property cannot
 * match (the attribute is absent), and it cannot be a secondary-index key. Key conditions composed
 * from the base template (partition key plus a leading subset of placeholders) still work.
 *
 * <p>Checked at compile time: {@code [Dynaforge/InvalidDerived]} - the property is not a placeholder
 * of a {@link SortKeyTemplate} of the same type, is a key property, or has a primitive type; in each
 * case its value could not be recovered on read.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface Derived {}
