package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Container for repeated {@link PartitionKeyTemplate} annotations. It is filled in by the compiler
 * when {@code @PartitionKeyTemplate} is written more than once on a type (the base table's partition
 * key and an index's, {@code column = "gsi1pk"}); it is rarely written by hand. Each template must
 * target a distinct column ({@code [Dynaforge/DuplicateTemplateColumn]}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface PartitionKeyTemplates {

  /**
   * The templates of the annotated type.
   *
   * @return the templates, in declaration order
   */
  PartitionKeyTemplate[] value();
}
