package io.dynaforge.it.encryption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataRetrievalFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.cryptography.materialproviders.IKeyring;
import software.amazon.cryptography.materialproviders.MaterialProviders;
import software.amazon.cryptography.materialproviders.model.AesWrappingAlg;
import software.amazon.cryptography.materialproviders.model.CreateRawAesKeyringInput;
import software.amazon.cryptography.materialproviders.model.MaterialProvidersConfig;

/**
 * Wave 5, client-side encryption, item 3, against the server: a template over a client with the
 * interceptor {@code DynaforgeEncryption} configures from the generated actions encrypts, signs,
 * verifies and decrypts; what is stored is ciphertext; a tampered, foreign-key or plaintext item is a
 * {@code DataRetrievalFailureException} naming the table and the key.
 */
@ExtendWith(DynamoDbExtension.class)
class ClientSideEncryptionTest {

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient raw;
  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static SecretRepository secrets;
  static MemoRepository memos;
  static TestTables tables;

  static IKeyring keyring(byte fill) {
    byte[] key = new byte[32];
    java.util.Arrays.fill(key, fill);
    return MaterialProviders.builder().MaterialProvidersConfig(MaterialProvidersConfig.builder().build()).build()
        .CreateRawAesKeyring(CreateRawAesKeyringInput.builder().keyNamespace("dynaforge-it").keyName("vault-key")
            .wrappingKey(ByteBuffer.wrap(key)).wrappingAlg(AesWrappingAlg.ALG_AES256_GCM_IV12_TAG16).build());
  }

  static DynamoDbClient encryptingClient(LocalDynamoDb local, IKeyring keyring) {
    return local.clientBuilder().overrideConfiguration(c -> c
            .addExecutionInterceptor(DynaforgeEncryption.interceptor(keyring, tables::name, Secret.class, Entry.class))
            .addExecutionInterceptor(log))
        .build();
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    raw = local.client();
    client = encryptingClient(local, keyring((byte) 7));
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Secret.class, Entry.class, Memo.class);
    secrets = new SecretRepository_Impl(template);
    memos = new MemoRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  static Map<String, AttributeValue> stored(String logicalTable, Map<String, AttributeValue> key) {
    return raw.getItem(r -> r.tableName(tables.name(logicalTable)).key(key).consistentRead(true)).item();
  }

  static Map<String, AttributeValue> key(String owner, String id) {
    return Map.of("owner", AttributeValue.fromS(owner), "id", AttributeValue.fromS(id));
  }

  @Test
  void savedEncryptedReadBackDecrypted() {
    Secret secret = new Secret("ann", "s1", "the launch codes", "codes", "a note");
    secrets.save(secret);
    secrets.save(new Secret("ann", "s2", "the recipe", "recipe", null));
    secrets.save(new Secret("bob", "s1", "bob's secret", "bob", null));

    assertThat(secrets.findById(DynamoDbCompositeId.of("ann", "s1"))).contains(secret);
    assertThat(secrets.findByOwner("ann")).extracting(Secret::body)
        .containsExactlyInAnyOrder("the launch codes", "the recipe");
    assertThat(log.operations()).containsExactly("PutItem", "PutItem", "PutItem", "GetItem", "Query");

    Map<String, AttributeValue> item = stored("enc_vault", key("ann", "s1"));
    assertThat(item.get("body").b()).as("the body is stored as binary ciphertext").isNotNull();
    assertThat(new String(item.get("body").b().asByteArray(), java.nio.charset.StandardCharsets.ISO_8859_1))
        .doesNotContain("launch");
    assertThat(item.get("label").s()).isEqualTo("codes");
    assertThat(item.get("note").s()).isEqualTo("a note");
    assertThat(item.get("owner").s()).isEqualTo("ann");
    assertThat(item.get("id").s()).isEqualTo("s1");
    assertThat(item).containsKeys("aws_dbe_head", "aws_dbe_foot");
  }

  @Test
  void anAlteredSignedAttributeIsADataRetrievalFailureNamingTheTableAndKey() {
    secrets.save(new Secret("eve", "s1", "original", "genuine", null));
    raw.updateItem(r -> r.tableName(tables.name("enc_vault")).key(key("eve", "s1"))
        .updateExpression("SET #l = :l").expressionAttributeNames(Map.of("#l", "label"))
        .expressionAttributeValues(Map.of(":l", AttributeValue.fromS("forged"))));

    assertThatThrownBy(() -> secrets.findById(DynamoDbCompositeId.of("eve", "s1")))
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("GetItem of Secret in table '" + tables.name("enc_vault") + "'")
        .hasMessageContaining("eve").hasMessageContaining("s1");
  }

  @Test
  void anUnsignedAttributeMayChange() {
    secrets.save(new Secret("una", "s1", "body", "label", "first"));
    raw.updateItem(r -> r.tableName(tables.name("enc_vault")).key(key("una", "s1"))
        .updateExpression("SET #n = :n").expressionAttributeNames(Map.of("#n", "note"))
        .expressionAttributeValues(Map.of(":n", AttributeValue.fromS("second"))));

    assertThat(secrets.findById(DynamoDbCompositeId.of("una", "s1"))).get().extracting(Secret::note)
        .isEqualTo("second");
  }

  @Test
  void aPlaintextItemOnTheEncryptedTableIsADataRetrievalFailure() {
    raw.putItem(r -> r.tableName(tables.name("enc_vault")).item(Map.of("owner", AttributeValue.fromS("pat"),
        "id", AttributeValue.fromS("s1"), "body", AttributeValue.fromS("in the clear"))));

    assertThatThrownBy(() -> secrets.findById(DynamoDbCompositeId.of("pat", "s1")))
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("table '" + tables.name("enc_vault") + "'").hasMessageContaining("pat");
  }

  @Test
  void anotherKeyCannotReadIt(LocalDynamoDb local) {
    secrets.save(new Secret("kim", "s1", "for key 7 only", "k", null));
    try (DynamoDbClient other = encryptingClient(local, keyring((byte) 8))) {
      DynamoDbTemplate otherTemplate = DynamoDbTemplate.builder(other).tableNameResolver(tables::name).build();

      assertThatThrownBy(() -> otherTemplate.findById(Secret.class, "kim", "s1"))
          .isInstanceOf(DataRetrievalFailureException.class)
          .hasMessageContaining("table '" + tables.name("enc_vault") + "'");
    }
  }

  @Test
  void aPlainKindOnAnotherTableWorksThroughTheSameClient() {
    memos.save(new Memo("m1", "plain text"));

    assertThat(memos.findById("m1")).contains(new Memo("m1", "plain text"));
    assertThat(stored("enc_memos", Map.of("id", AttributeValue.fromS("m1"))))
        .containsOnlyKeys("id", "text").containsEntry("text", AttributeValue.fromS("plain text"));
    assertThat(memos.existsById("m1")).isTrue();
  }

  @Test
  void existsByIdReadsTheWholeItemOnAnEncryptedTable() {
    secrets.save(new Secret("exi", "s1", "here", "l", null));
    log.clear();

    assertThat(secrets.existsById(DynamoDbCompositeId.of("exi", "s1"))).isTrue();
    assertThat(secrets.existsById(DynamoDbCompositeId.of("exi", "s2"))).isFalse();
    assertThat(log.requestsOf(GetItemRequest.class)).hasSize(2)
        .allSatisfy(get -> assertThat(get.projectionExpression()).isNull());
  }

  @Test
  void aCountOfAnEncryptedKindIsAServerCount() {
    secrets.saveAll(List.of(new Secret("cnt", "1", "a", "l", null), new Secret("cnt", "2", "b", "l", null)));
    log.clear();

    assertThat(secrets.countByOwner("cnt")).isEqualTo(2);
    assertThat(log.requestsOf(software.amazon.awssdk.services.dynamodb.model.QueryRequest.class))
        .extracting(q -> q.selectAsString()).containsOnly("COUNT");
  }

  @Test
  void batchSaveAndGetRoundTrip() {
    List<Secret> batch = List.of(new Secret("bat", "1", "one", "l1", null), new Secret("bat", "2", "two", "l2", "n"),
        new Secret("bat", "3", "three", "l3", null));
    secrets.saveAll(batch);

    assertThat(log.operations()).contains("BatchWriteItem");
    assertThat(stored("enc_vault", key("bat", "2")).get("body").b()).isNotNull();
    assertThat(secrets.findAllById(List.of(DynamoDbCompositeId.of("bat", "1"), DynamoDbCompositeId.of("bat", "2"),
        DynamoDbCompositeId.of("bat", "3")))).containsExactlyInAnyOrderElementsOf(batch);
    assertThat(log.operations()).contains("BatchGetItem");
  }

  @Test
  @DisabledOnDynalite // dynalite has no transactions
  void aTransactionRoundTrip() {
    template.transactWrite(TransactWrite.builder().put(new Secret("tx", "1", "in a transaction", "t", null))
        .put(new Memo("tx-memo", "beside it")).build());

    assertThat(log.operations()).containsExactly("TransactWriteItems");
    assertThat(stored("enc_vault", key("tx", "1")).get("body").b()).isNotNull();
    assertThat(secrets.findById(DynamoDbCompositeId.of("tx", "1"))).get().extracting(Secret::body)
        .isEqualTo("in a transaction");
    assertThat(memos.findById("tx-memo")).contains(new Memo("tx-memo", "beside it"));
  }

  @Test
  void updateOfAnEncryptedKindIsAConditionalPutOfTheWholeItem() {
    secrets.save(new Secret("upd", "1", "before", "l", "a note"));
    log.clear();

    Secret changed = template.update(new Secret("upd", "1", "after", "l2", null));

    assertThat(changed).isEqualTo(new Secret("upd", "1", "after", "l2", null));
    assertThat(log.operations()).containsExactly("PutItem");
    Map<String, AttributeValue> item = stored("enc_vault", key("upd", "1"));
    assertThat(item.get("body").b()).isNotNull();
    assertThat(item).doesNotContainKey("note").containsEntry("label", AttributeValue.fromS("l2"));
    assertThat(secrets.findById(DynamoDbCompositeId.of("upd", "1"))).contains(changed);
    // the user's condition goes with the put (a signed attribute may be compared)
    assertThatThrownBy(() -> template.update(new Secret("upd", "1", "again", "l3", null),
        DynamoDbExpression.builder("#l = :l").name("#l", "label").value(":l", "not l2").build()))
        .isInstanceOf(org.springframework.dao.DataIntegrityViolationException.class)
        .hasMessageContaining("update of Secret");
  }

  @Test
  void updateOfAVersionedEncryptedKindChecksTheVersion() {
    Entry saved = template.save(new Entry("u1", "10.00", "EUR", null));
    Entry updated = template.update(new Entry("u1", "11.00", "EUR", saved.version()));

    assertThat(updated.version()).isEqualTo(saved.version() + 1);
    assertThat(template.findById(Entry.class, "u1")).contains(updated);
    assertThatThrownBy(() -> template.update(new Entry("u1", "12.00", "EUR", saved.version())))
        .isInstanceOf(OptimisticLockingFailureException.class);
    assertThatThrownBy(() -> template.update(new Entry("u1", "12.00", "EUR", null)))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("@Version");
  }

  @Test
  @DisabledOnDynalite // dynalite has no transactions
  void aTransactionsUpdateOfAnEncryptedKindIsAPut() {
    secrets.save(new Secret("txu", "1", "before", "l", null));
    log.clear();

    template.transactWrite(TransactWrite.builder().put(new Memo("txu", "m"))
        .update(new Secret("txu", "1", "after", "l", null)).build());

    assertThat(log.requestsOf(software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest.class).get(0)
        .transactItems()).allSatisfy(item -> assertThat(item.put()).isNotNull());
    assertThat(secrets.findById(DynamoDbCompositeId.of("txu", "1"))).get().extracting(Secret::body)
        .isEqualTo("after");
  }

  @Test
  void anUpdateExpressionOnASignedAttributeIsRefusedByTheSdkAsInvalidUsage() {
    secrets.save(new Secret("exp", "1", "b", "l", null));

    assertThatThrownBy(() -> template.update(Secret.class, "exp", "1", "SET #l = :l", Map.of("#l", "label"),
        Map.of(":l", "changed")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("table '" + tables.name("enc_vault") + "'");
  }

  @Test
  void versionsOfAnEncryptedKind() {
    Entry saved = template.save(new Entry("e1", "100.00", "EUR", null));
    assertThat(saved.version()).isEqualTo(1L);
    assertThat(template.findById(Entry.class, "e1")).get().extracting(Entry::amount).isEqualTo("100.00");
    template.save(new Entry("e1", "120.00", "EUR", 1L));

    assertThatThrownBy(() -> template.save(new Entry("e1", "90.00", "EUR", 1L)))
        .isInstanceOf(OptimisticLockingFailureException.class);
    log.clear();
    // a user condition too: the probe that tells which failed reads the whole item
    assertThatThrownBy(() -> template.save(new Entry("e1", "90.00", "EUR", 1L),
        DynamoDbExpression.builder("#c = :c").name("#c", "currency").value(":c", "EUR").build()))
        .isInstanceOf(OptimisticLockingFailureException.class);
    assertThat(log.operations()).containsExactly("PutItem", "GetItem");
    assertThat(log.requestsOf(GetItemRequest.class).get(0).projectionExpression()).isNull();
  }
}
