package io.dynaforge.encryption;

import io.dynaforge.core.TableNameResolver;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.DynamoDbItemEncryptor;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.model.DynamoDbItemEncryptorConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.DynamoDbTableEncryptionConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.DynamoDbTablesEncryptionConfig;
import software.amazon.cryptography.dbencryptionsdk.structuredencryption.model.CryptoAction;
import software.amazon.cryptography.materialproviders.IKeyring;

/**
 * The SDK's table configurations (and item encryptors) from the generated actions: one per physical table, named by the
 * physical name (the SDK matches a request's {@code TableName} against it), with the table's key
 * attributes, every attribute's action, its allowed unsigned attributes and the keyring.
 */
final class TableEncryptionConfigs {

  private TableEncryptionConfigs() {}

  static DynamoDbTablesEncryptionConfig of(IKeyring keyring, TableNameResolver tableNames,
      Map<String, TableActions> tables) {
    Objects.requireNonNull(keyring, "keyring");
    Objects.requireNonNull(tableNames, "tableNames");
    Map<String, DynamoDbTableEncryptionConfig> configs = new LinkedHashMap<>();
    tables.forEach((logical, actions) -> {
      String physical = tableNames.resolve(logical);
      configs.put(physical, of(keyring, physical, actions));
    });
    return DynamoDbTablesEncryptionConfig.builder().tableEncryptionConfigs(configs).build();
  }

  /** The SDK's item encryptors: one per physical table, configured like {@link #of(IKeyring, String, TableActions)}. */
  static Map<String, DynamoDbItemEncryptor> encryptors(IKeyring keyring, TableNameResolver tableNames,
      Map<String, TableActions> tables) {
    Objects.requireNonNull(keyring, "keyring");
    Objects.requireNonNull(tableNames, "tableNames");
    Map<String, DynamoDbItemEncryptor> encryptors = new LinkedHashMap<>();
    tables.forEach((logical, actions) -> {
      String physical = tableNames.resolve(logical);
      encryptors.put(physical, DynamoDbItemEncryptor.builder()
          .DynamoDbItemEncryptorConfig(itemConfig(keyring, physical, actions))
          .build());
    });
    return encryptors;
  }

  /** One table's item encryptor configuration: the same as the interceptor's {@link #of(IKeyring, String, TableActions)}. */
  static DynamoDbItemEncryptorConfig itemConfig(IKeyring keyring, String physicalTable, TableActions actions) {
    DynamoDbItemEncryptorConfig.Builder config = DynamoDbItemEncryptorConfig.builder()
        .logicalTableName(physicalTable)
        .partitionKeyName(actions.partitionKey())
        .attributeActionsOnEncrypt(cryptoActions(actions))
        .keyring(keyring);
    if (actions.sortKey() != null) {
      config.sortKeyName(actions.sortKey());
    }
    if (!actions.allowedUnsigned().isEmpty()) {
      config.allowedUnsignedAttributes(actions.allowedUnsigned());
    }
    return config.build();
  }

  private static Map<String, CryptoAction> cryptoActions(TableActions actions) {
    Map<String, CryptoAction> onEncrypt = new LinkedHashMap<>();
    actions.actions().forEach((attribute, action) -> onEncrypt.put(attribute, CryptoAction.valueOf(action)));
    return onEncrypt;
  }

  /** One table's configuration under its physical name. */
  static DynamoDbTableEncryptionConfig of(IKeyring keyring, String physicalTable, TableActions actions) {
    DynamoDbTableEncryptionConfig.Builder config = DynamoDbTableEncryptionConfig.builder()
        .logicalTableName(physicalTable)
        .partitionKeyName(actions.partitionKey())
        .attributeActionsOnEncrypt(cryptoActions(actions))
        .keyring(keyring);
    if (actions.sortKey() != null) {
      config.sortKeyName(actions.sortKey());
    }
    if (!actions.allowedUnsigned().isEmpty()) {
      config.allowedUnsignedAttributes(actions.allowedUnsigned());
    }
    return config.build();
  }
}
