package io.dynaforge.config;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.mapping.MapperRegistry;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.mapping.callback.EntityCallbacks;
import org.springframework.util.ClassUtils;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Spring configuration around the application's {@link DynamoDbClient} bean: defines the bean
 * {@code dynamoDbTemplate} (a {@link DynamoDbTemplate}, so also the {@code DynamoDbOperations} bean), wired to
 * the context's {@link ApplicationEventPublisher} and to Spring Data {@link EntityCallbacks} over every
 * {@code EntityCallback} bean ({@code BeforeConvertCallback}, {@code BeforeSaveCallback},
 * {@code AfterSaveCallback}, {@code AfterConvertCallback}), and to every {@link DynamoDbExtension} bean, in
 * {@code @Order} ({@code Ordered}, then unordered ones).
 *
 * <pre>{@code
 * @Configuration
 * @EnableDynamoDbRepositories
 * class DynamoDbConfig extends AbstractDynamoDbConfiguration {
 *     @Bean
 *     public DynamoDbClient dynamoDbClient() {
 *         return DynamoDbClient.create();
 *     }
 *
 *     @Override
 *     protected TableNameResolver tableNameResolver() {
 *         return TableNameResolver.prefix("dev-");
 *     }
 * }
 * }</pre>
 *
 * <p>The client may also come from another configuration: any single {@code DynamoDbClient} bean is used.
 */
@Configuration(proxyBeanMethods = false)
public abstract class AbstractDynamoDbConfiguration implements BeanClassLoaderAware {

  private ClassLoader beanClassLoader = ClassUtils.getDefaultClassLoader();

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.beanClassLoader = classLoader;
  }

  /**
   * The template every generated repository uses.
   *
   * @param dynamoDbClient the application's client
   * @param eventPublisher where lifecycle events go (the application context)
   * @param beanFactory where the entity callback beans, the extensions and the {@code AuditorAware}
   *     of {@code @CreatedBy}/{@code @LastModifiedBy} (when there is one) are found
   */
  @Bean
  public DynamoDbTemplate dynamoDbTemplate(DynamoDbClient dynamoDbClient, ApplicationEventPublisher eventPublisher,
      BeanFactory beanFactory) {
    DynamoDbTemplate.Builder builder = DynamoDbTemplate.builder(dynamoDbClient);
    beanFactory.getBeanProvider(org.springframework.data.domain.AuditorAware.class).ifUnique(builder::auditorAware);
    return configure(builder)
        .eventPublisher(eventPublisher)
        .entityCallbacks(EntityCallbacks.create(beanFactory))
        .extensions(beanFactory.getBeanProvider(DynamoDbExtension.class).orderedStream()
            .toArray(DynamoDbExtension[]::new))
        .build();
  }

  /**
   * Applies the hooks to the template's builder; a subclass may override it to set further options (call
   * {@code super.configure(builder)} first).
   */
  protected DynamoDbTemplate.Builder configure(DynamoDbTemplate.Builder builder) {
    return builder.mapperRegistry(mapperRegistry())
        .tableNameResolver(tableNameResolver())
        .exceptionTranslator(exceptionTranslator())
        .batchRetryPolicy(batchRetryPolicy());
  }

  /** Logical to physical table names; default the identity. */
  protected TableNameResolver tableNameResolver() {
    return TableNameResolver.identity();
  }

  /** How SDK exceptions become {@code DataAccessException}s; default {@link DynamoDbExceptionTranslator#defaults()}. */
  protected DynamoDbExceptionTranslator exceptionTranslator() {
    return DynamoDbExceptionTranslator.defaults();
  }

  /** How unprocessed batch items are retried; default {@link BatchRetryPolicy#defaults()}. */
  protected BatchRetryPolicy batchRetryPolicy() {
    return BatchRetryPolicy.defaults();
  }

  /** Where the generated mappers are found; default every mapper visible to the bean class loader. */
  protected MapperRegistry mapperRegistry() {
    return MapperRegistry.load(beanClassLoader);
  }
}
