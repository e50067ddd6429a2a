package io.dynaforge.it.encryption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataRetrievalFailureException;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.kms.KmsClient;
import software.amazon.awssdk.services.kms.model.DecryptRequest;
import software.amazon.awssdk.services.kms.model.GenerateDataKeyRequest;
import software.amazon.cryptography.materialproviders.IKeyring;
import software.amazon.cryptography.materialproviders.MaterialProviders;
import software.amazon.cryptography.materialproviders.model.CreateAwsKmsKeyringInput;
import software.amazon.cryptography.materialproviders.model.CreateAwsKmsMrkMultiKeyringInput;
import software.amazon.cryptography.materialproviders.model.MaterialProvidersConfig;

/**
 * Client-side encryption with the production keyring: the Material Providers Library's AWS KMS keyrings over
 * moto's KMS (served on the DynamoDB endpoint). A {@code KmsClient} built by the application is passed to
 * {@code CreateAwsKmsKeyring} as {@code kmsClient}, and to {@code CreateAwsKmsMrkMultiKeyring} through an
 * {@code IClientSupplier}. Each write asks KMS for one data key ({@code GenerateDataKey}), each item read
 * decrypts its data key ({@code Decrypt}); an item written under another KMS key is a {@code
 * DataRetrievalFailureException} naming the table.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // dynalite has no KMS
class KmsKeyringTest {

  static final RequestRecorder kmsCalls = new RequestRecorder();
  static final RequestRecorder dynamoCalls = new RequestRecorder();
  static final MaterialProviders MPL = MaterialProviders.builder()
      .MaterialProvidersConfig(MaterialProvidersConfig.builder().build()).build();

  static KmsClient kms;
  static String keyArn;
  static String otherKeyArn;
  static DynamoDbClient raw;
  static DynamoDbClient client;
  static SecretRepository secrets;
  static TestTables tables;

  /** A KMS client of the local server, recording its calls. */
  static KmsClient kmsClient(LocalDynamoDb local) {
    return KmsClient.builder().endpointOverride(local.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .overrideConfiguration(c -> c.addExecutionInterceptor(kmsCalls))
        .build();
  }

  /** The multi-Region-aware keyring the docs recommend, over the given client. */
  static IKeyring mrkMultiKeyring(String arn) {
    return MPL.CreateAwsKmsMrkMultiKeyring(CreateAwsKmsMrkMultiKeyringInput.builder().generator(arn)
        .clientSupplier(input -> kms).build());
  }

  /** The single-key keyring, the client passed directly. */
  static IKeyring kmsKeyring(String arn) {
    return MPL.CreateAwsKmsKeyring(CreateAwsKmsKeyringInput.builder().kmsKeyId(arn).kmsClient(kms).build());
  }

  static DynamoDbClient encryptingClient(LocalDynamoDb local, IKeyring keyring) {
    return local.clientBuilder().overrideConfiguration(c -> c
            .addExecutionInterceptor(DynaforgeEncryption.interceptor(keyring, tables::name, Secret.class))
            .addExecutionInterceptor(dynamoCalls))
        .build();
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    kms = kmsClient(local);
    keyArn = kms.createKey(r -> r.description("dynaforge-it vault")).keyMetadata().arn();
    otherKeyArn = kms.createKey(r -> r.description("dynaforge-it other")).keyMetadata().arn();
    raw = local.client();
    client = encryptingClient(local, mrkMultiKeyring(keyArn));
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Secret.class);
    secrets = new SecretRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
    kms.close();
  }

  @BeforeEach
  void clear() {
    kmsCalls.clear();
    dynamoCalls.clear();
  }

  static Map<String, AttributeValue> stored(String owner, String id) {
    return raw.getItem(r -> r.tableName(tables.name("enc_vault"))
        .key(Map.of("owner", AttributeValue.fromS(owner), "id", AttributeValue.fromS(id))).consistentRead(true))
        .item();
  }

  static void assertCiphertext(Map<String, AttributeValue> item, String plaintext) {
    assertThat(item.get("body").b()).as("the body is stored as binary ciphertext").isNotNull();
    assertThat(new String(item.get("body").b().asByteArray(), StandardCharsets.ISO_8859_1)).doesNotContain(plaintext);
    assertThat(item).containsKeys("aws_dbe_head", "aws_dbe_foot");
  }

  @Test
  void saveFindByIdAndQueryRoundTripThroughKms() {
    Secret secret = new Secret("ann", "s1", "the launch codes", "codes", "a note");
    secrets.save(secret);
    secrets.save(new Secret("ann", "s2", "the recipe", "recipe", null));
    assertThat(kmsCalls.operations()).as("one data key per item written").containsExactly("GenerateDataKey",
        "GenerateDataKey");
    assertThat(kmsCalls.requestsOf(GenerateDataKeyRequest.class)).allSatisfy(r -> {
      assertThat(r.keyId()).isEqualTo(keyArn);
      assertThat(r.encryptionContext()).as("the SDK binds the table into the data key")
          .containsEntry("aws-crypto-table-name", tables.name("enc_vault"));
    });
    kmsCalls.clear();

    assertThat(secrets.findById(DynamoDbCompositeId.of("ann", "s1"))).contains(secret);
    assertThat(secrets.findByOwner("ann")).extracting(Secret::body)
        .containsExactlyInAnyOrder("the launch codes", "the recipe");
    assertThat(kmsCalls.operations()).as("one Decrypt per item read").containsExactly("Decrypt", "Decrypt",
        "Decrypt");
    assertThat(kmsCalls.requestsOf(DecryptRequest.class)).allSatisfy(r -> assertThat(r.keyId()).isEqualTo(keyArn));
    assertThat(dynamoCalls.operations()).containsExactly("PutItem", "PutItem", "GetItem", "Query");

    Map<String, AttributeValue> item = stored("ann", "s1");
    assertCiphertext(item, "launch");
    assertThat(item.get("label").s()).isEqualTo("codes");
    assertThat(item.get("note").s()).isEqualTo("a note");
    assertThat(new String(item.get("aws_dbe_head").b().asByteArray(), StandardCharsets.ISO_8859_1)).as("the material description names the KMS key")
        .contains(keyArn);
  }

  @Test
  void batchSaveAndGetRoundTripThroughKms() {
    List<Secret> batch = List.of(new Secret("bat", "1", "one", "l1", null), new Secret("bat", "2", "two", "l2", "n"),
        new Secret("bat", "3", "three", "l3", null));
    secrets.saveAll(batch);

    assertThat(dynamoCalls.operations()).containsExactly("BatchWriteItem");
    assertThat(kmsCalls.operations()).containsOnly("GenerateDataKey").hasSize(3);
    assertCiphertext(stored("bat", "2"), "two");
    assertThat(secrets.findAllById(List.of(DynamoDbCompositeId.of("bat", "1"), DynamoDbCompositeId.of("bat", "2"),
        DynamoDbCompositeId.of("bat", "3")))).containsExactlyInAnyOrderElementsOf(batch);
    assertThat(dynamoCalls.operations()).containsExactly("BatchWriteItem", "BatchGetItem");
  }

  @Test
  void theSingleKeyKeyringWithTheClientPassedDirectlyReadsWhatTheMultiKeyringWrote(LocalDynamoDb local) {
    secrets.save(new Secret("one", "s1", "written by the multi keyring", "l", null));
    try (DynamoDbClient single = encryptingClient(local, kmsKeyring(keyArn))) {
      DynamoDbTemplate template = DynamoDbTemplate.builder(single).tableNameResolver(tables::name).build();

      assertThat(template.findById(Secret.class, "one", "s1")).get().extracting(Secret::body)
          .isEqualTo("written by the multi keyring");
      template.save(new Secret("one", "s2", "written by the single-key keyring", "l", null));
      assertCiphertext(stored("one", "s2"), "single-key");
      assertThat(secrets.findById(DynamoDbCompositeId.of("one", "s2"))).get().extracting(Secret::body)
          .isEqualTo("written by the single-key keyring");
    }
  }

  @Test
  void anotherKmsKeyCannotReadIt(LocalDynamoDb local) {
    secrets.save(new Secret("kim", "s1", "for the vault key only", "k", null));
    try (DynamoDbClient other = encryptingClient(local, mrkMultiKeyring(otherKeyArn))) {
      DynamoDbTemplate otherTemplate = DynamoDbTemplate.builder(other).tableNameResolver(tables::name).build();
      kmsCalls.clear();

      assertThatThrownBy(() -> otherTemplate.findById(Secret.class, "kim", "s1"))
          .isInstanceOf(DataRetrievalFailureException.class)
          .hasMessageContaining("GetItem of Secret in table '" + tables.name("enc_vault") + "'")
          .hasMessageContaining("kim");
      assertThat(kmsCalls.operations()).as("the keyring does not ask KMS for a key it was not given").isEmpty();
      assertThatThrownBy(() -> new SecretRepository_Impl(otherTemplate).findByOwner("kim"))
          .isInstanceOf(DataRetrievalFailureException.class)
          .hasMessageContaining("table '" + tables.name("enc_vault") + "'");
    }
  }

  @Test
  void aSingleKeyKeyringOfAnotherKeyAsksKmsAndFailsToo(LocalDynamoDb local) {
    secrets.save(new Secret("kay", "s1", "for the vault key only", "k", null));
    try (DynamoDbClient other = encryptingClient(local, kmsKeyring(otherKeyArn))) {
      assertThatThrownBy(() -> DynamoDbTemplate.builder(other).tableNameResolver(tables::name).build()
          .findById(Secret.class, "kay", "s1"))
          .isInstanceOf(DataRetrievalFailureException.class)
          .hasMessageContaining("GetItem of Secret in table '" + tables.name("enc_vault") + "'");
    }
  }

  @Test
  void theReactiveTemplatesItemEncryptionUsesKmsToo(LocalDynamoDb local) {
    try (DynamoDbAsyncClient async = DynamoDbAsyncClient.builder().endpointOverride(local.endpoint())
        .region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient.builder())
        .build()) {
      ReactiveDynamoDbTemplate reactive = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
          .encryption(DynaforgeEncryption.items(mrkMultiKeyring(keyArn), tables::name, Secret.class)).build();
      reactive.save(new Secret("rx", "1", "reactive through kms", "l", null)).block();

      assertThat(kmsCalls.operations()).containsExactly("GenerateDataKey");
      assertCiphertext(stored("rx", "1"), "reactive");
      assertThat(reactive.findById(Secret.class, "rx", "1").block().body()).isEqualTo("reactive through kms");
      assertThat(secrets.findById(DynamoDbCompositeId.of("rx", "1"))).get().extracting(Secret::body)
          .as("the blocking interceptor reads it").isEqualTo("reactive through kms");
    }
  }
}
