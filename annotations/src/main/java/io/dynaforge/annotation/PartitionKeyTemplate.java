package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Composes the partition key from properties, as {@link SortKeyTemplate} does the sort key, so
 * {@code CUSTOMER#42} is never concatenated by hand. The entity then needs no {@link PartitionKey}
 * property.
 *
 * <pre>{@code
 * @Table("shop")
 * @PartitionKeyTemplate("CUSTOMER#{customerId}")     // composes "pk"
 * @SortKeyTemplate("ORDER#{orderDate}#{orderId}")    // composes "sk"
 * public record Order(String customerId, LocalDate orderDate, String orderId, BigDecimal total) {}
 * }</pre>
 *
 * <p>The processor generates {@code Order_Keys.pk(customerId)} and {@code parsePk(String)}; reading
 * decomposes {@code pk} back onto the placeholders (which may be {@link Derived}). A derived query
 * names the placeholders: {@code findByCustomerId(id)} is a Query on {@code pk = CUSTOMER#id}, and a
 * GetItem when the sort key is bound completely too.
 *
 * <p>Placeholders follow the rules of {@link SortKeyTemplate}, including {@code {n:8}} zero-padding
 * of integral properties.
 *
 * <p>Repeatable, like {@link SortKeyTemplate}: a second template with a {@link #column()} composes the
 * partition key of a secondary index, which a {@link SecondaryIndex} view reads as its
 * {@link PartitionKey}:
 *
 * <pre>{@code
 * @Table("shop")
 * @PartitionKeyTemplate("CUSTOMER#{customerId}")                        // composes "pk"
 * @PartitionKeyTemplate(value = "STATUS#{status}", column = "gsi1pk")  // composes "gsi1pk"
 * @SortKeyTemplate("ORDER#{orderId}")
 * @SortKeyTemplate(value = "ORDER#{orderId}", column = "gsi1sk")
 * public record Order(@Derived String customerId, @Derived String orderId, String status) {}
 * }</pre>
 *
 * <p>Checked at compile time, besides the template rules of {@link SortKeyTemplate}:
 *
 * <ul>
 *   <li>{@code [Dynaforge/TemplateColumnConflict]} - the entity also declares a {@link PartitionKey}
 *       property for the same column.
 *   <li>{@code [Dynaforge/TemplateWithoutPlaceholders]} - a partition key template without a
 *       placeholder would put every item into one partition.
 *   <li>{@code [Dynaforge/SparseBaseTableKey]} - {@link #sparse()} on the template of the base
 *       table's partition key.
 *   <li>{@code [Dynaforge/DuplicateTemplateColumn]} - two templates of the type target the same
 *       column.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(PartitionKeyTemplates.class)
public @interface PartitionKeyTemplate {

  /**
   * The template: literal text with {@code {property}} placeholders, for example
   * {@code "CUSTOMER#{customerId}"}.
   *
   * @return the template
   */
  String value();

  /**
   * The attribute the composed value is stored in.
   *
   * @return the target attribute; empty means the base table's partition key, attribute {@code pk}
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
