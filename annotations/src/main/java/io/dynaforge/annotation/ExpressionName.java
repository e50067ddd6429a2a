package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Maps a {@code #alias} in a {@link Query} or {@link Update} expression to a real attribute name
 * (an {@code ExpressionAttributeNames} entry). Aliases also sidestep DynamoDB's reserved words
 * ({@code region}, {@code year}, {@code status}, ...). It is only used as an attribute value.
 *
 * <pre>{@code
 * @Query(filterExpression = "#status = :status", allowScan = true,
 *        names = @ExpressionName(name = "#status", value = "status"))
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({})
public @interface ExpressionName {

  /**
   * The alias as it appears in the expression, including the leading {@code #}.
   *
   * @return the alias, for example {@code "#status"}
   */
  String name();

  /**
   * The attribute name the alias stands for.
   *
   * @return the attribute name, for example {@code "status"}
   */
  String value();
}
