package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a read-only repository method with an explicit DynamoDB expression (or a PartiQL
 * statement) instead of one derived from the method name.
 *
 * <pre>{@code
 * public interface MatchByDateRepository extends SecondaryIndexRepository<MatchByDate> {
 *
 *   @Query(indexName = "GSI1",
 *          keyConditionExpression = "#pk = :pk AND #sk BETWEEN :from AND :to",
 *          names = {@ExpressionName(name = "#pk", value = "gsi1pk"),
 *                   @ExpressionName(name = "#sk", value = "gsi1sk")})
 *   List<MatchByDate> findInDateRange(@Param("pk") String pk,
 *                                     @Param("from") String from,
 *                                     @Param("to") String to);
 *
 *   @Query(filterExpression = "#status = :status", allowScan = true,
 *          names = @ExpressionName(name = "#status", value = "status"),
 *          values = @ExpressionValue(name = ":status", value = "'ACTIVE'"))
 *   List<MatchByDate> findActive();
 * }
 *
 * @Query(partiQl = "SELECT * FROM tournament_arena WHERE pk = ?")
 * List<ArenaItem> findByPkWithPartiQl(String pk);
 * }</pre>
 *
 * <p>Placeholders bind by name: {@code :from} resolves to the argument annotated {@code
 * @Param("from")} (declared without the colon); positional {@code :0} also works. PartiQL values
 * bind positionally to {@code ?}, and table names in a PartiQL statement are physical names. For a
 * non-PartiQL query a {@code long}/{@code Long} return type executes a count and a {@code
 * boolean}/{@code Boolean} return type an existence check. An {@code @Query} without expression
 * only supplies metadata ({@code names}, {@code values}, {@code limit}, {@code consistentRead}) to a
 * named query.
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/ScanShapedMethod]} - a filter-only query (no key condition) without
 *       {@link #allowScan()} or {@link AllowScan}.
 *   <li>A {@link #keyConditionExpression()} bypasses key-condition validation, so it requires an
 *       explicit {@link #indexName()} (except on an {@code ItemCollectionRepository}); on a
 *       {@code DynamoDbRepository} it names an index the entity declares with {@link TableIndex}
 *       (one that projects the entity), and the query returns entities; PartiQL is rejected on an {@code
 *       ItemCollectionRepository}; {@code @Query} cannot be combined with {@link Update}; a
 *       {@code consistentRead} query on a global secondary index view is rejected.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Query {

  /**
   * A DynamoDB key-condition expression, passed through as written. Requires {@link #indexName()}
   * except on an item-collection repository.
   *
   * @return the key-condition expression; empty for none
   */
  String keyConditionExpression() default "";

  /**
   * A DynamoDB filter expression. Without a key condition the query is a Scan and needs {@link
   * #allowScan()} or {@link AllowScan}; on a secondary-index view it scans the view's index.
   *
   * @return the filter expression; empty for none
   */
  String filterExpression() default "";

  /**
   * The index the key condition runs against. It must name the same index as the repository's
   * {@link SecondaryIndex} view (or the view's {@link ItemCollectionView#indexName()}); on an entity
   * repository, an index the entity declares with {@link TableIndex}.
   *
   * @return the index name; empty for none
   */
  String indexName() default "";

  /**
   * A PartiQL statement, executed with {@code ExecuteStatement}; values bind positionally to
   * {@code ?}. Used instead of the other expression attributes.
   *
   * @return the statement; empty for none
   */
  String partiQl() default "";

  /**
   * Whether the read is strongly consistent. Allowed on a table or local secondary index, rejected
   * on a global secondary index.
   *
   * @return {@code true} for a consistent read
   */
  boolean consistentRead() default false;

  /**
   * The DynamoDB {@code Limit}: the maximum number of items evaluated per request.
   *
   * @return the limit; {@code -1} (the default) for none
   */
  int limit() default -1;

  /**
   * Allows this query to execute as a Scan; the {@code @Query}-side equivalent of {@link
   * AllowScan}.
   *
   * @return {@code true} to allow a Scan
   */
  boolean allowScan() default false;

  /**
   * The order of a key-condition Query, by the sort key of the table or index read: {@code true}
   * (the default) ascending, {@code false} descending ({@code ScanIndexForward=false}), so that a
   * declared index query can return the newest first. A filter-only Scan has no order, so {@code
   * false} there is a compile error, as it is on a PartiQL statement.
   *
   * @return {@code false} for descending sort-key order
   */
  boolean scanIndexForward() default true;

  /**
   * Expression attribute names used by the expressions.
   *
   * @return the {@code #alias} to attribute-name mappings
   */
  ExpressionName[] names() default {};

  /**
   * Inline expression attribute values used by the expressions, in addition to the method's
   * parameters.
   *
   * @return the {@code :placeholder} to value mappings
   */
  ExpressionValue[] values() default {};
}
