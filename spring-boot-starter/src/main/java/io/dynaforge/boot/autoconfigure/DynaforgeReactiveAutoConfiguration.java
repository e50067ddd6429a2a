package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.TableNameResolver;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The non-blocking client and template, when {@code dynaforge-reactive} is on the class path: a
 * {@link DynamoDbAsyncClient} from the same {@code dynaforge.*} client properties as the blocking client (endpoint,
 * region, credentials, retries and timeouts) when the application defines none, and the bean
 * {@code reactiveDynamoDbTemplate} when it defines no {@link ReactiveDynamoDbOperations}, with the same options as
 * the blocking {@code dynamoDbTemplate} (table names, mappers, events, entity callbacks, extensions, auditor,
 * observations, consumed capacity, batch retries). The reactive repositories of the application's packages are
 * registered with the blocking ones by {@link DynaforgeRepositoriesAutoConfiguration}, over this template.
 */
@AutoConfiguration(after = DynaforgeAutoConfiguration.class, before = DynaforgeRepositoriesAutoConfiguration.class)
@ConditionalOnClass({ReactiveDynamoDbTemplate.class, DynamoDbAsyncClient.class})
@EnableConfigurationProperties(DynaforgeProperties.class)
public class DynaforgeReactiveAutoConfiguration {

  /**
   * The non-blocking client, configured as {@link DynaforgeAutoConfiguration#dynamoDbClient the blocking one}
   * (over the SDK's Netty HTTP client that {@code dynaforge-reactive} brings).
   */
  @Bean
  @ConditionalOnMissingBean
  public DynamoDbAsyncClient dynamoDbAsyncClient(DynaforgeProperties properties,
      ObjectProvider<AwsCredentialsProvider> credentials) {
    return DynaforgeAutoConfiguration.configureClient(DynamoDbAsyncClient.builder(), properties, credentials).build();
  }

  /** The reactive template, configured as {@link DynaforgeAutoConfiguration#dynamoDbTemplate the blocking one}. */
  @Bean
  @ConditionalOnMissingBean(ReactiveDynamoDbOperations.class)
  public ReactiveDynamoDbTemplate reactiveDynamoDbTemplate(DynamoDbAsyncClient dynamoDbAsyncClient,
      DynaforgeProperties properties, ApplicationEventPublisher eventPublisher, BeanFactory beanFactory,
      ObjectProvider<TableNameResolver> tableNameResolver) {
    return DynaforgeAutoConfiguration.configureTemplate(ReactiveDynamoDbTemplate.builder(dynamoDbAsyncClient),
        properties, eventPublisher, beanFactory, tableNameResolver).build();
  }
}
