package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Composes a key attribute from several properties on write and decomposes it back onto them on
 * read, so the Java model keeps typed fields while the stored value is one hierarchical string such
 * as {@code MATCH#2026-01-18#m1}.
 *
 * <pre>{@code
 * @Table("tournament_arena")
 * @SortKeyTemplate("MATCH#{matchDate}#{matchId}")                 // composes "sk"
 * @SortKeyTemplate(value = "MATCH#{matchId}", column = "gsi1sk")  // composes "gsi1sk"
 * public class Match {
 *   @PartitionKey private String pk;
 *   private LocalDate matchDate;   // 2026-01-18
 *   private String matchId;        // "m1"
 * }
 * }</pre>
 *
 * <p>No {@code sk} property is needed: saving writes {@code sk = "MATCH#2026-01-18#m1"} and reading
 * sets {@code matchDate} and {@code matchId} from it. The repository id type of such an entity is
 * {@code DynamoDbCompositeId}, whose sort-key value is the fully composed string. The processor
 * also generates {@code Match_Keys} with {@code sk(...)}, {@code skPrefix(...)} and {@code
 * parseSk(String)} helpers. Placeholder properties are also stored as ordinary attributes unless
 * annotated {@link Derived}.
 *
 * <p>A derived repository method that binds the partition key plus a leading subset of the base
 * template's placeholders ({@code findByPkAndMatchDate}) becomes a {@code begins_with(sk, ...)} key
 * condition; binding all of them becomes {@code sk = ...}. Templates on other columns only control
 * mapping: query them through a {@link SecondaryIndex} view.
 *
 * <p>A template without placeholders ({@code "PROFILE"}) is a constant: every item of the entity has
 * that sort key, its item kind. The repository id is then the partition key's type, and reads and
 * scans of the entity only see items of its kind.
 *
 * <p>An integral placeholder may carry a width, {@code "LINE#{lineNo:4}"}: it is written zero-padded
 * ({@code LINE#0007}) so that it sorts like the number; a negative value or one wider than the width
 * is refused at write time with {@code DynamoDbMappingException}.
 *
 * <p>Decomposition anchors on the literal segments and takes whatever falls between them, so it is
 * unambiguous only if a placeholder value never contains the literal that follows it: true for ids,
 * enums, numbers and dates, not for free text.
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/TemplateUnknownPlaceholder]} - a {@code {name}} placeholder names no
 *       property of the type.
 *   <li>{@code [Dynaforge/TemplateWithoutPlaceholders]} - the template contains no placeholder.
 *   <li>{@code [Dynaforge/DuplicateTemplateColumn]} - two templates of the type target the same
 *       column.
 *   <li>{@code [Dynaforge/TemplateColumnConflict]} - the targeted column is also the attribute of a
 *       declared {@link SortKey}.
 *   <li>{@code [Dynaforge/SparseBaseTableKey]} - {@link #sparse()} on the template of the base
 *       table's sort key.
 *   <li>{@code [Dynaforge/AdjacentPlaceholders]} (warning) - two placeholders with no literal
 *       between them ({@code {a}{b}}) cannot be told apart on read.
 *   <li>{@code [Dynaforge/AmbiguousTemplateLiteral]} (warning) - a placeholder's values may contain
 *       the literal that follows it (for example a free-text {@code String}), so decomposition may
 *       split in the wrong place.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(SortKeyTemplates.class)
public @interface SortKeyTemplate {

  /**
   * The template: literal text with {@code {property}} placeholders naming properties of the
   * annotated type, for example {@code "MATCH#{matchDate}#{matchId}"}.
   *
   * @return the template
   */
  String value();

  /**
   * The attribute the composed value is stored in, typically an overloaded secondary-index key
   * attribute such as {@code gsi1sk}.
   *
   * @return the target attribute name; empty means the base table's sort key, attribute {@code sk}
   */
  String column() default "";

  /**
   * Whether the column may be absent: with {@code true}, a write where any placeholder is null does
   * not write the column at all (the item is not in an index keyed on it, a <em>sparse index</em>),
   * and {@code update(entity)} removes it; with {@code false} (the default) such a write is refused.
   * Only for a column other than the base table's own key ({@code [Dynaforge/SparseBaseTableKey]}).
   *
   * @return whether a null placeholder leaves the column out
   */
  boolean sparse() default false;
}
