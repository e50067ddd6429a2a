package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Container for repeated {@link TableIndex} annotations, filled in by the compiler when {@code
 * @TableIndex} is written more than once on a type.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface TableIndexes {

  /**
   * The indexes of the annotated type.
   *
   * @return the indexes, in declaration order
   */
  TableIndex[] value();
}
