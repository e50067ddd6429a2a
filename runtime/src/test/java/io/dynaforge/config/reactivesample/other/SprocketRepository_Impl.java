package io.dynaforge.config.reactivesample.other;

import io.dynaforge.config.reactivesample.FakeReactiveOperations;
import io.dynaforge.repository.ReactiveRepositoryFactory;
import io.dynaforge.repository.RepositoryFragments;

public class SprocketRepository_Impl implements SprocketRepository {

  public SprocketRepository_Impl(FakeReactiveOperations operations) {}

  public static final class Factory implements ReactiveRepositoryFactory<SprocketRepository, FakeReactiveOperations> {

    @Override
    public Class<SprocketRepository> repositoryInterface() {
      return SprocketRepository.class;
    }

    @Override
    public Class<? extends SprocketRepository> implementationClass() {
      return SprocketRepository_Impl.class;
    }

    @Override
    public Class<FakeReactiveOperations> operationsType() {
      return FakeReactiveOperations.class;
    }

    @Override
    public SprocketRepository create(FakeReactiveOperations operations, RepositoryFragments fragments) {
      return new SprocketRepository_Impl(operations);
    }
  }
}
