package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.TableNameResolver;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.extension.DynamoDbExtension;
import java.util.List;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.services.kms.KmsClient;
import software.amazon.cryptography.materialproviders.IKeyring;
import software.amazon.cryptography.materialproviders.MaterialProviders;
import software.amazon.cryptography.materialproviders.model.CreateAwsKmsMrkKeyringInput;
import software.amazon.cryptography.materialproviders.model.MaterialProvidersConfig;

/**
 * Client-side encryption, when {@code dynaforge-encryption} is on the class path and the application has an
 * {@link IKeyring} bean, or sets {@code dynaforge.encryption.kms-key-arn} (then the keyring is an AWS KMS keyring of
 * that key, calling KMS through the application's {@link KmsClient} bean, else through the bean
 * {@code dynaforgeKmsClient} built from the {@code dynaforge.*} client settings): every entity of the generated
 * mappers whose table holds an encrypted kind is encrypted, by the encryption SDK's interceptor on the starter's
 * {@code DynamoDbClient} and by the {@code ItemEncryption} of the starter's reactive template
 * ({@link DynaforgeClientEncryption}). An application's own {@code DynamoDbClient} bean is left as it is.
 */
@AutoConfiguration(before = {DynaforgeAutoConfiguration.class, DynaforgeReactiveAutoConfiguration.class})
@ConditionalOnClass({DynaforgeEncryption.class, IKeyring.class})
@EnableConfigurationProperties(DynaforgeProperties.class)
public class DynaforgeEncryptionAutoConfiguration {

  /** The AWS KMS keyring of {@code dynaforge.encryption.kms-key-arn}, when the application defines no keyring. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(KmsClient.class)
  @ConditionalOnProperty("dynaforge.encryption.kms-key-arn")
  @ConditionalOnMissingBean(IKeyring.class)
  static class KmsKeyringConfiguration {

    /**
     * The KMS client, when the application defines none: the {@code dynaforge.*} client settings (region,
     * credentials, retries, timeouts), its endpoint {@code dynaforge.encryption.kms-endpoint}, else
     * {@code dynaforge.endpoint}.
     */
    @Bean
    @ConditionalOnMissingBean
    KmsClient dynaforgeKmsClient(DynaforgeProperties properties, ObjectProvider<AwsCredentialsProvider> credentials) {
      var builder = DynaforgeAutoConfiguration.configureClient(KmsClient.builder(), properties, credentials);
      if (properties.getEncryption().getKmsEndpoint() != null) {
        builder.endpointOverride(properties.getEncryption().getKmsEndpoint());
      }
      return builder.build();
    }

    /**
     * The Material Providers Library's AWS KMS keyring (multi-Region key aware) of the key, over the KMS client:
     * {@code kms:GenerateDataKey} for every item written, {@code kms:Decrypt} for every item read.
     */
    @Bean
    IKeyring dynaforgeKmsKeyring(DynaforgeProperties properties, KmsClient kmsClient) {
      return MaterialProviders.builder().MaterialProvidersConfig(MaterialProvidersConfig.builder().build()).build()
          .CreateAwsKmsMrkKeyring(CreateAwsKmsMrkKeyringInput.builder()
              .kmsKeyId(properties.getEncryption().getKmsKeyArn().strip()).kmsClient(kmsClient).build());
    }
  }

  /**
   * The encryption of every encrypted entity of the generated mappers, with the keyring, under the templates' table
   * names ({@link TableNameResolver} bean or {@code dynaforge.table-prefix}) and signing what the
   * {@link DynamoDbExtension} beans add to items.
   */
  @Bean
  @ConditionalOnBean(IKeyring.class)
  @ConditionalOnMissingBean
  public DynaforgeClientEncryption dynaforgeClientEncryption(IKeyring keyring, DynaforgeProperties properties,
      BeanFactory beanFactory, ObjectProvider<TableNameResolver> tableNameResolver) {
    List<Class<?>> entities = DynaforgeEncryption.encryptedEntities(
        GeneratedEntities.load(DynaforgeAutoConfiguration.classLoader(beanFactory)));
    if (entities.isEmpty()) {
      return new DynaforgeClientEncryption(entities, null, null);
    }
    TableNameResolver names = DynaforgeAutoConfiguration.tableNames(properties, tableNameResolver);
    List<DynamoDbExtension> extensions = beanFactory.getBeanProvider(DynamoDbExtension.class).orderedStream().toList();
    Class<?>[] classes = entities.toArray(Class<?>[]::new);
    return new DynaforgeClientEncryption(entities,
        DynaforgeEncryption.interceptor(keyring, names, extensions, classes),
        DynaforgeEncryption.items(keyring, names, extensions, classes));
  }
}
