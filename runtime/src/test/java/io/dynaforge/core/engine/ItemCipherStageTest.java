package io.dynaforge.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbExceptionTranslator;
import io.dynaforge.core.DynamoDbOperationContext;
import io.dynaforge.core.ItemCipherException;
import io.dynaforge.core.ItemCipher;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataRetrievalFailureException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The write and read stage of a template with an {@link ItemCipher}, with a cipher that marks what it
 * encrypted ({@code sealed}) and refuses to decrypt an item without the mark: which items of which calls
 * go through it, on covered tables only, and whole reads only.
 */
class ItemCipherStageTest {

  /** Encrypts by adding {@code sealed = <table>}; decrypts by checking and removing it. */
  static final class MarkingCipher implements ItemCipher {
    @Override
    public boolean covers(String physicalTable) {
      return physicalTable.startsWith("vault");
    }

    @Override
    public Map<String, AttributeValue> encrypt(String physicalTable, Map<String, AttributeValue> item) {
      Map<String, AttributeValue> sealed = new HashMap<>(item);
      sealed.put("sealed", AttributeValue.fromS(physicalTable));
      return sealed;
    }

    @Override
    public boolean signs(String physicalTable, String attribute) {
      return !attribute.equals("note"); // the one @Unsigned attribute
    }

    @Override
    public Map<String, AttributeValue> decrypt(String physicalTable, Map<String, AttributeValue> item) {
      if (!item.containsKey("sealed") || !physicalTable.equals(item.get("sealed").s())) {
        throw new IllegalStateException("not sealed for " + physicalTable);
      }
      Map<String, AttributeValue> open = new HashMap<>(item);
      open.remove("sealed");
      return open;
    }
  }

  private final MarkingCipher cipher = new MarkingCipher();
  private final ItemCipherStage stage = new ItemCipherStage(cipher);

  private static Map<String, AttributeValue> item(String id) {
    return Map.of("id", AttributeValue.fromS(id), "body", AttributeValue.fromS("text of " + id));
  }

  @Test
  void putsOnCoveredTablesAreEncryptedOthersAndUpdatesAreNot() {
    PutItemRequest put = stage.encrypt(DynamoDbCall.PUT_ITEM, PutItemRequest.builder().tableName("vault")
        .item(item("1")).conditionExpression("attribute_not_exists(id)").build());
    assertThat(put.item()).containsEntry("sealed", AttributeValue.fromS("vault"));
    assertThat(put.conditionExpression()).isEqualTo("attribute_not_exists(id)");

    PutItemRequest plain = PutItemRequest.builder().tableName("memos").item(item("1")).build();
    assertThat(stage.encrypt(DynamoDbCall.PUT_ITEM, plain)).isSameAs(plain);
    UpdateItemRequest update = UpdateItemRequest.builder().tableName("vault").key(item("1")).build();
    assertThat(stage.encrypt(DynamoDbCall.UPDATE_ITEM, update)).isSameAs(update);
  }

  @Test
  void anUpdateOfASignedAttributeOfACoveredTableIsRefusedBeforeSending() {
    UpdateItemRequest unsigned = UpdateItemRequest.builder().tableName("vault").key(item("1"))
        .updateExpression("SET #u0 = :u0").expressionAttributeNames(Map.of("#u0", "note")).build();
    assertThat(stage.encrypt(DynamoDbCall.UPDATE_ITEM, unsigned)).isSameAs(unsigned);

    UpdateItemRequest versioned = UpdateItemRequest.builder().tableName("vault").key(item("1"))
        .updateExpression("SET #u0 = :u0, #v = #v + :one")
        .expressionAttributeNames(Map.of("#u0", "note", "#v", "version")).build();
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> stage.encrypt(DynamoDbCall.UPDATE_ITEM, versioned))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("encrypted table 'vault' changes the signed attribute(s) [version]");

    UpdateItemRequest elsewhere = versioned.toBuilder().tableName("memos").build();
    assertThat(stage.encrypt(DynamoDbCall.UPDATE_ITEM, elsewhere)).isSameAs(elsewhere);

    org.assertj.core.api.Assertions.assertThatThrownBy(() -> stage.encrypt(DynamoDbCall.TRANSACT_WRITE_ITEMS,
        TransactWriteItemsRequest.builder().transactItems(t -> t.update(u -> u.tableName("vault").key(item("1"))
            .updateExpression("REMOVE #b").expressionAttributeNames(Map.of("#b", "body")))).build()))
        .isInstanceOf(org.springframework.dao.InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("[body]");
  }

  @Test
  void batchAndTransactionPutsAreEncryptedTheirDeletesAndOtherTablesLeft() {
    BatchWriteItemRequest batch = stage.encrypt(DynamoDbCall.BATCH_WRITE_ITEM, BatchWriteItemRequest.builder()
        .requestItems(Map.of(
            "vault", List.of(WriteRequest.builder().putRequest(p -> p.item(item("1"))).build(),
                WriteRequest.builder().deleteRequest(d -> d.key(Map.of("id", AttributeValue.fromS("2")))).build()),
            "memos", List.of(WriteRequest.builder().putRequest(p -> p.item(item("3"))).build())))
        .build());
    assertThat(batch.requestItems().get("vault").get(0).putRequest().item()).containsKey("sealed");
    assertThat(batch.requestItems().get("vault").get(1).deleteRequest().key()).doesNotContainKey("sealed");
    assertThat(batch.requestItems().get("memos").get(0).putRequest().item()).doesNotContainKey("sealed");

    TransactWriteItemsRequest transaction = stage.encrypt(DynamoDbCall.TRANSACT_WRITE_ITEMS,
        TransactWriteItemsRequest.builder().transactItems(
            t -> t.put(p -> p.tableName("vault").item(item("1"))),
            t -> t.put(p -> p.tableName("memos").item(item("2"))),
            t -> t.conditionCheck(c -> c.tableName("vault").key(item("3")).conditionExpression("x")))
            .build());
    assertThat(transaction.transactItems().get(0).put().item()).containsKey("sealed");
    assertThat(transaction.transactItems().get(1).put().item()).doesNotContainKey("sealed");
    assertThat(transaction.transactItems().get(2).conditionCheck().key()).doesNotContainKey("sealed");
  }

  @Test
  void wholeItemsReadAreDecryptedProjectionsAndCountsAreNot() {
    GetItemRequest get = GetItemRequest.builder().tableName("vault").key(item("1")).build();
    GetItemResponse got = stage.decrypt(DynamoDbCall.GET_ITEM, get,
        GetItemResponse.builder().item(cipher.encrypt("vault", item("1"))).build());
    assertThat(got.item()).isEqualTo(item("1"));
    GetItemResponse nothing = GetItemResponse.builder().build();
    assertThat(stage.decrypt(DynamoDbCall.GET_ITEM, get, nothing)).isSameAs(nothing);
    GetItemResponse keysOnly = GetItemResponse.builder().item(Map.of("id", AttributeValue.fromS("1"))).build();
    assertThat(stage.decrypt(DynamoDbCall.GET_ITEM, get.toBuilder().projectionExpression("id").build(), keysOnly))
        .isSameAs(keysOnly);

    QueryRequest query = QueryRequest.builder().tableName("vault").build();
    QueryResponse page = stage.decrypt(DynamoDbCall.QUERY, query, QueryResponse.builder()
        .items(cipher.encrypt("vault", item("1")), cipher.encrypt("vault", item("2"))).count(2)
        .lastEvaluatedKey(Map.of("id", AttributeValue.fromS("2"))).build());
    assertThat(page.items()).containsExactly(item("1"), item("2"));
    assertThat(page.lastEvaluatedKey()).containsEntry("id", AttributeValue.fromS("2"));
    QueryResponse counted = QueryResponse.builder().count(2).build();
    assertThat(stage.decrypt(DynamoDbCall.QUERY, query.toBuilder().select(Select.COUNT).build(), counted))
        .isSameAs(counted);
  }

  @Test
  void batchAndTransactionGetsAreDecryptedPerTable() {
    BatchGetItemResponse batch = stage.decrypt(DynamoDbCall.BATCH_GET_ITEM, BatchGetItemRequest.builder()
        .requestItems(Map.of("vault", software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes.builder()
            .keys(Map.of("id", AttributeValue.fromS("1"))).build())).build(),
        BatchGetItemResponse.builder().responses(Map.of("vault", List.of(cipher.encrypt("vault", item("1"))),
            "memos", List.of(item("2")))).build());
    assertThat(batch.responses().get("vault")).containsExactly(item("1"));
    assertThat(batch.responses().get("memos")).containsExactly(item("2"));

    TransactGetItemsResponse transaction = stage.decrypt(DynamoDbCall.TRANSACT_GET_ITEMS,
        TransactGetItemsRequest.builder().transactItems(t -> t.get(g -> g.tableName("memos").key(item("2"))),
            t -> t.get(g -> g.tableName("vault").key(item("1"))),
            t -> t.get(g -> g.tableName("vault").key(item("9")))).build(),
        TransactGetItemsResponse.builder().responses(r -> r.item(item("2")),
            r -> r.item(cipher.encrypt("vault", item("1"))), r -> {}).build());
    assertThat(transaction.responses().get(0).item()).isEqualTo(item("2"));
    assertThat(transaction.responses().get(1).item()).isEqualTo(item("1"));
    assertThat(transaction.responses().get(2).hasItem()).isFalse();
  }

  @Test
  void aCiphersFailureIsAnEncryptionFailureTheTranslatorMakesADataRetrievalFailure() {
    IllegalStateException refused = new IllegalStateException("not sealed for vault");
    SdkException wrapped = EncryptionFailures.ofCipher(refused);

    assertThat(ItemCipherException.find(wrapped)).isNotNull();
    assertThat(DynamoDbExceptionTranslator.defaults().translate(wrapped,
        new DynamoDbOperationContext("GetItem", "Secret", "vault", "{id=\"1\"}")))
        .isInstanceOf(DataRetrievalFailureException.class)
        .hasMessageContaining("table 'vault'").hasMessageContaining("{id=\"1\"}")
        .hasMessageContaining("not sealed for vault");
    assertThatThrownBy(() -> stage.decrypt(DynamoDbCall.GET_ITEM,
        GetItemRequest.builder().tableName("vault").key(item("1")).build(),
        GetItemResponse.builder().item(item("1")).build()))
        .isInstanceOf(IllegalStateException.class);
  }
}
