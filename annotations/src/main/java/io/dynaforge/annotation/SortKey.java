package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the property holding the sort-key attribute (DynamoDB {@code RANGE} key).
 *
 * <p>On a {@link Table} entity it is the base table's sort key; the repository id type is then
 * {@code DynamoDbCompositeId}. On a {@link SecondaryIndex} view it is the <em>index's</em> sort key.
 * The attribute name follows the same rule as for {@link PartitionKey}: this annotation's {@link
 * #value()}, else the {@link Column} name, else the property name.
 *
 * <pre>{@code
 * @Table("tournament_arena")
 * public class Player {
 *   @PartitionKey @Column("pk") private String tournamentKey;   // "TOURNAMENT#winter2026"
 *   @SortKey      @Column("sk") private String playerKey;       // "PLAYER#p1"
 *   @Column("display_name")     private String displayName;
 * }
 * }</pre>
 *
 * <p>A global secondary index may have a multi-attribute sort key (up to four attributes), numbered
 * with {@link #order()} from the most general to the most specific attribute. An entity whose base
 * sort key is composed by a {@link SortKeyTemplate} declares no {@code @SortKey}.
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/DuplicateSortKey]} - a {@link Table} entity, or a local index view,
 *       declares more than one.
 *   <li>{@code [Dynaforge/KeyOrderGap]} - the {@code order} values of a view's sort-key properties
 *       are duplicated or not contiguous from 0.
 *   <li>{@code [Dynaforge/UnsupportedKeyType]} - the property is not stored as a string (S), number
 *       (N) or binary (B) attribute; in particular a {@code boolean} key is rejected.
 *   <li>{@code [Dynaforge/TemplateColumnConflict]} - a {@link SortKeyTemplate} of the same type
 *       targets this property's attribute.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface SortKey {

  /**
   * The attribute name of the key.
   *
   * @return the attribute name; empty means the {@link Column} name if present, else the property
   *     name
   */
  String value() default "";

  /**
   * The position of this attribute in a multi-attribute global secondary index sort key. Values of
   * one key must be contiguous from 0. Leave it at 0 for a single-attribute key.
   *
   * @return the zero-based position of the attribute in the key
   */
  int order() default 0;
}
