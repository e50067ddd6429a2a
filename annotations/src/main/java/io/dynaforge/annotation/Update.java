package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a repository method that runs one {@code UpdateItem} with an explicit update expression.
 * It is never a Query or Scan: the item's partition and sort key are bound from the method's {@code
 * @Param} arguments, and the other placeholders from the remaining arguments and {@link #values()}.
 *
 * <pre>{@code
 * @Update(updateExpression = "SET #winner = :winner",
 *         conditionExpression = "attribute_exists(#pk)",
 *         names = {@ExpressionName(name = "#winner", value = "winner"),
 *                  @ExpressionName(name = "#pk", value = "pk")})
 * void recordWinner(@Param("pk") String pk, @Param("sk") String sk,
 *                   @Param("winner") String winner);
 * }</pre>
 *
 * <p>For an entity whose base sort key is composed by a {@link SortKeyTemplate}, the sort-key
 * argument is the fully composed value ({@code MATCH#2026-01-18#m1}). A method returning the entity
 * type gets the item as it is after the update. Create items with {@code save}/{@code insert}; there
 * are no derived {@code updateBy...}/{@code deleteBy...} methods.
 *
 * <p>Checked at compile time: {@code @Update} cannot be combined with {@link Query} (which is
 * read-only) nor declared on an {@code ItemCollectionRepository}, and the key arguments must be
 * present.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Update {

  /**
   * The DynamoDB update expression, for example {@code "SET #winner = :winner"}.
   *
   * @return the update expression
   */
  String updateExpression();

  /**
   * A DynamoDB condition expression the item must satisfy for the update to happen; a failed
   * condition is reported as a Spring {@code DataAccessException}.
   *
   * @return the condition expression; empty for none
   */
  String conditionExpression() default "";

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
