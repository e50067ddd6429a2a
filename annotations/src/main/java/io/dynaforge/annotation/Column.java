package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the DynamoDB attribute a property is stored in, when it differs from the Java property
 * name.
 *
 * <pre>{@code
 * @Column("display_name") private String displayName;   // stored as attribute "display_name"
 * }</pre>
 *
 * <p>On a key property a non-empty {@link PartitionKey#value()} or {@link SortKey#value()} wins
 * over {@code @Column}. Unlike the reference implementation, {@code @Column} names also apply inside
 * a property stored as a nested map ({@code M}).
 *
 * <p>Checked at compile time: {@code [Dynaforge/DuplicateAttributeName]} - two properties of the
 * same type map to the same attribute name.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface Column {

  /**
   * The attribute name.
   *
   * @return the name of the DynamoDB attribute holding the property
   */
  String value();
}
