package io.dynaforge.boot.autoconfigure;

import io.dynaforge.annotation.StreamHandler;
import java.io.IOException;
import java.util.Map;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.BeanDefinitionRegistryPostProcessor;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.beans.factory.annotation.AnnotatedBeanDefinition;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.core.type.classreading.CachingMetadataReaderFactory;
import org.springframework.core.type.classreading.MetadataReaderFactory;

/**
 * Registers a {@code ChangeDispatcher} bean for every {@code @StreamHandler} bean: the generated
 * {@code <Handler>_Dispatcher}, built with the handler bean, named {@code <handlerBean>Dispatcher} and
 * carrying the handler's table in the attribute {@link #TABLE}. The annotation is read from the bean
 * definitions' class metadata (ASM; no handler class is loaded for it).
 */
final class StreamHandlerDispatchers implements BeanDefinitionRegistryPostProcessor {

  /** The bean definition attribute holding the logical table a dispatcher's handler reads. */
  static final String TABLE = "dynaforge.stream.table";

  @Override
  public void postProcessBeanDefinitionRegistry(BeanDefinitionRegistry registry) throws BeansException {
    MetadataReaderFactory readers = new CachingMetadataReaderFactory();
    for (String name : registry.getBeanDefinitionNames()) {
      BeanDefinition definition = registry.getBeanDefinition(name);
      AnnotationMetadata metadata = metadata(definition, readers);
      if (metadata == null || !metadata.hasAnnotation(StreamHandler.class.getName())) {
        continue;
      }
      Map<String, Object> attributes = metadata.getAnnotationAttributes(StreamHandler.class.getName());
      String handler = metadata.getClassName();
      String dispatcher = handler.substring(0, handler.lastIndexOf('.') + 1)
          + handler.substring(handler.lastIndexOf('.') + 1).replace('$', '_') + "_Dispatcher";
      RootBeanDefinition bean = new RootBeanDefinition();
      bean.setBeanClassName(dispatcher);
      bean.getConstructorArgumentValues().addIndexedArgumentValue(0, new RuntimeBeanReference(name));
      bean.setAttribute(TABLE, attributes == null ? null : attributes.get("table"));
      bean.setResourceDescription("Dynaforge dispatcher of the @StreamHandler bean '" + name + "'");
      String dispatcherName = name + "Dispatcher";
      if (!registry.containsBeanDefinition(dispatcherName)) {
        registry.registerBeanDefinition(dispatcherName, bean);
      }
    }
  }

  private static AnnotationMetadata metadata(BeanDefinition definition, MetadataReaderFactory readers) {
    if (definition instanceof AnnotatedBeanDefinition annotated && annotated.getFactoryMethodMetadata() == null) {
      return annotated.getMetadata();
    }
    String className = definition.getBeanClassName();
    if (className == null || definition.getFactoryMethodName() != null) {
      return null; // a @Bean method's type is only known when it runs: declare the dispatcher bean yourself
    }
    try {
      return readers.getMetadataReader(className).getAnnotationMetadata();
    } catch (IOException unreadable) {
      return null;
    }
  }

  @Override
  public void postProcessBeanFactory(ConfigurableListableBeanFactory beanFactory) {}
}
