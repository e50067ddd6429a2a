package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Container for repeated {@link SortKeyTemplate} annotations. It is filled in by the compiler when
 * {@code @SortKeyTemplate} is written more than once on a type; it is rarely written by hand. Each
 * template must target a distinct column ({@code [Dynaforge/DuplicateTemplateColumn]}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SortKeyTemplates {

  /**
   * The templates of the annotated type.
   *
   * @return the templates, in declaration order
   */
  SortKeyTemplate[] value();
}
