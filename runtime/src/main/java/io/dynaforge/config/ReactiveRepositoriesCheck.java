package io.dynaforge.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.BeanFactoryUtils;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanFactoryPostProcessor;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.support.AbstractBeanDefinition;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.core.Ordered;

/**
 * Keeps the reactive repository beans only where their operations bean exists. Reactive repositories are registered
 * with the blocking ones, while the configuration classes are read; whether the application defines a
 * {@code ReactiveDynamoDbOperations} bean (its own, or the Boot starter's {@code reactiveDynamoDbTemplate}, which
 * another configuration may define later) is known only once every configuration class has been read. This
 * post-processor runs then: a reactive repository whose operations bean is missing is removed, and one warning
 * names the repositories left out, the bean they need and how to supply it. A context without reactive support
 * (no such repository in its base packages) is left as it was.
 *
 * <p>This follows Spring Boot's data auto-configurations, which register a store's repositories only when its
 * template or client bean exists: an application that uses only the blocking repositories of a package also holding
 * reactive ones starts. Injecting a repository that was left out fails as usual, with "no qualifying bean", and the
 * warning above it says why.
 *
 * <p>Registered once per context by {@link DynamoDbRepositoriesRegistrar}. In an AOT-processed application the
 * repositories that remained are code and this post-processor finds nothing to remove.
 */
public final class ReactiveRepositoriesCheck implements BeanFactoryPostProcessor, Ordered {

  /** The bean name under which the registrar registers it. */
  public static final String BEAN_NAME = "io.dynaforge.config.internalReactiveRepositoriesCheck";

  private static final Log logger = LogFactory.getLog(ReactiveRepositoriesCheck.class);

  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) throws BeansException {
    if (!(beanFactory instanceof BeanDefinitionRegistry registry)) {
      return;
    }
    // the bean they need -> the repositories that need it
    Map<String, List<String>> missing = new TreeMap<>();
    for (String name : beanFactory.getBeanDefinitionNames()) {
      BeanDefinition definition = beanFactory.getBeanDefinition(name);
      if (definition instanceof AbstractBeanDefinition abstractDefinition
          && abstractDefinition.getInstanceSupplier() instanceof ReactiveRepositoryInstanceSupplier<?, ?> supplier
          && !hasOperations(beanFactory, supplier)) {
        missing.computeIfAbsent(describe(supplier), k -> new ArrayList<>())
            .add(supplier.factory().repositoryInterface().getName());
        registry.removeBeanDefinition(name);
      }
    }
    missing.forEach((operations, repositories) -> logger.warn(message(operations, repositories)));
  }

  private static boolean hasOperations(ConfigurableListableBeanFactory beanFactory,
      ReactiveRepositoryInstanceSupplier<?, ?> supplier) {
    String name = supplier.operationsBeanName();
    if (name != null) {
      return beanFactory.containsBean(name);
    }
    return BeanFactoryUtils.beanNamesForTypeIncludingAncestors(beanFactory, supplier.factory().operationsType(),
        true, false).length > 0;
  }

  private static String describe(ReactiveRepositoryInstanceSupplier<?, ?> supplier) {
    String type = supplier.factory().operationsType().getName();
    return supplier.operationsBeanName() == null ? "bean of type " + type
        : "bean named '" + supplier.operationsBeanName() + "' (a " + type + ")";
  }

  static String message(String operations, List<String> repositories) {
    return "[Dynaforge/NoReactiveOperations] Reactive repositor" + (repositories.size() == 1 ? "y " : "ies ")
        + String.join(", ", repositories) + " not registered: the context defines no " + operations + ". Define one (with Spring Boot, add io.dynaforge:dynaforge-reactive next"
        + " to the starter and it is auto-configured as 'reactiveDynamoDbTemplate'; without Boot, a @Bean"
        + " ReactiveDynamoDbTemplate reactiveDynamoDbTemplate(DynamoDbAsyncClient client)), point"
        + " @EnableDynamoDbRepositories(reactiveDynamoDbOperationsRef = ...) at yours, or leave these repositories"
        + " out of the base packages.";
  }

  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }
}
