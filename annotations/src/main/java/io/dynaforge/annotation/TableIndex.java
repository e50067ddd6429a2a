package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a secondary index of the entity's table that the {@link Table} entity writes, by the
 * attributes that key it: a template column ({@link PartitionKeyTemplate#column()}, {@link
 * SortKeyTemplate#column()}) or a property's attribute.
 *
 * <pre>{@code
 * @Table(value = "OnlineShop", partitionKey = "PK", sortKey = "SK")
 * @PartitionKeyTemplate("c#{customerId}")
 * @SortKeyTemplate("o#{orderId}")
 * @PartitionKeyTemplate(value = "o#{orderId}", column = "GSI1-PK")
 * @SortKeyTemplate(value = "o#{orderId}", column = "GSI1-SK")
 * @TableIndex(name = "GSI1", partitionKey = "GSI1-PK", sortKey = "GSI1-SK")
 * public record Order(@Derived String customerId, @Derived String orderId, String status) {}
 * }</pre>
 *
 * <p>{@code createTables}, {@code SchemaManager}, the CloudFormation template, the schema history and
 * the IAM policies carry the index as they carry those {@link SecondaryIndex} views read. Every
 * declaration of one index, on entities and on views, must agree.
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/InvalidIndexKeyAttribute]} - a key attribute named is not one the entity
 *       writes as S, N or B (a template column or a property's attribute).
 *   <li>{@code [Dynaforge/ViewKeyCount]} - a global index without a partition key or with more than
 *       four partition or sort attributes; a local index whose key is not the table's partition key
 *       and one sort key.
 *   <li>{@code [Dynaforge/IndexKeySchemaConflict]}, {@code [Dynaforge/IndexProjectionConflict]} -
 *       another declaration of the index (a {@code @TableIndex} or a {@link SecondaryIndex} view) keys
 *       or projects it differently.
 *   <li>{@code [Dynaforge/LocalIndexPartitionKey]} - a local index keyed by another partition key.
 *   <li>{@code [Dynaforge/TooManyIndexes]} - the table would have more than 5 local or 20 global
 *       indexes.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@Repeatable(TableIndexes.class)
public @interface TableIndex {

  /**
   * The index name, exactly as on the DynamoDB table.
   *
   * @return the index name
   */
  String name();

  /**
   * The index's partition-key attributes, in order (a global index takes up to four).
   *
   * @return the attribute names
   */
  String[] partitionKey();

  /**
   * The index's sort-key attributes, in order (a global index takes up to four, a local one exactly
   * one).
   *
   * @return the attribute names; empty (the default) for an index without a sort key
   */
  String[] sortKey() default {};

  /**
   * Whether the index is a local secondary index: the table's partition key and one other sort key.
   *
   * @return {@code true} for an LSI, {@code false} (the default) for a GSI
   */
  boolean local() default false;

  /**
   * Which attributes the index stores besides its keys and the table's.
   *
   * @return {@link IndexProjection#ALL} (the default), {@link IndexProjection#KEYS_ONLY} or {@link
   *     IndexProjection#INCLUDE} (with {@link #include()})
   */
  IndexProjection projection() default IndexProjection.ALL;

  /**
   * The non-key attributes an {@link IndexProjection#INCLUDE} index stores (with those the views of
   * the index map).
   *
   * @return the attribute names
   */
  String[] include() default {};
}
