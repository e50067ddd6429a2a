package io.dynaforge.encryption;

import io.dynaforge.core.TableNameResolver;
import io.dynaforge.extension.DynamoDbExtension;
import java.util.Map;
import java.util.Objects;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.DynamoDbEncryptionInterceptor;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.model.PlaintextOverride;
import software.amazon.cryptography.materialproviders.IKeyring;

/**
 * Client-side encryption of Dynaforge entities with the AWS Database Encryption SDK for DynamoDB,
 * configured from the attribute actions {@code dynaforge-processor} computed at build time
 * ({@code @Encrypted}: encrypted and signed; {@code @Unsigned}: neither; every other attribute of an
 * encrypted table: signed).
 *
 * <pre>{@code
 * DynamoDbClient client = DynamoDbClient.builder()
 *     .overrideConfiguration(c -> c.addExecutionInterceptor(
 *         DynaforgeEncryption.interceptor(keyring, Secret.class)))
 *     .build();
 * DynamoDbTemplate template = DynamoDbTemplate.builder(client).build();
 * }</pre>
 *
 * Tables not named through an entity are passed through by the interceptor untouched.
 */
public final class DynaforgeEncryption {

  private DynaforgeEncryption() {}

  /**
   * The SDK's interceptor for a {@code DynamoDbClient} (it refuses the async client), encrypting the
   * tables of {@code entities} under their logical names.
   *
   * @throws IllegalArgumentException when a class is no entity or its table holds no encrypted kind
   */
  public static DynamoDbEncryptionInterceptor interceptor(IKeyring keyring, Class<?>... entities) {
    return interceptor(keyring, TableNameResolver.identity(), entities);
  }

  /**
   * {@link #interceptor(IKeyring, Class[])} for a template whose table names go through {@code
   * tableNames} (the same resolver as the template's): one configuration per physical table.
   */
  public static DynamoDbEncryptionInterceptor interceptor(IKeyring keyring, TableNameResolver tableNames,
      Class<?>... entities) {
    return interceptor(keyring, tableNames, java.util.List.of(), entities);
  }

  /**
   * {@link #interceptor(IKeyring, TableNameResolver, Class[])} for a template with extensions: the
   * attributes each adds to an entity's items ({@link DynamoDbExtension#attributesWritten(Class)}) are
   * signed in that entity's table (the SDK refuses a write naming an attribute it has no action for).
   * Pass the template's extensions.
   */
  public static DynamoDbEncryptionInterceptor interceptor(IKeyring keyring, TableNameResolver tableNames,
      java.util.List<? extends DynamoDbExtension> extensions, Class<?>... entities) {
    return interceptor(keyring, PlaintextOverride.FORBID_PLAINTEXT_WRITE_FORBID_PLAINTEXT_READ, tableNames, extensions,
        entities);
  }

  /**
   * {@link #interceptor(IKeyring, TableNameResolver, java.util.List, Class[])} with the SDK's {@code
   * plaintextOverride} on every table, for encrypting an existing table: {@code
   * FORBID_PLAINTEXT_WRITE_ALLOW_PLAINTEXT_READ} writes every item encrypted and reads the items still stored in
   * plaintext as they are (the other overloads use the SDK's default, {@code
   * FORBID_PLAINTEXT_WRITE_FORBID_PLAINTEXT_READ}: a plaintext item is a read failure). See docs/encryption.md,
   * "Encrypting an existing table".
   */
  public static DynamoDbEncryptionInterceptor interceptor(IKeyring keyring, PlaintextOverride plaintextOverride,
      TableNameResolver tableNames, java.util.List<? extends DynamoDbExtension> extensions, Class<?>... entities) {
    return DynamoDbEncryptionInterceptor.builder()
        .config(TableEncryptionConfigs.of(keyring, Objects.requireNonNull(plaintextOverride, "plaintextOverride"),
            tableNames, EncryptedTableLookup.tablesOf(extensions, entities)))
        .build();
  }

  /**
   * Those of {@code candidates} that are entities on an encrypted table: whose table holds a kind with an
   * {@code @Encrypted} property (its generated {@code META-INF/dynaforge/encryption/<table>.json} is on the
   * entity's class path), in the order given. Classes that are no entity, and plain kinds on plain tables, are
   * left out. For a configuration that covers every encrypted entity it finds (the Boot starter does), pass the
   * result to {@link #interceptor} or {@link #items} when it is not empty.
   */
  public static java.util.List<Class<?>> encryptedEntities(Class<?>... candidates) {
    return EncryptedTableLookup.encryptedAmong(candidates);
  }

  /**
   * The SDK's item encryptor for each table of {@code entities} under its logical name, as an {@link
   * ItemEncryption}: for {@code ReactiveDynamoDbTemplate.builder(asyncClient).encryption(...)} (the SDK's
   * interceptor refuses the async client), {@code DynamoDbTemplate.builder(client).encryption(...)} instead of
   * the interceptor, and {@code StreamDecoder.decryptingWith(...)}. Configured as {@link #interceptor} is, so
   * either reads what the other wrote.
   *
   * @throws IllegalArgumentException when a class is no entity or its table holds no encrypted kind
   */
  public static ItemEncryption items(IKeyring keyring, Class<?>... entities) {
    return items(keyring, TableNameResolver.identity(), entities);
  }

  /** {@link #items(IKeyring, Class[])} for a template whose table names go through {@code tableNames}. */
  public static ItemEncryption items(IKeyring keyring, TableNameResolver tableNames, Class<?>... entities) {
    return items(keyring, tableNames, java.util.List.of(), entities);
  }

  /**
   * {@link #items(IKeyring, TableNameResolver, Class[])} for a template with extensions: the attributes each
   * adds to an entity's items are signed in that entity's table. Pass the template's extensions.
   */
  public static ItemEncryption items(IKeyring keyring, TableNameResolver tableNames,
      java.util.List<? extends DynamoDbExtension> extensions, Class<?>... entities) {
    return items(keyring, PlaintextOverride.FORBID_PLAINTEXT_WRITE_FORBID_PLAINTEXT_READ, tableNames, extensions,
        entities);
  }

  /**
   * {@link #items(IKeyring, TableNameResolver, java.util.List, Class[])} with the SDK's {@code plaintextOverride}
   * on every table, as {@link #interceptor(IKeyring, PlaintextOverride, TableNameResolver, java.util.List,
   * Class[])}: with {@code FORBID_PLAINTEXT_WRITE_ALLOW_PLAINTEXT_READ}, for the template that runs the {@code
   * Backfill} encrypting an existing table and for readers while it runs.
   */
  public static ItemEncryption items(IKeyring keyring, PlaintextOverride plaintextOverride,
      TableNameResolver tableNames, java.util.List<? extends DynamoDbExtension> extensions, Class<?>... entities) {
    Objects.requireNonNull(plaintextOverride, "plaintextOverride");
    Map<String, TableActions> tables = EncryptedTableLookup.tablesOf(extensions, entities);
    Map<String, java.util.Set<String>> unsigned = new java.util.LinkedHashMap<>();
    tables.forEach((logical, actions) -> unsigned.put(tableNames.resolve(logical), java.util.Set.copyOf(
        actions.allowedUnsigned())));
    return new ItemEncryption(TableEncryptionConfigs.encryptors(keyring, plaintextOverride, tableNames, tables),
        unsigned);
  }
}
