package io.dynaforge.config;

import io.dynaforge.repository.RepositoryFragments;
import java.util.function.Supplier;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.config.AutowireCapableBeanFactory;

/**
 * Custom fragment implementations as Spring Data users expect them: the application's bean of the
 * implementation type when there is exactly one (a {@code @Component}, a {@code @Bean}); otherwise
 * the generated constructor call (with the repository's own {@code DynamoDbOperations} when the
 * implementation takes one), then autowired and initialised by the bean factory like any bean, so
 * that {@code @Autowired} fields and setters, {@code @Value} and {@code @PostConstruct} work. Used
 * by the repository beans {@link EnableDynamoDbRepositories} and the Boot starter register, also
 * in AOT-generated code.
 */
public final class BeanFactoryRepositoryFragments implements RepositoryFragments {

  private final BeanFactory beanFactory;

  public BeanFactoryRepositoryFragments(BeanFactory beanFactory) {
    this.beanFactory = beanFactory;
  }

  @Override
  public <T> T implementation(Class<T> type, Supplier<? extends T> constructor) {
    T bean = beanFactory.getBeanProvider(type).getIfUnique();
    if (bean != null) {
      return bean;
    }
    T implementation = constructor.get();
    if (beanFactory instanceof AutowireCapableBeanFactory autowiring) {
      autowiring.autowireBean(implementation);
      return type.cast(autowiring.initializeBean(implementation, type.getName()));
    }
    return implementation;
  }
}
