package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A method of a {@link StreamHandler} class that handles changes of one kind: it is public, returns
 * {@code void} and takes one {@code io.dynaforge.stream.ChangeEvent<E>}, where {@code E} is a
 * {@code @Table} entity of the handler's table, or {@code io.dynaforge.stream.UnmappedItem} for the
 * rows no kind claims.
 *
 * <p>Without a value the method receives every change type; {@code @OnChange(ChangeType.REMOVE)} or
 * {@code @OnChange({ChangeType.INSERT, ChangeType.MODIFY})} only those. Two methods for the same kind
 * and change type are a compile error.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface OnChange {

  /**
   * The change types the method handles.
   *
   * @return the types; empty (the default) means every type
   */
  ChangeType[] value() default {};
}
