package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a field or record component of an {@link ItemCollectionView} as receiving the rows whose
 * sort key matches its route. A single-valued member gets the matching row; a {@code List} member
 * gets every matching row, in sort-key order.
 *
 * <pre>{@code
 * @ItemCollectionMember(regex = "ORDER#[^#]+")            OrderData order;         // ORDER#9876
 * @ItemCollectionMember(regex = "ORDER#[^#]+#LINE#[^#]+") List<OrderLineData> lines; // ORDER#9876#LINE#1
 * }</pre>
 *
 * <p>Routing follows the same rules as {@link Embedded}: {@link #startsWith()} and {@link
 * #endsWith()} test a prefix and a suffix, {@link #regex()} must match the whole sort-key value,
 * and when several are set all must match. Prefer {@code regex} for hierarchical keys: {@code
 * startsWith = "ORDER#"} would match the order lines too.
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/MemberWithoutRoute]} - none of {@link #startsWith()}, {@link
 *       #endsWith()} and {@link #regex()} is set, so no row could be routed to the member.
 *   <li>{@code [Dynaforge/InvalidMemberRegex]} - {@link #regex()} is not a valid {@link
 *       java.util.regex.Pattern}; unlike the reference implementation this is reported when
 *       compiling, not on the first query.
 *   <li>{@code [Dynaforge/UnsupportedMemberType]} - the member is not a row projection type (a
 *       class or record of the project) or a {@code List} of one.
 *   <li>{@code [Dynaforge/OverlappingMemberRoutes]} (warning) - another member's {@link
 *       #startsWith()} prefix overlaps this one's, so a row can be routed to both; draw the
 *       boundary with {@link #regex()}.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface ItemCollectionMember {

  /**
   * A prefix the row's sort key must start with.
   *
   * @return the prefix; empty means no prefix condition
   */
  String startsWith() default "";

  /**
   * A suffix the row's sort key must end with.
   *
   * @return the suffix; empty means no suffix condition
   */
  String endsWith() default "";

  /**
   * A regular expression ({@link java.util.regex.Pattern} syntax) the whole sort key must match.
   *
   * @return the pattern; empty means no pattern condition
   */
  String regex() default "";

  /**
   * The sort-key attribute whose value is tested by the other conditions. Set it when an
   * index-backed view has more than one candidate sort-key attribute.
   *
   * @return the attribute name; empty means the view's {@link ItemCollectionView#sortKey()}
   */
  String sortKey() default "";
}
