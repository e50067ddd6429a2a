package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.TableNameResolver;
import io.dynaforge.event.ReactiveAfterConvertCallback;
import io.dynaforge.event.ReactiveAfterSaveCallback;
import io.dynaforge.event.ReactiveBeforeConvertCallback;
import io.dynaforge.event.ReactiveBeforeSaveCallback;
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
import org.springframework.data.domain.ReactiveAuditorAware;
import org.springframework.data.mapping.callback.EntityCallback;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.core.client.config.SdkAdvancedAsyncClientOption;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;

/**
 * The non-blocking client and template, when {@code dynaforge-reactive} is on the class path: a
 * {@link DynamoDbAsyncClient} from the same {@code dynaforge.*} client properties as the blocking client (endpoint,
 * region, credentials, retries and timeouts) when the application defines none, and the bean
 * {@code reactiveDynamoDbTemplate} when it defines no {@link ReactiveDynamoDbOperations}, with the same options as
 * the blocking {@code dynamoDbTemplate} (table names, mappers, events, entity callbacks, extensions, auditor,
 * observations, consumed capacity, batch retries) and the reactive ones (a {@code ReactiveAuditorAware}, reactive
 * entity callbacks). The client completes its futures on Reactor {@code NonBlocking} threads. The reactive
 * repositories of the application's packages are
 * registered with the blocking ones by {@link DynaforgeRepositoriesAutoConfiguration}, over this template.
 */
@AutoConfiguration(after = DynaforgeAutoConfiguration.class, before = DynaforgeRepositoriesAutoConfiguration.class)
@ConditionalOnClass({ReactiveDynamoDbTemplate.class, DynamoDbAsyncClient.class})
@EnableConfigurationProperties(DynaforgeProperties.class)
public class DynaforgeReactiveAutoConfiguration {

  /** The threads that complete the starter's client's futures: Reactor's {@code NonBlocking} ones. */
  @Bean
  @ConditionalOnMissingBean(DynamoDbAsyncClient.class)
  public NonBlockingCompletionThreads dynaforgeAsyncCompletionThreads() {
    return new NonBlockingCompletionThreads();
  }

  /**
   * The non-blocking client, configured as {@link DynaforgeAutoConfiguration#dynamoDbClient the blocking one}
   * (over the SDK's Netty HTTP client that {@code dynaforge-reactive} brings), its futures completed on
   * {@link NonBlockingCompletionThreads}: a {@code block()} downstream of the reactive template fails.
   */
  @Bean
  @ConditionalOnMissingBean
  public DynamoDbAsyncClient dynamoDbAsyncClient(DynaforgeProperties properties,
      ObjectProvider<AwsCredentialsProvider> credentials,
      NonBlockingCompletionThreads dynaforgeAsyncCompletionThreads) {
    return DynaforgeAutoConfiguration.configureClient(DynamoDbAsyncClient.builder(), properties, credentials)
        .asyncConfiguration(async -> async.advancedOption(SdkAdvancedAsyncClientOption.FUTURE_COMPLETION_EXECUTOR,
            dynaforgeAsyncCompletionThreads.executor()))
        .build();
  }

  /**
   * The reactive template, configured as {@link DynaforgeAutoConfiguration#dynamoDbTemplate the blocking one}, and
   * with the application's {@link ReactiveAuditorAware} bean (which wins over an {@code AuditorAware} bean) and its
   * reactive entity callback beans ({@code io.dynaforge.event.Reactive*Callback}), in their order. With client-side
   * encryption ({@link DynaforgeEncryptionAutoConfiguration}), the {@code ItemEncryption} of every encrypted entity
   * (the encryption SDK's interceptor refuses the async client).
   */
  @Bean
  @ConditionalOnMissingBean(ReactiveDynamoDbOperations.class)
  public ReactiveDynamoDbTemplate reactiveDynamoDbTemplate(DynamoDbAsyncClient dynamoDbAsyncClient,
      DynaforgeProperties properties, ApplicationEventPublisher eventPublisher, BeanFactory beanFactory,
      ObjectProvider<TableNameResolver> tableNameResolver) {
    ReactiveDynamoDbTemplate.Builder builder = DynaforgeAutoConfiguration.configureTemplate(
        ReactiveDynamoDbTemplate.builder(dynamoDbAsyncClient), properties, eventPublisher, beanFactory,
        tableNameResolver);
    beanFactory.getBeanProvider(ReactiveAuditorAware.class).ifUnique(builder::reactiveAuditorAware);
    beanFactory.getBeanProvider(DynaforgeClientEncryption.class)
        .ifAvailable(encryption -> encryption.cipher().ifPresent(builder::encryption));
    return builder.entityCallbacks(beanFactory.getBeanProvider(EntityCallback.class).orderedStream()
        .filter(DynaforgeReactiveAutoConfiguration::reactive).toArray(EntityCallback<?>[]::new)).build();
  }

  private static boolean reactive(EntityCallback<?> callback) {
    return callback instanceof ReactiveBeforeConvertCallback<?> || callback instanceof ReactiveBeforeSaveCallback<?>
        || callback instanceof ReactiveAfterSaveCallback<?> || callback instanceof ReactiveAfterConvertCallback<?>;
  }
}
