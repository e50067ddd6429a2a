package io.dynaforge.config.reactivesample;

import io.dynaforge.repository.ReactiveRepositoryFactory;
import io.dynaforge.repository.RepositoryFragments;

/** What the processor writes for a reactive repository: the implementation and its nested {@code Factory}. */
public class GadgetRepository_Impl implements GadgetRepository {

  private final FakeReactiveOperations operations;
  private final GadgetFragment fragment;

  public GadgetRepository_Impl(FakeReactiveOperations operations, RepositoryFragments fragments) {
    this.operations = operations;
    this.fragment = fragments.implementation(GadgetFragmentImpl.class, GadgetFragmentImpl::new);
  }

  @Override
  public FakeReactiveOperations operations() {
    return operations;
  }

  @Override
  public String describe() {
    return fragment.describe();
  }

  public static final class Factory implements ReactiveRepositoryFactory<GadgetRepository, FakeReactiveOperations> {

    @Override
    public Class<GadgetRepository> repositoryInterface() {
      return GadgetRepository.class;
    }

    @Override
    public Class<? extends GadgetRepository> implementationClass() {
      return GadgetRepository_Impl.class;
    }

    @Override
    public Class<FakeReactiveOperations> operationsType() {
      return FakeReactiveOperations.class;
    }

    @Override
    public GadgetRepository create(FakeReactiveOperations operations, RepositoryFragments fragments) {
      return new GadgetRepository_Impl(operations, fragments);
    }
  }
}
