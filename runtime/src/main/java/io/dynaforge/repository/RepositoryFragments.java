package io.dynaforge.repository;

import java.util.function.Supplier;

/**
 * Where a generated repository gets the implementation of each custom fragment it extends
 * ({@code interface PlayerRepository extends DynamoDbRepository<…>, PlayerRepositoryCustom} with a
 * {@code PlayerRepositoryCustomImpl}). Under Spring the implementation is a bean, with its
 * dependencies injected ({@code io.dynaforge.config.BeanFactoryRepositoryFragments}); without a
 * container the generated constructor call creates it ({@link #CONSTRUCTED}).
 */
public interface RepositoryFragments {

  /** Every implementation created by the generated constructor call (the processor checked it exists). */
  RepositoryFragments CONSTRUCTED = new RepositoryFragments() {
    @Override
    public <T> T implementation(Class<T> type, Supplier<? extends T> constructor) {
      return constructor.get();
    }

    @Override
    public String toString() {
      return "RepositoryFragments.CONSTRUCTED";
    }
  };

  /**
   * The implementation of one fragment.
   *
   * @param type the implementation class, {@code <Fragment>Impl}
   * @param constructor the generated constructor call, {@code new <Fragment>Impl(operations)} or
   *     {@code new <Fragment>Impl()}
   */
  <T> T implementation(Class<T> type, Supplier<? extends T> constructor);
}
