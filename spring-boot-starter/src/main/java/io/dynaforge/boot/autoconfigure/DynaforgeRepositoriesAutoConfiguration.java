package io.dynaforge.boot.autoconfigure;

import io.dynaforge.config.DynamoDbRepositoriesRegistrar;
import io.dynaforge.config.EnableDynamoDbRepositories;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.AutoConfigurationPackages;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.ResourceLoaderAware;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.env.Environment;
import org.springframework.core.io.ResourceLoader;
import org.springframework.core.type.AnnotationMetadata;

/**
 * A bean for every generated repository whose interface lies in the application's packages (Boot's
 * auto-configuration packages: the package of the {@code @SpringBootApplication} class), read from the
 * processor's build-time index, over the one {@code DynamoDbOperations} bean; with {@code dynaforge-reactive}, every
 * generated reactive repository of those packages too, over the one {@code ReactiveDynamoDbOperations} bean (the
 * {@code reactiveDynamoDbTemplate} of {@link DynaforgeReactiveAutoConfiguration}, or the application's), left out with
 * a warning when there is none. Backs off when the application
 * declares {@link EnableDynamoDbRepositories} itself, and with {@code dynaforge.repositories.enabled=false}.
 */
@AutoConfiguration(after = DynaforgeAutoConfiguration.class)
@ConditionalOnBooleanProperty(name = "dynaforge.repositories.enabled", matchIfMissing = true)
@ConditionalOnMissingBean(DynamoDbRepositoriesRegistrar.Registered.class)
@Import(DynaforgeRepositoriesAutoConfiguration.Registrar.class)
public class DynaforgeRepositoriesAutoConfiguration {

  static class Registrar implements ImportBeanDefinitionRegistrar, BeanFactoryAware, ResourceLoaderAware,
      EnvironmentAware {

    private BeanFactory beanFactory;
    private ResourceLoader resourceLoader;
    private Environment environment;

    @Override
    public void setBeanFactory(BeanFactory beanFactory) {
      this.beanFactory = beanFactory;
    }

    @Override
    public void setResourceLoader(ResourceLoader resourceLoader) {
      this.resourceLoader = resourceLoader;
    }

    @Override
    public void setEnvironment(Environment environment) {
      this.environment = environment;
    }

    @Override
    public void registerBeanDefinitions(AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
      if (!AutoConfigurationPackages.has(beanFactory)) {
        return;
      }
      DynamoDbRepositoriesRegistrar.registerRepositories(registry, AutoConfigurationPackages.get(beanFactory), null,
          DynaforgeAutoConfiguration.classLoader(beanFactory), resourceLoader, environment);
    }
  }
}
