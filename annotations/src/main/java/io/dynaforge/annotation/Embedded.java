package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Flattens a nested object's columns into the owning item instead of storing it as one nested-map
 * attribute, and optionally routes rows to it by their sort-key value. This is what makes
 * single-table design work: one physical table holds several item kinds, and each row populates
 * only the field whose shape it actually is.
 *
 * <pre>{@code
 * @Table("tournament_arena")
 * public class ArenaItem {
 *   @PartitionKey private String pk;
 *   @SortKey      private String sk;
 *
 *   @Embedded(startsWith = "TOURNAMENT#") private TournamentData tournament;
 *   @Embedded(startsWith = "PLAYER#")     private PlayerData player;
 *   @Embedded(startsWith = "MATCH#")      private MatchData match;
 *   @Embedded(startsWith = "RESULT#")     private ResultData result;
 * }
 * }</pre>
 *
 * <p>Given rows whose {@code sk} is {@code TOURNAMENT#winter2026}, {@code PLAYER#p1}, {@code
 * MATCH#m1} and {@code RESULT#m1}, {@code findByPk("TOURNAMENT#winter2026")} returns four {@code
 * ArenaItem}s, each with exactly one non-null payload field.
 *
 * <p>Routing, against the sort-key value of the row (the index's sort key on a {@link
 * SecondaryIndex} view):
 *
 * <ul>
 *   <li>{@link #startsWith()} / {@link #endsWith()} - the field is populated only when the sort key
 *       starts / ends with the given text; otherwise it is left {@code null}.
 *   <li>{@link #regex()} - the field is populated only when the pattern matches the <em>whole</em>
 *       sort key. Use it for hierarchical keys where one kind's prefix is a prefix of another's:
 *       {@code regex = "ORDER#[^#]+"} matches {@code ORDER#9876} but not {@code
 *       ORDER#9876#LINE#abc}.
 *   <li>Markers may be combined; all declared ones must match.
 *   <li>No marker - the field is populated when at least one of its type's own attributes is
 *       present in the item.
 *   <li>Two embedded types sharing an attribute name both read that same attribute.
 * </ul>
 *
 * <p>With {@link #serializeAsNestedMap()} the object is instead stored as one nested map ({@code
 * M}) attribute named after the property (or its {@link Column}); generated code writes and reads
 * it, and {@code @Column} names apply inside it.
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/InvalidEmbeddedRegex]} - {@link #regex()} is not a valid {@link
 *       java.util.regex.Pattern}.
 *   <li>{@code [Dynaforge/OverlappingEmbeddedRoutes]} (warning) - two embedded members of the same
 *       type can match the same sort key (for example {@code startsWith = "ORDER#"} and {@code
 *       startsWith = "ORDER#9876#LINE#"}); both would be populated from such a row.
 *   <li>{@code [Dynaforge/EmbeddedOnCollection]} (warning) - the property is a collection, which is
 *       stored as a native DynamoDB list or set; {@code @Embedded} has no effect on it.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Embedded {

  /**
   * A prefix the row's sort key must start with for this member to be populated.
   *
   * @return the prefix; empty means no prefix condition
   */
  String startsWith() default "";

  /**
   * A suffix the row's sort key must end with for this member to be populated.
   *
   * @return the suffix; empty means no suffix condition
   */
  String endsWith() default "";

  /**
   * A regular expression ({@link java.util.regex.Pattern} syntax) the whole sort key must match for
   * this member to be populated. It is compiled, and so validated, by the processor.
   *
   * @return the pattern; empty means no pattern condition
   */
  String regex() default "";

  /**
   * Stores the object as a single nested-map ({@code M}) attribute instead of flattening its
   * columns into the item. Useful for a value object that is never queried on its own attributes.
   *
   * @return {@code true} to store a nested map, {@code false} (the default) to flatten
   */
  boolean serializeAsNestedMap() default false;
}
