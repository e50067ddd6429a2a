package io.dynaforge.config;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.repository.RepositoryFactory;
import org.springframework.beans.factory.support.InstanceSupplier;
import org.springframework.beans.factory.support.RegisteredBean;

/**
 * Creates one repository bean with its generated factory: {@code factory.create(operations,
 * fragments)}, a plain constructor call; custom fragment implementations come from the bean factory. Under Spring AOT, {@link DynamoDbRepositoryAotProcessor} writes the same call as code.
 */
final class RepositoryInstanceSupplier<R> implements InstanceSupplier<R> {

  private final RepositoryFactory<R> factory;
  private final String operationsBeanName;

  RepositoryInstanceSupplier(RepositoryFactory<R> factory, String operationsBeanName) {
    this.factory = factory;
    this.operationsBeanName = operationsBeanName;
  }

  @Override
  public R get(RegisteredBean registeredBean) {
    DynamoDbOperations operations = operationsBeanName == null
        ? registeredBean.getBeanFactory().getBean(DynamoDbOperations.class)
        : registeredBean.getBeanFactory().getBean(operationsBeanName, DynamoDbOperations.class);
    return factory.create(operations, new BeanFactoryRepositoryFragments(registeredBean.getBeanFactory()));
  }

  RepositoryFactory<R> factory() {
    return factory;
  }

  /** The name of the operations bean, or {@code null} for the one {@code DynamoDbOperations} bean. */
  String operationsBeanName() {
    return operationsBeanName;
  }
}
