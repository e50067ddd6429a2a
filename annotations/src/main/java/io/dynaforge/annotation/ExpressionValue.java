package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Supplies the value of a {@code :placeholder} in a {@link Query} or {@link Update} expression
 * inline, instead of from a method parameter (an {@code ExpressionAttributeValues} entry). It is
 * only used as an attribute value.
 *
 * <pre>{@code
 * @Query(filterExpression = "#status = :status", allowScan = true,
 *        names = @ExpressionName(name = "#status", value = "status"),
 *        values = @ExpressionValue(name = ":status", value = "'ACTIVE'"))
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({})
public @interface ExpressionValue {

  /**
   * The placeholder as it appears in the expression, including the leading {@code :}.
   *
   * @return the placeholder, for example {@code ":status"}
   */
  String name();

  /**
   * The value: a quoted literal such as {@code 'ACTIVE'} (the common case), or a SpEL expression.
   *
   * @return the value expression
   */
  String value();
}
