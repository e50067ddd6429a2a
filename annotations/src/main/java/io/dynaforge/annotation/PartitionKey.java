package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.data.annotation.Id;

/**
 * Marks the property holding the partition-key attribute (DynamoDB {@code HASH} key).
 *
 * <p>On a {@link Table} entity it is the base table's partition key and, through the {@link Id @Id}
 * meta-annotation, the Spring Data id property. On a {@link SecondaryIndex} view it is the
 * <em>index's</em> partition key. It may be placed on a field, a getter or a record component.
 *
 * <p>The attribute name is this annotation's {@link #value()} if set, otherwise the property's
 * {@link Column} name, otherwise the property name. All three of these map to the attribute {@code
 * pk}:
 *
 * <pre>{@code
 * @PartitionKey("pk")         private String tournamentKey;
 * @PartitionKey @Column("pk") private String tournamentKey;
 * @PartitionKey               private String pk;
 * }</pre>
 *
 * <p>A global secondary index may have a multi-attribute partition key (up to four attributes);
 * number the attributes with {@link #order()}:
 *
 * <pre>{@code
 * @SecondaryIndex("by_tournament_region")
 * public record MatchesByTournamentRegion(
 *     @PartitionKey(order = 0) String tournamentId,
 *     @PartitionKey(order = 1) String region,
 *     @SortKey(order = 0) String round,
 *     @SortKey(order = 1) String matchId) {}
 * }</pre>
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/MissingPartitionKey]} - an entity or view declares none.
 *   <li>{@code [Dynaforge/DuplicatePartitionKey]} - a {@link Table} entity, or a local ({@link
 *       SecondaryIndex#local()}) index view, declares more than one.
 *   <li>{@code [Dynaforge/KeyOrderGap]} - the {@code order} values of a view's partition-key
 *       properties are duplicated or not contiguous from 0.
 *   <li>{@code [Dynaforge/UnsupportedKeyType]} - the property is not stored as a string (S), number
 *       (N) or binary (B) attribute; in particular a {@code boolean} key is rejected.
 * </ul>
 */
@Documented
@Id
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface PartitionKey {

  /**
   * The attribute name of the key.
   *
   * @return the attribute name; empty means the {@link Column} name if present, else the property
   *     name
   */
  String value() default "";

  /**
   * The position of this attribute in a multi-attribute global secondary index partition key.
   * Values of one key must be contiguous from 0. Leave it at 0 for a single-attribute key.
   *
   * @return the zero-based position of the attribute in the key
   */
  int order() default 0;
}
