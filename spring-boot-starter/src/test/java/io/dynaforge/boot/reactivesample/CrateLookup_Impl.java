package io.dynaforge.boot.reactivesample;

import io.dynaforge.boot.sample.Crate;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.repository.ReactiveRepositoryFactory;
import io.dynaforge.repository.RepositoryFragments;
import reactor.core.publisher.Mono;

/** What the processor writes for a reactive repository, by hand: the implementation and its {@code Factory}. */
public class CrateLookup_Impl implements CrateLookup {

  private final ReactiveDynamoDbOperations operations;

  public CrateLookup_Impl(ReactiveDynamoDbOperations operations) {
    this.operations = operations;
  }

  public ReactiveDynamoDbOperations operations() {
    return operations;
  }

  @Override
  public Mono<Crate> find(String id) {
    return operations.findById(Crate.class, id);
  }

  public static final class Factory implements ReactiveRepositoryFactory<CrateLookup, ReactiveDynamoDbOperations> {

    @Override
    public Class<CrateLookup> repositoryInterface() {
      return CrateLookup.class;
    }

    @Override
    public Class<? extends CrateLookup> implementationClass() {
      return CrateLookup_Impl.class;
    }

    @Override
    public Class<ReactiveDynamoDbOperations> operationsType() {
      return ReactiveDynamoDbOperations.class;
    }

    @Override
    public CrateLookup create(ReactiveDynamoDbOperations operations, RepositoryFragments fragments) {
      return new CrateLookup_Impl(operations);
    }
  }
}
