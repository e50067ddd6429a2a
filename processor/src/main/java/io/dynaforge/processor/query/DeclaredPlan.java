package io.dynaforge.processor.query;

import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;

/**
 * How a declared method runs ({@code @Query}, PartiQL, {@code @Update}, or a named query), decided at
 * build time from its parsed expressions: one variant per family, each holding only what its
 * request needs.
 */
public sealed interface DeclaredPlan extends MethodPlan permits DeclaredQueryPlan, PartiQlPlan, UpdatePlan {

  /** The method as read. */
  QueryMethod method();

  /** The logical table. */
  String tableName();

  /** The expression or statement as written, for the Javadoc. */
  String display();

  /** Every {@code #alias} its expressions use and its attribute (none for PartiQL). */
  java.util.Map<String, String> names();

  /** Every {@code :value} its expressions use and where it comes from (none for PartiQL, bound by position). */
  java.util.List<Binding> values();

  /**
   * One {@code :value}: a parameter (converted like the property it is compared with, when known), a
   * literal ({@code 'ACTIVE'}, {@code 1500}, {@code true}) or a SpEL expression evaluated per call.
   * On an item-collection repository (whose rows are not modelled, so {@code comparedWith} is null),
   * {@code keyAttribute} is the view's key attribute a parameter of its codec's type is compared
   * with: converted at run time by the fold's {@code keyValue}, as the entity that writes it stores it.
   */
  record Binding(String placeholder, Parameter parameter, String literal, PropertyModel comparedWith,
      String spel, String keyAttribute) {
    public Binding(String placeholder, Parameter parameter, String literal, PropertyModel comparedWith) {
      this(placeholder, parameter, literal, comparedWith, null);
    }

    public Binding(String placeholder, Parameter parameter, String literal, PropertyModel comparedWith, String spel) {
      this(placeholder, parameter, literal, comparedWith, spel, null);
    }
  }
}
