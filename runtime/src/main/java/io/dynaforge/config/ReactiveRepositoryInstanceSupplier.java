package io.dynaforge.config;

import io.dynaforge.repository.ReactiveRepositoryFactory;
import org.springframework.beans.factory.support.InstanceSupplier;
import org.springframework.beans.factory.support.RegisteredBean;

/**
 * Creates one reactive repository bean with its generated factory: {@code factory.create(operations, fragments)},
 * the operations being the bean of the factory's {@link ReactiveRepositoryFactory#operationsType() operations type}
 * (a {@code ReactiveDynamoDbOperations}; the runtime names no Reactor type), custom fragment implementations from the
 * bean factory. Under Spring AOT, {@link DynamoDbRepositoryAotProcessor} writes the same call as code.
 */
final class ReactiveRepositoryInstanceSupplier<R, O> implements InstanceSupplier<R> {

  private final ReactiveRepositoryFactory<R, O> factory;
  private final String operationsBeanName;

  ReactiveRepositoryInstanceSupplier(ReactiveRepositoryFactory<R, O> factory, String operationsBeanName) {
    this.factory = factory;
    this.operationsBeanName = operationsBeanName;
  }

  @Override
  public R get(RegisteredBean registeredBean) {
    O operations = operationsBeanName == null
        ? registeredBean.getBeanFactory().getBean(factory.operationsType())
        : registeredBean.getBeanFactory().getBean(operationsBeanName, factory.operationsType());
    return factory.create(operations, new BeanFactoryRepositoryFragments(registeredBean.getBeanFactory()));
  }

  ReactiveRepositoryFactory<R, O> factory() {
    return factory;
  }

  /** The name of the operations bean, or {@code null} for the one bean of the operations type. */
  String operationsBeanName() {
    return operationsBeanName;
  }
}
