package io.dynaforge.it.encryption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactGet;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.encryption.ItemEncryption;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataRetrievalFailureException;
import org.springframework.dao.OptimisticLockingFailureException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * Wave 5, client-side encryption, item 3, the reactive and stream parts, against the server: a reactive
 * template over an async client with {@code encryption(DynaforgeEncryption.items(...))} encrypts in its
 * write stage and verifies and decrypts in its read stage (what it stores is ciphertext the interceptor of
 * a blocking client reads, and the other way round); a tampered or plaintext item is a
 * {@code DataRetrievalFailureException} naming the table and key; a stream image of an encrypted kind is
 * decrypted by a decoder with the cipher.
 */
@ExtendWith(DynamoDbExtension.class)
class ReactiveEncryptionTest {

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient raw;
  static DynamoDbAsyncClient async;
  static DynamoDbClient intercepted;
  static ItemEncryption items;
  static ReactiveDynamoDbTemplate template;
  static DynamoDbTemplate blocking;
  static ReactiveSecretRepository secrets;
  static TestTables tables;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    tables = testTables;
    raw = local.client();
    DynamoDbTemplate.builder(raw).tableNameResolver(tables::name).build()
        .createTables(Secret.class, Entry.class, Memo.class);
    async = software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient.builder()
        .endpointOverride(local.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(software.amazon.awssdk.auth.credentials.StaticCredentialsProvider.create(
            software.amazon.awssdk.auth.credentials.AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(log))
        .build();
    items = DynaforgeEncryption.items(ClientSideEncryptionTest.keyring((byte) 7), tables::name, Secret.class,
        Entry.class);
    template = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name).encryption(items).build();
    secrets = new ReactiveSecretRepository_Impl(template);
    intercepted = local.clientBuilder().overrideConfiguration(c -> c.addExecutionInterceptor(
        DynaforgeEncryption.interceptor(ClientSideEncryptionTest.keyring((byte) 7), tables::name, Secret.class,
            Entry.class))).build();
    blocking = DynamoDbTemplate.builder(intercepted).tableNameResolver(tables::name).build();
  }

  @AfterAll
  static void close() {
    async.close();
    intercepted.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  static Map<String, AttributeValue> stored(String owner, String id) {
    return raw.getItem(r -> r.tableName(tables.name("enc_vault")).key(key(owner, id)).consistentRead(true)).item();
  }

  static Map<String, AttributeValue> key(String owner, String id) {
    return Map.of("owner", AttributeValue.fromS(owner), "id", AttributeValue.fromS(id));
  }

  static void assertCiphertext(Map<String, AttributeValue> item, String plaintext) {
    assertThat(item.get("body").b()).as("the body is stored as binary ciphertext").isNotNull();
    assertThat(new String(item.get("body").b().asByteArray(), StandardCharsets.ISO_8859_1)).doesNotContain(plaintext);
    assertThat(item).containsKeys("aws_dbe_head", "aws_dbe_foot");
  }

  @Test
  void reactiveSaveFindByIdAndQueryRoundTripStoringCiphertext() {
    Secret secret = new Secret("ann", "s1", "the launch codes", "codes", "a note");
    secrets.save(secret).block();
    secrets.save(new Secret("ann", "s2", "the recipe", "recipe", null)).block();

    assertThat(secrets.findById(DynamoDbCompositeId.of("ann", "s1")).block()).isEqualTo(secret);
    assertThat(secrets.findByOwner("ann").map(Secret::body).collectList().block())
        .containsExactlyInAnyOrder("the launch codes", "the recipe");
    assertThat(template.findById(Secret.class, "ann", "s2").block().body()).isEqualTo("the recipe");
    assertThat(log.operations()).containsExactly("PutItem", "PutItem", "GetItem", "Query", "GetItem");

    Map<String, AttributeValue> item = stored("ann", "s1");
    assertCiphertext(item, "launch");
    assertThat(item.get("label").s()).isEqualTo("codes");
    assertThat(item.get("note").s()).isEqualTo("a note");
    assertThat(log.requestsOf(PutItemRequest.class).get(0).item()).containsKeys("aws_dbe_head", "aws_dbe_foot");
  }

  @Test
  void theInterceptorReadsWhatTheItemEncryptorWroteAndTheOtherWayRound() {
    secrets.save(new Secret("int", "r", "from reactive", "l", null)).block();
    blocking.save(new Secret("int", "b", "from blocking", "l", null));

    assertThat(blocking.findById(Secret.class, "int", "r")).get().extracting(Secret::body).isEqualTo("from reactive");
    assertThat(secrets.findById(DynamoDbCompositeId.of("int", "b")).block().body()).isEqualTo("from blocking");
  }

  @Test
  void aBlockingTemplateMayUseTheItemEncryptionInsteadOfTheInterceptor() {
    DynamoDbTemplate staged = DynamoDbTemplate.builder(raw).tableNameResolver(tables::name).encryption(items).build();
    staged.save(new Secret("blk", "1", "staged on a blocking client", "l", null));

    assertCiphertext(stored("blk", "1"), "staged");
    assertThat(staged.findById(Secret.class, "blk", "1")).get().extracting(Secret::body)
        .isEqualTo("staged on a blocking client");
    assertThat(blocking.findById(Secret.class, "blk", "1")).get().extracting(Secret::body)
        .isEqualTo("staged on a blocking client");
    raw.updateItem(r -> r.tableName(tables.name("enc_vault")).key(key("blk", "1"))
        .updateExpression("SET #l = :l").expressionAttributeNames(Map.of("#l", "label"))
        .expressionAttributeValues(Map.of(":l", AttributeValue.fromS("forged"))));
    assertThatThrownBy(() -> staged.findById(Secret.class, "blk", "1"))
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("GetItem of Secret in table '" + tables.name("enc_vault") + "'")
        .hasMessageContaining("blk");
  }

  @Test
  void aTamperedItemIsADataRetrievalFailureOnTheReactiveReadNamingTableAndKey() {
    secrets.save(new Secret("eve", "s1", "original", "genuine", null)).block();
    raw.updateItem(r -> r.tableName(tables.name("enc_vault")).key(key("eve", "s1"))
        .updateExpression("SET #l = :l").expressionAttributeNames(Map.of("#l", "label"))
        .expressionAttributeValues(Map.of(":l", AttributeValue.fromS("forged"))));

    assertThatThrownBy(() -> secrets.findById(DynamoDbCompositeId.of("eve", "s1")).block())
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("GetItem of Secret in table '" + tables.name("enc_vault") + "'")
        .hasMessageContaining("eve").hasMessageContaining("s1");
    assertThatThrownBy(() -> secrets.findByOwner("eve").collectList().block())
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("table '" + tables.name("enc_vault") + "'");
  }

  @Test
  void aPlaintextItemOnTheEncryptedTableIsADataRetrievalFailure() {
    raw.putItem(r -> r.tableName(tables.name("enc_vault")).item(Map.of("owner", AttributeValue.fromS("pat"),
        "id", AttributeValue.fromS("s1"), "body", AttributeValue.fromS("in the clear"))));

    assertThatThrownBy(() -> secrets.findById(DynamoDbCompositeId.of("pat", "s1")).block())
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("table '" + tables.name("enc_vault") + "'").hasMessageContaining("pat");
  }

  @Test
  void anotherKeyCannotReadIt() {
    secrets.save(new Secret("kim", "s1", "for key 7 only", "k", null)).block();
    ReactiveDynamoDbTemplate other = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .encryption(DynaforgeEncryption.items(ClientSideEncryptionTest.keyring((byte) 8), tables::name,
            Secret.class))
        .build();

    assertThatThrownBy(() -> other.findById(Secret.class, "kim", "s1").block())
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("table '" + tables.name("enc_vault") + "'");
  }

  @Test
  void batchWritesAndGetsAreEncryptedAndDecrypted() {
    List<Secret> batch = List.of(new Secret("bat", "1", "one", "l1", null), new Secret("bat", "2", "two", "l2", "n"),
        new Secret("bat", "3", "three", "l3", null));
    secrets.saveAll(batch).collectList().block();

    assertThat(log.operations()).contains("BatchWriteItem");
    assertCiphertext(stored("bat", "2"), "two");
    assertThat(secrets.findAllById(List.of(DynamoDbCompositeId.of("bat", "1"), DynamoDbCompositeId.of("bat", "2"),
        DynamoDbCompositeId.of("bat", "3"))).collectList().block()).containsExactlyInAnyOrderElementsOf(batch);
    assertThat(log.operations()).contains("BatchGetItem");
  }

  @Test
  @DisabledOnDynalite // dynalite has no transactions
  void transactionPutsAreEncryptedAndTransactionGetsDecrypted() {
    template.transactWrite(TransactWrite.builder().put(new Secret("tx", "1", "in a transaction", "t", null))
        .put(new Memo("tx-memo", "beside it")).build()).block();

    assertCiphertext(stored("tx", "1"), "transaction");
    assertThat(template.transactGet(TransactGet.builder().get(Secret.class, "tx", "1").get(Memo.class, "tx-memo")
        .build()).block()).containsExactly(new Secret("tx", "1", "in a transaction", "t", null),
        new Memo("tx-memo", "beside it"));
  }

  @Test
  void updateOfAnEncryptedKindIsAConditionalPutOfTheEncryptedItem() {
    secrets.save(new Secret("upd", "1", "before", "l", "a note")).block();
    log.clear();

    Secret changed = template.update(new Secret("upd", "1", "after update", "l2", null)).block();

    assertThat(log.operations()).containsExactly("PutItem");
    Map<String, AttributeValue> item = stored("upd", "1");
    assertCiphertext(item, "after update");
    assertThat(item).doesNotContainKey("note").containsEntry("label", AttributeValue.fromS("l2"));
    assertThat(secrets.findById(DynamoDbCompositeId.of("upd", "1")).block()).isEqualTo(changed);
  }

  @Test
  void updateOfAVersionedEncryptedKindChecksTheVersion() {
    Entry saved = template.save(new Entry("u1", "10.00", "EUR", null)).block();
    Entry updated = template.update(new Entry("u1", "11.00", "EUR", saved.version())).block();

    assertThat(updated.version()).isEqualTo(saved.version() + 1);
    assertThat(template.findById(Entry.class, "u1").block()).isEqualTo(updated);
    assertThatThrownBy(() -> template.update(new Entry("u1", "12.00", "EUR", saved.version())).block())
        .isInstanceOf(OptimisticLockingFailureException.class);
  }

  @Test
  @DisabledOnDynalite // dynalite has no transactions
  void aTransactionsUpdateOfAnEncryptedKindIsAnEncryptedPut() {
    secrets.save(new Secret("txu", "1", "before", "l", null)).block();
    log.clear();

    template.transactWrite(TransactWrite.builder().put(new Memo("txu", "m"))
        .update(new Secret("txu", "1", "after the transaction", "l", null)).build()).block();

    assertThat(log.requestsOf(software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest.class).get(0)
        .transactItems()).allSatisfy(item -> assertThat(item.put()).isNotNull());
    assertCiphertext(stored("txu", "1"), "transaction");
    assertThat(secrets.findById(DynamoDbCompositeId.of("txu", "1")).block().body()).isEqualTo("after the transaction");
  }

  @Test
  void countsAndExistsOfAnEncryptedKind() {
    secrets.saveAll(List.of(new Secret("cnt", "1", "a", "l", null), new Secret("cnt", "2", "b", "l", null)))
        .collectList().block();

    assertThat(secrets.countByOwner("cnt").block()).isEqualTo(2);
    assertThat(secrets.existsById(DynamoDbCompositeId.of("cnt", "1")).block()).isTrue();
    assertThat(secrets.existsById(DynamoDbCompositeId.of("cnt", "3")).block()).isFalse();
  }

  @Test
  void aPlainKindBesideItIsLeftAlone() {
    template.save(new Memo("m1", "plain text")).block();

    assertThat(template.findById(Memo.class, "m1").block()).isEqualTo(new Memo("m1", "plain text"));
    assertThat(raw.getItem(r -> r.tableName(tables.name("enc_memos")).key(Map.of("id", AttributeValue.fromS("m1"))))
        .item()).containsOnlyKeys("id", "text");
  }

  // ------------------------------------------------------------------ streams

  static Record record(OperationType type, Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage,
      Map<String, AttributeValue> keys) {
    StreamRecord.Builder change = StreamRecord.builder().keys(keys).sequenceNumber("100")
        .streamViewType("NEW_AND_OLD_IMAGES");
    if (oldImage != null) {
      change.oldImage(oldImage);
    }
    if (newImage != null) {
      change.newImage(newImage);
    }
    return Record.builder().eventName(type).dynamodb(change.build()).build();
  }

  @Test
  void streamImagesOfAnEncryptedKindAreDecryptedByADecoderWithTheCipher() {
    secrets.save(new Secret("str", "1", "old body", "l", null)).block();
    Map<String, AttributeValue> before = stored("str", "1");
    secrets.save(new Secret("str", "1", "new body", "l", "n")).block();
    Map<String, AttributeValue> after = stored("str", "1");

    StreamDecoder decoder = StreamDecoder.of(Secret.class).decryptingWith(items);
    ChangeEvent<?> event = decoder.decode(record(OperationType.MODIFY, before, after, key("str", "1")),
        tables.name("enc_vault"));

    assertThat(event.oldImage()).isEqualTo(new Secret("str", "1", "old body", "l", null));
    assertThat(event.newImage()).isEqualTo(new Secret("str", "1", "new body", "l", "n"));
  }

  @Test
  void aTamperedStreamImageIsADataRetrievalFailureNamingTableAndKey() {
    secrets.save(new Secret("sti", "1", "body", "l", null)).block();
    Map<String, AttributeValue> image = new HashMap<>(stored("sti", "1"));
    image.put("label", AttributeValue.fromS("forged"));

    StreamDecoder decoder = StreamDecoder.of(Secret.class).withTableName(tables.name("enc_vault"))
        .decryptingWith(items);
    assertThatThrownBy(() -> decoder.decode(record(OperationType.INSERT, null, image, key("sti", "1"))))
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("table '" + tables.name("enc_vault") + "'").hasMessageContaining("sti");
  }

  @Test
  void aDecoderWithTheCipherLeavesOtherTablesAlone() {
    StreamDecoder decoder = StreamDecoder.of(Memo.class).decryptingWith(items);
    Map<String, AttributeValue> memo = Map.of("id", AttributeValue.fromS("m9"), "text", AttributeValue.fromS("t"));

    assertThat(decoder.decode(record(OperationType.INSERT, null, memo, Map.of("id", AttributeValue.fromS("m9"))),
        tables.name("enc_memos")).newImage()).isEqualTo(new Memo("m9", "t"));
  }
}
