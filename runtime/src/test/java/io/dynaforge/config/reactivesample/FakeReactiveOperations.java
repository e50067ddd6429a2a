package io.dynaforge.config.reactivesample;

/**
 * Stands for {@code io.dynaforge.reactive.ReactiveDynamoDbOperations}, which the runtime cannot see: the registrar
 * knows the operations type only through {@code ReactiveRepositoryFactory.operationsType()}.
 */
public final class FakeReactiveOperations {

  private final String name;

  public FakeReactiveOperations(String name) {
    this.name = name;
  }

  public String name() {
    return name;
  }
}
