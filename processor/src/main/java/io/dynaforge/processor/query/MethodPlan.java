package io.dynaforge.processor.query;

/**
 * How one repository method runs, decided at build time: one sealed type per method family, each
 * produced by that family's matcher ({@code matching/}, dispatched by {@code RepositoryStep}) after
 * its checks passed. The writers switch on it and decide nothing; the access-pattern report and the
 * generated code read the same plan, so what the report says is what runs.
 *
 * <ul>
 *   <li>{@link DerivedPlan}: a derived query method ({@code findBy…}), its {@link AccessPlan};
 *   <li>{@link DeclaredPlan}: a {@code @Query} ({@link DeclaredQueryPlan}), a PartiQL statement
 *       ({@link PartiQlPlan}) or an {@code @Update} ({@link UpdatePlan}), named queries included;
 *   <li>{@link CrudPlan}: an inherited CRUD method the runtime base class implements;
 *   <li>{@link FragmentPlan}: a custom fragment whose methods are delegated to its implementation.
 * </ul>
 */
public sealed interface MethodPlan permits DerivedPlan, DeclaredPlan, CrudPlan, FragmentPlan {

  /** The DynamoDB operation, as the report and the Javadoc name it (GetItem, Query, Scan, ...). */
  String operation();
}
