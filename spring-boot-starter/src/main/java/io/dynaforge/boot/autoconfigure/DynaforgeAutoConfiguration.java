package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.BatchRetryPolicy;
import io.dynaforge.core.ConsumedCapacityListener;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.core.TemplateOptions;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.mapping.MapperRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.annotation.Bean;
import org.springframework.data.mapping.callback.EntityCallbacks;
import org.springframework.util.ClassUtils;
import org.springframework.util.StringUtils;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The client and the template: a {@link DynamoDbClient} from the {@code dynaforge.*} properties when the
 * application defines none, and the bean {@code dynamoDbTemplate} when it defines no {@link DynamoDbOperations}.
 * The template publishes lifecycle events to the context, runs every entity callback bean and applies every
 * {@link DynamoDbExtension} bean, in {@code @Order}. It reports every request to the application's
 * {@link ObservationRegistry} ({@code dynaforge.observations.enabled}, default true) and, with
 * {@code dynaforge.consumed-capacity.enabled=true}, records consumed capacity in its {@code MeterRegistry}.
 */
@AutoConfiguration
@ConditionalOnClass({DynamoDbClient.class, DynamoDbTemplate.class})
@EnableConfigurationProperties(DynaforgeProperties.class)
public class DynaforgeAutoConfiguration {

  /**
   * The client: {@code dynaforge.endpoint} and {@code dynaforge.region} when set, else the SDK's defaults; retries
   * and timeouts from {@code dynaforge.client.*}.
   * Credentials come from an {@link AwsCredentialsProvider} bean when there is one, else from the SDK's default
   * credentials chain. With client-side encryption ({@link DynaforgeEncryptionAutoConfiguration}: an
   * {@code IKeyring} bean or {@code dynaforge.encryption.kms-key-arn}), the encryption SDK's interceptor of every
   * encrypted entity.
   */
  @Bean
  @ConditionalOnMissingBean
  public DynamoDbClient dynamoDbClient(DynaforgeProperties properties,
      ObjectProvider<AwsCredentialsProvider> credentials, ObjectProvider<DynaforgeClientEncryption> encryption) {
    DynamoDbClientBuilder builder = configureClient(DynamoDbClient.builder(), properties, credentials);
    encryption.ifAvailable(e -> e.interceptor().ifPresent(interceptor -> builder.overrideConfiguration(
        builder.overrideConfiguration().toBuilder().addExecutionInterceptor(interceptor).build())));
    return builder.build();
  }

  /**
   * The {@code dynaforge.*} client settings, for the blocking client and (in
   * {@link DynaforgeReactiveAutoConfiguration}) the non-blocking one: endpoint, region, credentials, retries and
   * timeouts.
   */
  static <B extends AwsClientBuilder<B, ?>> B configureClient(B builder, DynaforgeProperties properties,
      ObjectProvider<AwsCredentialsProvider> credentials) {
    if (properties.getEndpoint() != null) {
      builder.endpointOverride(properties.getEndpoint());
    }
    if (StringUtils.hasText(properties.getRegion())) {
      builder.region(Region.of(properties.getRegion().trim()));
    }
    credentials.ifAvailable(builder::credentialsProvider);
    DynaforgeProperties.Client client = properties.getClient();
    builder.overrideConfiguration(c -> c
        .retryStrategy(client.getRetryMode())
        .retryStrategy(b -> b.maxAttempts(client.getMaxAttempts()))
        .apiCallTimeout(client.getApiCallTimeout())
        .apiCallAttemptTimeout(client.getApiCallAttemptTimeout()));
    return builder;
  }

  /**
   * The template: table names through a {@link TableNameResolver} bean when there is one, else
   * {@code dynaforge.table-prefix}; mappers from the processor's index; observations to the application's
   * {@link ObservationRegistry} unless {@code dynaforge.observations.enabled=false}; with {@code
   * dynaforge.consumed-capacity.enabled=true}, TOTAL consumed capacity asked for and given to the summary
   * {@code dynaforge.consumed.capacity} in the application's {@code MeterRegistry} and to every {@link
   * ConsumedCapacityListener} bean; {@code @CreatedBy}/{@code @LastModifiedBy} from the application's
   * {@code AuditorAware} bean when there is one.
   */
  @Bean
  @ConditionalOnMissingBean(DynamoDbOperations.class)
  public DynamoDbTemplate dynamoDbTemplate(DynamoDbClient dynamoDbClient, DynaforgeProperties properties,
      ApplicationEventPublisher eventPublisher, BeanFactory beanFactory,
      ObjectProvider<TableNameResolver> tableNameResolver) {
    return configureTemplate(DynamoDbTemplate.builder(dynamoDbClient), properties, eventPublisher, beanFactory,
        tableNameResolver).build();
  }

  /**
   * The template options from the context, for the blocking template and (in
   * {@link DynaforgeReactiveAutoConfiguration}) the reactive one: auditor, observations, consumed capacity, mappers,
   * table names, events, entity callbacks, batch retries and extensions.
   */
  static <B extends TemplateOptions<B>> B configureTemplate(B builder, DynaforgeProperties properties,
      ApplicationEventPublisher eventPublisher, BeanFactory beanFactory,
      ObjectProvider<TableNameResolver> tableNameResolver) {
    beanFactory.getBeanProvider(org.springframework.data.domain.AuditorAware.class).ifUnique(builder::auditorAware);
    if (properties.getObservations().isEnabled()) {
      beanFactory.getBeanProvider(ObservationRegistry.class).ifUnique(builder::observationRegistry);
    }
    if (properties.getConsumedCapacity().isEnabled()) {
      List<ConsumedCapacityListener> listeners = new ArrayList<>();
      if (ClassUtils.isPresent(METER_REGISTRY, classLoader(beanFactory))) {
        listeners.addAll(MeterRegistries.consumedCapacity(beanFactory));
      }
      beanFactory.getBeanProvider(ConsumedCapacityListener.class).orderedStream().forEach(listeners::add);
      if (!listeners.isEmpty()) {
        builder.returnConsumedCapacity(true)
            .consumedCapacityListeners(listeners.toArray(ConsumedCapacityListener[]::new));
      }
    }
    return builder
        .mapperRegistry(MapperRegistry.load(classLoader(beanFactory)))
        .tableNameResolver(tableNames(properties, tableNameResolver))
        .eventPublisher(eventPublisher)
        .entityCallbacks(EntityCallbacks.create(beanFactory))
        .batchRetryPolicy(new BatchRetryPolicy(properties.getBatch().getMaxAttempts(),
            properties.getBatch().getBaseDelay(), properties.getBatch().getMaxDelay()))
        .extensions(beanFactory.getBeanProvider(DynamoDbExtension.class).orderedStream()
            .toArray(DynamoDbExtension[]::new));
  }

  /** The templates' table names: the {@link TableNameResolver} bean, else {@code dynaforge.table-prefix}. */
  static TableNameResolver tableNames(DynaforgeProperties properties,
      ObjectProvider<TableNameResolver> tableNameResolver) {
    return tableNameResolver.getIfAvailable(() -> StringUtils.hasLength(properties.getTablePrefix())
        ? TableNameResolver.prefix(properties.getTablePrefix())
        : TableNameResolver.identity());
  }

  /** Applies {@code dynaforge.schema-action} (or {@code dynaforge.create-tables=true}) to the models' tables at start. */
  @Bean
  public DynaforgeSchemaInitializer dynaforgeSchemaInitializer(DynamoDbOperations operations,
      DynaforgeProperties properties, BeanFactory beanFactory) {
    return new DynaforgeSchemaInitializer(operations, properties, classLoader(beanFactory));
  }

  private static final String METER_REGISTRY = "io.micrometer.core.instrument.MeterRegistry";

  /** Kept apart so that the configuration loads without Micrometer's core on the class path. */
  private static final class MeterRegistries {
    static List<ConsumedCapacityListener> consumedCapacity(BeanFactory beanFactory) {
      io.micrometer.core.instrument.MeterRegistry registry =
          beanFactory.getBeanProvider(io.micrometer.core.instrument.MeterRegistry.class).getIfUnique();
      return registry == null ? List.of() : List.of(new ConsumedCapacityMeters(registry));
    }
  }

  static ClassLoader classLoader(BeanFactory beanFactory) {
    ClassLoader loader = beanFactory instanceof ConfigurableBeanFactory configurable
        ? configurable.getBeanClassLoader() : null;
    return loader != null ? loader : ClassUtils.getDefaultClassLoader();
  }
}
