package io.dynaforge.encryption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.TableNameResolver;
import java.nio.ByteBuffer;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.model.DynamoDbItemEncryptorConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.DynamoDbTableEncryptionConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.DynamoDbTablesEncryptionConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.PlaintextOverride;
import software.amazon.cryptography.dbencryptionsdk.structuredencryption.model.CryptoAction;
import software.amazon.cryptography.materialproviders.IKeyring;
import software.amazon.cryptography.materialproviders.MaterialProviders;
import software.amazon.cryptography.materialproviders.model.AesWrappingAlg;
import software.amazon.cryptography.materialproviders.model.CreateRawAesKeyringInput;
import software.amazon.cryptography.materialproviders.model.MaterialProvidersConfig;

class DynaforgeEncryptionTest {

  static final IKeyring KEYRING = MaterialProviders.builder()
      .MaterialProvidersConfig(MaterialProvidersConfig.builder().build()).build()
      .CreateRawAesKeyring(CreateRawAesKeyringInput.builder().keyNamespace("dynaforge-test").keyName("unit")
          .wrappingKey(ByteBuffer.wrap(new byte[32])).wrappingAlg(AesWrappingAlg.ALG_AES256_GCM_IV12_TAG16).build());

  @Test
  void theGeneratedActionsAreFoundThroughTheEntitysTable() {
    Map<String, TableActions> tables = EncryptedTableLookup.tablesOf(Vault.Secret.class, Vault.Secret.class);

    assertThat(tables).containsOnlyKeys("vault");
    TableActions vault = tables.get("vault");
    assertThat(vault.keys()).containsExactly("id", "version");
    assertThat(vault.kinds()).containsExactly(Vault.Secret.class.getName());
    assertThat(vault.actions()).containsOnly(Map.entry("id", "SIGN_ONLY"), Map.entry("version", "SIGN_ONLY"),
        Map.entry("body", "ENCRYPT_AND_SIGN"), Map.entry("label", "SIGN_ONLY"), Map.entry("note", "DO_NOTHING"));
    assertThat(vault.allowedUnsigned()).containsExactly("note");
  }

  @Test
  void encryptedEntitiesKeepsTheEntitiesOfEncryptedTablesOnly() {
    assertThat(DynaforgeEncryption.encryptedEntities(Vault.Plain.class, String.class, Vault.Secret.class))
        .containsExactly(Vault.Secret.class);
    assertThat(DynaforgeEncryption.encryptedEntities(Vault.Plain.class)).isEmpty();
  }

  @Test
  void oneConfigurationPerPhysicalTable() {
    DynamoDbTablesEncryptionConfig configs = TableEncryptionConfigs.of(KEYRING,
        PlaintextOverride.FORBID_PLAINTEXT_WRITE_FORBID_PLAINTEXT_READ, logical -> "dev-" + logical,
        EncryptedTableLookup.tablesOf(Vault.Secret.class));

    assertThat(configs.tableEncryptionConfigs()).containsOnlyKeys("dev-vault");
    DynamoDbTableEncryptionConfig vault = configs.tableEncryptionConfigs().get("dev-vault");
    assertThat(vault.logicalTableName()).isEqualTo("dev-vault");
    assertThat(vault.partitionKeyName()).isEqualTo("id");
    assertThat(vault.sortKeyName()).isEqualTo("version");
    assertThat(vault.attributeActionsOnEncrypt()).containsEntry("body", CryptoAction.ENCRYPT_AND_SIGN)
        .containsEntry("label", CryptoAction.SIGN_ONLY).containsEntry("note", CryptoAction.DO_NOTHING)
        .hasSize(5);
    assertThat(vault.allowedUnsignedAttributes()).containsExactly("note");
    assertThat(vault.keyring()).isSameAs(KEYRING);
    assertThat(vault.plaintextOverride()).isEqualTo(PlaintextOverride.FORBID_PLAINTEXT_WRITE_FORBID_PLAINTEXT_READ);
  }

  @Test
  void theItemEncryptorsAreConfiguredAsTheInterceptorsTablesPlaintextOverrideIncluded() {
    Map<String, TableActions> tables = EncryptedTableLookup.tablesOf(Vault.Secret.class);
    PlaintextOverride migrating = PlaintextOverride.FORBID_PLAINTEXT_WRITE_ALLOW_PLAINTEXT_READ;
    DynamoDbTableEncryptionConfig table = TableEncryptionConfigs.of(KEYRING, migrating, logical -> "dev-" + logical,
        tables).tableEncryptionConfigs().get("dev-vault");
    DynamoDbItemEncryptorConfig item = TableEncryptionConfigs.itemConfigs(KEYRING, migrating,
        logical -> "dev-" + logical, tables).get("dev-vault");

    assertThat(table.plaintextOverride()).isEqualTo(migrating);
    assertThat(item.plaintextOverride()).isEqualTo(migrating);
    assertThat(item.logicalTableName()).isEqualTo(table.logicalTableName()).isEqualTo("dev-vault");
    assertThat(item.partitionKeyName()).isEqualTo(table.partitionKeyName());
    assertThat(item.sortKeyName()).isEqualTo(table.sortKeyName());
    assertThat(item.attributeActionsOnEncrypt()).isEqualTo(table.attributeActionsOnEncrypt());
    assertThat(item.allowedUnsignedAttributes()).isEqualTo(table.allowedUnsignedAttributes());
    assertThat(item.keyring()).isSameAs(table.keyring());
    assertThat(DynaforgeEncryption.interceptor(KEYRING, migrating, TableNameResolver.identity(), java.util.List.of(),
        Vault.Secret.class)).isNotNull();
  }

  @Test
  void whatAnExtensionWritesIsSigned() {
    io.dynaforge.extension.DynamoDbExtension tenants = new io.dynaforge.extension.DynamoDbExtension() {
      @Override
      public java.util.Set<String> attributesWritten(Class<?> entityType) {
        return entityType == Vault.Secret.class ? java.util.Set.of("tenantId", "label") : java.util.Set.of();
      }
    };
    TableActions vault = EncryptedTableLookup.tablesOf(java.util.List.of(tenants), Vault.Secret.class).get("vault");
    assertThat(vault.actions()).containsEntry("tenantId", "SIGN_ONLY").containsEntry("label", "SIGN_ONLY")
        .containsEntry("body", "ENCRYPT_AND_SIGN").hasSize(6);
    assertThat(EncryptedTableLookup.tablesOf(Vault.Secret.class).get("vault").actions()).doesNotContainKey("tenantId");
    assertThat(DynaforgeEncryption.interceptor(KEYRING, TableNameResolver.identity(), java.util.List.of(tenants),
        Vault.Secret.class)).isNotNull();
  }

  @Test
  void theInterceptorIsBuilt() {
    assertThat(DynaforgeEncryption.interceptor(KEYRING, Vault.Secret.class)).isNotNull();
    assertThat(DynaforgeEncryption.interceptor(KEYRING, TableNameResolver.identity(), Vault.Secret.class)).isNotNull();
  }

  @Test
  void aClassThatIsNotEncryptedIsRefusedByName() {
    assertThatThrownBy(() -> DynaforgeEncryption.interceptor(KEYRING, Vault.Secret.class, Vault.Plain.class))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(Vault.Plain.class.getName())
        .hasMessageContaining("is not encrypted")
        .hasMessageContaining("META-INF/dynaforge/encryption/plain.json");
    assertThatThrownBy(() -> DynaforgeEncryption.interceptor(KEYRING, String.class))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("java.lang.String is not a Dynaforge entity");
  }

  @Test
  void theReaderReadsWhatTheProcessorWrites() {
    TableActions actions = TableActionsReader.read("""
        { "table": "shop", "keys": ["PK", "SK"], "kinds": ["com.acme.Customer", "com.acme.Order"],
          "actions": {"PK": "SIGN_ONLY", "SK": "SIGN_ONLY", "card": "ENCRYPT_AND_SIGN", "no\\"te": "DO_NOTHING"},
          "allowedUnsigned": ["no\\"te"], "later": {"x": "y"} }
        """, "shop.json");

    assertThat(actions.table()).isEqualTo("shop");
    assertThat(actions.partitionKey()).isEqualTo("PK");
    assertThat(actions.sortKey()).isEqualTo("SK");
    assertThat(actions.kinds()).containsExactly("com.acme.Customer", "com.acme.Order");
    assertThat(actions.actions()).containsEntry("card", "ENCRYPT_AND_SIGN").containsEntry("no\"te", "DO_NOTHING");
    assertThat(actions.allowedUnsigned()).containsExactly("no\"te");
    assertThatThrownBy(() -> TableActionsReader.read("{\"table\": \"shop\"", "shop.json"))
        .isInstanceOf(IllegalStateException.class).hasMessageContaining("shop.json");
  }
}
