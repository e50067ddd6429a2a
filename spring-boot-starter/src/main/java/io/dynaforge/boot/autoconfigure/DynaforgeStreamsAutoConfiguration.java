package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.stream.ChangeDispatcher;
import io.dynaforge.stream.DeadLetterHandler;
import io.dynaforge.stream.DeliveryPolicy;
import io.dynaforge.stream.StreamPoller;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Change streams under Boot: a {@code ChangeDispatcher} bean (the generated {@code <Handler>_Dispatcher})
 * for every {@code @StreamHandler} bean, and with {@code dynaforge.streams.enabled=true} a
 * {@code StreamPoller} per handled table, over a {@link DynamoDbStreamsClient} configured like the
 * {@code DynamoDbClient} (same {@code dynaforge.*} client properties) when the application defines none.
 * Checkpoints go to {@code dynaforge.streams.checkpoint-table} when set, else stay in memory.
 *
 * <p>The pollers deliver under one {@link DeliveryPolicy}: {@code dynaforge.streams.backoff-initial} and
 * {@code backoff-max} between the attempts of a change whose handler throws, and, when the application defines
 * a {@link DeadLetterHandler} bean, that bean as the dead letter after {@code dynaforge.streams.max-attempts}.
 * Without a {@code DeadLetterHandler} bean nothing is ever skipped: a failing change is tried for as long as it
 * fails and its shard waits.
 */
@AutoConfiguration(after = DynaforgeAutoConfiguration.class)
@ConditionalOnClass(StreamPoller.class)
@EnableConfigurationProperties(DynaforgeProperties.class)
public class DynaforgeStreamsAutoConfiguration {

  /** The dispatcher of every {@code @StreamHandler} bean, registered before any bean is created. */
  @Bean
  static StreamHandlerDispatchers dynaforgeStreamHandlerDispatchers() {
    return new StreamHandlerDispatchers();
  }

  /** The pollers, with {@code dynaforge.streams.enabled=true}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty(prefix = "dynaforge.streams", name = "enabled", havingValue = "true")
  static class Polling {

    @Bean
    @ConditionalOnMissingBean
    DynamoDbStreamsClient dynamoDbStreamsClient(DynaforgeProperties properties,
        ObjectProvider<AwsCredentialsProvider> credentials) {
      return DynaforgeAutoConfiguration.configureClient(DynamoDbStreamsClient.builder(), properties, credentials)
          .build();
    }

    @Bean
    StreamPollers dynaforgeStreamPollers(DynamoDbStreamsClient streams, DynamoDbClient client,
        DynamoDbOperations operations, ConfigurableListableBeanFactory beans, DynaforgeProperties properties,
        ObjectProvider<DeadLetterHandler> deadLetter, ObjectProvider<DynaforgeClientEncryption> encryption) {
      Map<String, List<ChangeDispatcher>> byTable = new LinkedHashMap<>();
      for (String name : beans.getBeanNamesForType(ChangeDispatcher.class)) {
        BeanDefinition definition = beans.getBeanDefinition(name);
        Object table = definition.getAttribute(StreamHandlerDispatchers.TABLE);
        if (table instanceof String logical) {
          byTable.computeIfAbsent(logical, t -> new ArrayList<>()).add(beans.getBean(name, ChangeDispatcher.class));
        }
      }
      return new StreamPollers(streams, client, operations, byTable, properties.getStreams(),
          delivery(properties.getStreams(), deadLetter.getIfAvailable()),
          encryption.stream().flatMap(e -> e.cipher().stream()).findFirst().orElse(null));
    }
  }

  /** The pollers' policy: the {@code dynaforge.streams.*} attempts and backoff, the bean as dead letter. */
  static DeliveryPolicy delivery(DynaforgeProperties.Streams settings, DeadLetterHandler deadLetter) {
    DeliveryPolicy.Builder policy = DeliveryPolicy.builder().maxAttempts(settings.getMaxAttempts())
        .backoff(settings.getBackoffInitial(), settings.getBackoffMax());
    if (deadLetter != null) {
      policy.deadLetter(deadLetter::handle);
    }
    return policy.build();
  }
}
