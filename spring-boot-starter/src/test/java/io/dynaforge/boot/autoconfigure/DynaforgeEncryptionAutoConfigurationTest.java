package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.encryptionsample.Locker;
import io.dynaforge.boot.encryptionsample.LockerEvents;
import io.dynaforge.boot.encryptionsample.LockerRepository;
import io.dynaforge.boot.sample.Crate;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.encryption.ItemEncryption;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Configuration;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.kms.KmsClient;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.DynamoDbEncryptionInterceptor;
import software.amazon.cryptography.materialproviders.IKeyring;
import software.amazon.cryptography.materialproviders.MaterialProviders;
import software.amazon.cryptography.materialproviders.model.AesWrappingAlg;
import software.amazon.cryptography.materialproviders.model.CreateRawAesKeyringInput;
import software.amazon.cryptography.materialproviders.model.MaterialProvidersConfig;

/**
 * Client-side encryption from the starter: an {@code IKeyring} bean (or {@code dynaforge.encryption.kms-key-arn},
 * an AWS KMS keyring over moto's KMS) makes the starter's client encrypt every encrypted entity of the generated
 * mappers, and the reactive template too; without a keyring, or without {@code dynaforge-encryption}, nothing
 * changes.
 */
class DynaforgeEncryptionAutoConfigurationTest {

  private final ApplicationContextRunner base = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeEncryptionAutoConfiguration.class,
          DynaforgeAutoConfiguration.class, DynaforgeReactiveAutoConfiguration.class,
          DynaforgeRepositoriesAutoConfiguration.class));

  /** Contexts that send no request: a region so that the clients can be built, no endpoint. */
  private final ApplicationContextRunner runner = base.withPropertyValues("dynaforge.region=eu-west-1");

  /** An application whose package is io.dynaforge.boot.encryptionsample. */
  @Configuration(proxyBeanMethods = false)
  @AutoConfigurationPackage(basePackageClasses = LockerRepository.class)
  static class Application {}

  static IKeyring keyring(byte fill) {
    byte[] key = new byte[32];
    java.util.Arrays.fill(key, fill);
    return MaterialProviders.builder().MaterialProvidersConfig(MaterialProvidersConfig.builder().build()).build()
        .CreateRawAesKeyring(CreateRawAesKeyringInput.builder().keyNamespace("dynaforge-boot").keyName("lockers")
            .wrappingKey(ByteBuffer.wrap(key)).wrappingAlg(AesWrappingAlg.ALG_AES256_GCM_IV12_TAG16).build());
  }

  static java.util.List<ExecutionInterceptor> interceptors(ApplicationContext context) {
    return context.getBean(DynamoDbClient.class).serviceClientConfiguration().overrideConfiguration()
        .executionInterceptors();
  }

  static Map<String, AttributeValue> stored(TestTables tables, String id) {
    return LocalDynamoDb.shared().client().getItem(r -> r.tableName(tables.name("lockers"))
        .key(Map.of("id", AttributeValue.fromS(id))).consistentRead(true)).item();
  }

  static void assertCiphertext(Map<String, AttributeValue> item, String plaintext) {
    assertThat(item.get("contents").b()).as("stored as binary ciphertext").isNotNull();
    assertThat(new String(item.get("contents").b().asByteArray(), StandardCharsets.ISO_8859_1))
        .doesNotContain(plaintext);
    assertThat(item).containsKeys("aws_dbe_head", "aws_dbe_foot");
  }

  @Test
  void aKeyringBeanPutsTheInterceptorOnTheClientAndTheCipherOnTheReactiveTemplate() {
    runner.withBean(IKeyring.class, () -> keyring((byte) 1)).run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(DynaforgeClientEncryption.class);
      DynaforgeClientEncryption encryption = context.getBean(DynaforgeClientEncryption.class);
      assertThat(encryption.entities()).as("every encrypted entity of the generated mappers, only those")
          .contains(Locker.class).doesNotContain(Crate.class);
      assertThat(interceptors(context)).filteredOn(DynamoDbEncryptionInterceptor.class::isInstance).hasSize(1)
          .containsExactly(encryption.interceptor().orElseThrow());
      assertThat(encryption.cipher()).get().isInstanceOf(ItemEncryption.class);
    });
  }

  @Test
  void withoutAKeyringNothingIsEncrypted() {
    runner.run(context -> {
      assertThat(context).hasNotFailed().doesNotHaveBean(DynaforgeClientEncryption.class)
          .doesNotHaveBean(IKeyring.class).doesNotHaveBean(KmsClient.class);
      assertThat(interceptors(context)).noneMatch(DynamoDbEncryptionInterceptor.class::isInstance);
    });
  }

  @Test
  void withoutDynaforgeEncryptionOnTheClassPathTheContextStartsUnencrypted() {
    runner.withBean(IKeyring.class, () -> keyring((byte) 1))
        .withPropertyValues("dynaforge.encryption.kms-key-arn=arn:aws:kms:eu-west-1:111122223333:key/k")
        .withClassLoader(new FilteredClassLoader(DynaforgeEncryption.class))
        .run(context -> {
          assertThat(context).hasNotFailed().doesNotHaveBean(DynaforgeClientEncryption.class)
              .hasSingleBean(DynamoDbOperations.class);
          assertThat(interceptors(context)).noneMatch(DynamoDbEncryptionInterceptor.class::isInstance);
        });
  }

  @Test
  void theApplicationsKeyringWinsOverTheProperty() {
    IKeyring own = keyring((byte) 2);
    runner.withBean(IKeyring.class, () -> own)
        .withPropertyValues("dynaforge.encryption.kms-key-arn=arn:aws:kms:eu-west-1:111122223333:key/k")
        .run(context -> {
          assertThat(context).hasNotFailed().hasSingleBean(IKeyring.class).doesNotHaveBean("dynaforgeKmsKeyring")
              .doesNotHaveBean(KmsClient.class);
          assertThat(context.getBean(IKeyring.class)).isSameAs(own);
          assertThat(context).hasSingleBean(DynaforgeClientEncryption.class);
        });
  }

  @Test
  void anApplicationsOwnClientIsLeftAsItIs() {
    DynamoDbClient own = DynamoDbClient.builder().region(software.amazon.awssdk.regions.Region.US_WEST_2).build();
    runner.withBean(IKeyring.class, () -> keyring((byte) 1)).withBean("ownClient", DynamoDbClient.class, () -> own)
        .run(context -> {
          assertThat(context.getBean(DynamoDbClient.class)).isSameAs(own);
          assertThat(interceptors(context)).noneMatch(DynamoDbEncryptionInterceptor.class::isInstance);
        });
  }

  @Test
  void againstTheLocalServerTheRepositoryAndTheReactiveTemplateStoreCiphertextAndReadPlaintext() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeEncryptionAutoConfig")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class)
          .withBean(IKeyring.class, () -> keyring((byte) 3))
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create")
          .run(context -> {
            assertThat(context).hasNotFailed();
            LockerRepository lockers = context.getBean(LockerRepository.class);
            lockers.save(new Locker("b1", "blocking secret", "ann"));
            Map<String, AttributeValue> item = stored(tables, "b1");
            assertCiphertext(item, "blocking secret");
            assertThat(item.get("owner").s()).isEqualTo("ann");
            assertThat(lockers.findById("b1")).contains(new Locker("b1", "blocking secret", "ann"));

            ReactiveDynamoDbOperations reactive = context.getBean(ReactiveDynamoDbOperations.class);
            StepVerifier.create(reactive.save(new Locker("r1", "reactive secret", "bob"))).expectNextCount(1)
                .verifyComplete();
            assertCiphertext(stored(tables, "r1"), "reactive secret");
            StepVerifier.create(reactive.findById(Locker.class, "r1"))
                .expectNext(new Locker("r1", "reactive secret", "bob")).verifyComplete();
            // one configuration: each reads what the other wrote
            assertThat(lockers.findById("r1")).contains(new Locker("r1", "reactive secret", "bob"));
            StepVerifier.create(reactive.findById(Locker.class, "b1"))
                .expectNext(new Locker("b1", "blocking secret", "ann")).verifyComplete();
          });
    }
  }

  @Test
  void theStartersStreamPollerHandsTheHandlerDecryptedImages() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeEncryptedStreams")) {
      base.withConfiguration(AutoConfigurations.of(DynaforgeStreamsAutoConfiguration.class))
          .withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class)
          .withBean(IKeyring.class, () -> keyring((byte) 4))
          .withBean(LockerEvents.class)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create",
              "dynaforge.streams.enabled=true", "dynaforge.streams.poll-interval=100ms",
              "dynaforge.streams.starting-position=TRIM_HORIZON")
          .run(context -> {
            assertThat(context).hasNotFailed();
            LockerRepository lockers = context.getBean(LockerRepository.class);
            lockers.save(new Locker("s1", "first secret", "ann"));
            lockers.save(new Locker("s1", "second secret", "ann"));
            assertCiphertext(stored(tables, "s1"), "second secret");
            LockerEvents handler = context.getBean(LockerEvents.class);
            long deadline = System.nanoTime() + java.time.Duration.ofSeconds(20).toNanos();
            while (handler.seen.size() < 2 && System.nanoTime() < deadline) {
              Thread.sleep(50);
            }
            assertThat(handler.seen).containsExactly("INSERT s1 first secret", "MODIFY s1 second secret");
          });
    }
  }

  @Test
  void againstTheLocalServerWithoutAKeyringTheItemIsStoredInTheClear() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeNoEncryption")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create")
          .run(context -> {
            context.getBean(LockerRepository.class).save(new Locker("p1", "in the clear", "cy"));
            assertThat(stored(tables, "p1")).containsEntry("contents", AttributeValue.fromS("in the clear"))
                .doesNotContainKeys("aws_dbe_head", "aws_dbe_foot");
          });
    }
  }

  static KmsClient localKms(RequestRecorder recorder) {
    return KmsClient.builder().endpointOverride(LocalDynamoDb.shared().endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .overrideConfiguration(c -> c.addExecutionInterceptor(recorder)).build();
  }

  @Test
  void theKmsKeyArnPropertyMakesAnAwsKmsKeyringOverAKmsClientOfTheStartersSettings() {
    String keyArn;
    try (KmsClient kms = localKms(new RequestRecorder())) {
      keyArn = kms.createKey(r -> r.description("dynaforge-boot lockers")).keyMetadata().arn();
    }
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeKmsProperty")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create",
              "dynaforge.encryption.kms-key-arn=" + keyArn)
          .run(context -> {
            assertThat(context).hasNotFailed().hasBean("dynaforgeKmsKeyring").hasBean("dynaforgeKmsClient");
            KmsClient client = context.getBean(KmsClient.class);
            assertThat(client.serviceClientConfiguration().endpointOverride())
                .as("dynaforge.endpoint: moto serves KMS too").contains(LocalDynamoDb.shared().endpoint());
            assertThat(client.serviceClientConfiguration().region()).isEqualTo(LocalDynamoDb.REGION);
            LockerRepository lockers = context.getBean(LockerRepository.class);
            lockers.save(new Locker("k1", "kms secret", "dee"));
            Map<String, AttributeValue> item = stored(tables, "k1");
            assertCiphertext(item, "kms secret");
            assertThat(new String(item.get("aws_dbe_head").b().asByteArray(), StandardCharsets.ISO_8859_1))
                .as("the data key is wrapped by the KMS key").contains(keyArn);
            assertThat(lockers.findById("k1")).contains(new Locker("k1", "kms secret", "dee"));
            StepVerifier.create(context.getBean(ReactiveDynamoDbOperations.class).findById(Locker.class, "k1"))
                .expectNext(new Locker("k1", "kms secret", "dee")).verifyComplete();
          });
    }
  }

  @Test
  void theKmsKeyringUsesTheApplicationsKmsClientAndKmsEndpointOverridesTheEndpoint() {
    RequestRecorder kmsCalls = new RequestRecorder();
    KmsClient own = localKms(kmsCalls);
    String keyArn = own.createKey(r -> r.description("dynaforge-boot own client")).keyMetadata().arn();
    kmsCalls.clear();
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "DynaforgeKmsOwnClient")) {
      base.withInitializer(new LocalDynamoDbInitializer())
          .withUserConfiguration(Application.class)
          .withBean("ownKms", KmsClient.class, () -> own)
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create",
              "dynaforge.encryption.kms-key-arn=" + keyArn)
          .run(context -> {
            assertThat(context).hasNotFailed().hasSingleBean(KmsClient.class).doesNotHaveBean("dynaforgeKmsClient");
            LockerRepository lockers = context.getBean(LockerRepository.class);
            lockers.save(new Locker("o1", "through my client", "eve"));
            assertThat(lockers.findById("o1")).contains(new Locker("o1", "through my client", "eve"));
            assertThat(kmsCalls.operations()).containsExactly("GenerateDataKey", "Decrypt");
          });
    }
    runner.withPropertyValues("dynaforge.endpoint=http://localhost:8000",
        "dynaforge.encryption.kms-endpoint=http://localhost:4566",
        "dynaforge.encryption.kms-key-arn=" + keyArn).run(context -> assertThat(
            context.getBean(KmsClient.class).serviceClientConfiguration().endpointOverride())
        .contains(java.net.URI.create("http://localhost:4566")));
  }
}
