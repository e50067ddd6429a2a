package io.dynaforge.encryption;

import io.dynaforge.core.TableNameResolver;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiConsumer;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.DynamoDbItemEncryptor;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.itemencryptor.model.DynamoDbItemEncryptorConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.DynamoDbTableEncryptionConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.DynamoDbTablesEncryptionConfig;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.PlaintextOverride;
import software.amazon.cryptography.dbencryptionsdk.structuredencryption.model.CryptoAction;
import software.amazon.cryptography.materialproviders.IKeyring;

/**
 * The SDK's table configurations (for the interceptor) and item encryptors (for {@link ItemEncryption}) from the
 * generated actions: one per physical table, named by the physical name (the SDK matches a request's {@code
 * TableName} against it), with the table's key attributes, every attribute's action, its allowed unsigned
 * attributes, the keyring and the plaintext override. Both come from one {@link Settings}: the SDK's two
 * builders share no interface, so each is given its setters ({@link Setters}) and every setting is written once.
 */
final class TableEncryptionConfigs {

  private TableEncryptionConfigs() {}

  /** One table's settings, whichever builder they go to. */
  private record Settings(IKeyring keyring, String physicalTable, TableActions actions, PlaintextOverride plaintextOverride) {

    Settings {
      Objects.requireNonNull(keyring, "keyring");
      Objects.requireNonNull(physicalTable, "physicalTable");
      Objects.requireNonNull(actions, "actions");
      Objects.requireNonNull(plaintextOverride, "plaintextOverride");
    }

    /** The settings given to {@code builder} through its {@code setters}. */
    <B> B applyTo(B builder, Setters<B> setters) {
      setters.logicalTableName().accept(builder, physicalTable);
      setters.partitionKeyName().accept(builder, actions.partitionKey());
      if (actions.sortKey() != null) {
        setters.sortKeyName().accept(builder, actions.sortKey());
      }
      setters.attributeActionsOnEncrypt().accept(builder, cryptoActions(actions));
      if (!actions.allowedUnsigned().isEmpty()) {
        setters.allowedUnsignedAttributes().accept(builder, actions.allowedUnsigned());
      }
      setters.keyring().accept(builder, keyring);
      setters.plaintextOverride().accept(builder, plaintextOverride);
      return builder;
    }
  }

  /** The setters of one of the SDK's configuration builders, as method references. */
  private record Setters<B>(BiConsumer<B, String> logicalTableName, BiConsumer<B, String> partitionKeyName,
      BiConsumer<B, String> sortKeyName, BiConsumer<B, Map<String, CryptoAction>> attributeActionsOnEncrypt,
      BiConsumer<B, List<String>> allowedUnsignedAttributes, BiConsumer<B, IKeyring> keyring,
      BiConsumer<B, PlaintextOverride> plaintextOverride) {}

  private static final Setters<DynamoDbTableEncryptionConfig.Builder> TABLE_CONFIG = new Setters<>(
      DynamoDbTableEncryptionConfig.Builder::logicalTableName, DynamoDbTableEncryptionConfig.Builder::partitionKeyName,
      DynamoDbTableEncryptionConfig.Builder::sortKeyName, DynamoDbTableEncryptionConfig.Builder::attributeActionsOnEncrypt,
      DynamoDbTableEncryptionConfig.Builder::allowedUnsignedAttributes, DynamoDbTableEncryptionConfig.Builder::keyring,
      DynamoDbTableEncryptionConfig.Builder::plaintextOverride);

  private static final Setters<DynamoDbItemEncryptorConfig.Builder> ITEM_CONFIG = new Setters<>(
      DynamoDbItemEncryptorConfig.Builder::logicalTableName, DynamoDbItemEncryptorConfig.Builder::partitionKeyName,
      DynamoDbItemEncryptorConfig.Builder::sortKeyName, DynamoDbItemEncryptorConfig.Builder::attributeActionsOnEncrypt,
      DynamoDbItemEncryptorConfig.Builder::allowedUnsignedAttributes, DynamoDbItemEncryptorConfig.Builder::keyring,
      DynamoDbItemEncryptorConfig.Builder::plaintextOverride);

  /** The interceptor's configuration: one table configuration per physical table. */
  static DynamoDbTablesEncryptionConfig of(IKeyring keyring, PlaintextOverride plaintextOverride,
      TableNameResolver tableNames, Map<String, TableActions> tables) {
    Map<String, DynamoDbTableEncryptionConfig> configs = new LinkedHashMap<>();
    settings(keyring, plaintextOverride, tableNames, tables).forEach((physical, settings) -> configs.put(physical,
        settings.applyTo(DynamoDbTableEncryptionConfig.builder(), TABLE_CONFIG).build()));
    return DynamoDbTablesEncryptionConfig.builder().tableEncryptionConfigs(configs).build();
  }

  /** The SDK's item encryptors: one per physical table, configured as the interceptor's tables are. */
  static Map<String, DynamoDbItemEncryptor> encryptors(IKeyring keyring, PlaintextOverride plaintextOverride,
      TableNameResolver tableNames, Map<String, TableActions> tables) {
    Map<String, DynamoDbItemEncryptor> encryptors = new LinkedHashMap<>();
    itemConfigs(keyring, plaintextOverride, tableNames, tables).forEach((physical, config) -> encryptors.put(physical,
        DynamoDbItemEncryptor.builder().DynamoDbItemEncryptorConfig(config).build()));
    return encryptors;
  }

  /** The item encryptors' configurations, by physical table. */
  static Map<String, DynamoDbItemEncryptorConfig> itemConfigs(IKeyring keyring, PlaintextOverride plaintextOverride,
      TableNameResolver tableNames, Map<String, TableActions> tables) {
    Map<String, DynamoDbItemEncryptorConfig> configs = new LinkedHashMap<>();
    settings(keyring, plaintextOverride, tableNames, tables).forEach((physical, settings) -> configs.put(physical,
        settings.applyTo(DynamoDbItemEncryptorConfig.builder(), ITEM_CONFIG).build()));
    return configs;
  }

  private static Map<String, Settings> settings(IKeyring keyring, PlaintextOverride plaintextOverride,
      TableNameResolver tableNames, Map<String, TableActions> tables) {
    Objects.requireNonNull(keyring, "keyring");
    Objects.requireNonNull(tableNames, "tableNames");
    Map<String, Settings> settings = new LinkedHashMap<>();
    tables.forEach((logical, actions) -> {
      String physical = tableNames.resolve(logical);
      settings.put(physical, new Settings(keyring, physical, actions, plaintextOverride));
    });
    return settings;
  }

  private static Map<String, CryptoAction> cryptoActions(TableActions actions) {
    Map<String, CryptoAction> onEncrypt = new LinkedHashMap<>();
    actions.actions().forEach((attribute, action) -> onEncrypt.put(attribute, CryptoAction.valueOf(action)));
    return onEncrypt;
  }
}
