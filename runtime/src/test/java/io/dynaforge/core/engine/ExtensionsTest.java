package io.dynaforge.core.engine;

import io.dynaforge.expression.DynamoDbExpression;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.extension.WriteOperation;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** How extensions' expressions are merged into a request's: clause by clause, placeholders renamed. */
class ExtensionsTest {

  @Test
  void updateExpressionsMergeClauseByClauseInTheCanonicalOrder() {
    assertThat(Extensions.mergeUpdates("SET #a = :a REMOVE #b", "add #c :c SET #d = if_not_exists(#d, :d)"))
        .isEqualTo("SET #a = :a, #d = if_not_exists(#d, :d) REMOVE #b ADD #c :c");
    assertThat(Extensions.mergeUpdates("DELETE #s :s", "REMOVE #x")).isEqualTo("REMOVE #x DELETE #s :s");
    assertThat(Extensions.mergeUpdates(null, "SET #a = :a")).isEqualTo("SET #a = :a");
    // keywords inside functions, placeholders or names do not split
    assertThat(Extensions.mergeUpdates("SET #set = list_append(#set, :add)", "SET #remove = :delete"))
        .isEqualTo("SET #set = list_append(#set, :add), #remove = :delete");
    assertThatThrownBy(() -> Extensions.mergeUpdates("SET #a = :a", "#b = :b"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("has no SET, REMOVE, ADD or DELETE");
    assertThatThrownBy(() -> Extensions.mergeUpdates("SET #a = :a", "#b = :b SET #c = :c"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("does not start with");
  }

  @Test
  void placeholdersTheRequestUsesAreRenamedEverywhereInTheExpression() {
    Map<String, String> names = new HashMap<>(Map.of("#a", "taken"));
    Map<String, AttributeValue> values = new HashMap<>(Map.of(":a", AttributeValue.fromS("mine")));
    DynamoDbExpression theirs = DynamoDbExpression.builder("#a = :a AND #a1 <> :ab").name("#a", "tenant")
        .name("#a1", "other").value(":a", "t1").value(":ab", "x").build();
    String text = Extensions.rename(theirs, names, values);
    // #a is taken by the request and #a1 by the extension itself: #a becomes #a2
    assertThat(text).isEqualTo("#a2 = :a1 AND #a1 <> :ab");
    assertThat(names).containsEntry("#a", "taken").containsEntry("#a2", "tenant").containsEntry("#a1", "other");
    assertThat(values).containsEntry(":a", AttributeValue.fromS("mine")).containsEntry(":a1", AttributeValue.fromS("t1"));
  }

  @Test
  void anUpdateRequestIsReturnedAsItIsWhenNoExtensionAddsAnything() {
    UpdateItemRequest request = UpdateItemRequest.builder().tableName("t").key(Map.of("pk", AttributeValue.fromS("k")))
        .updateExpression("SET #a = :a").build();
    Extensions none = new Extensions(List.of(new DynamoDbExtension() { }));
    assertThat(none.update(WriteOperation.UPDATE, Object.class, request)).isSameAs(request);
    assertThat(Extensions.NONE.active).isFalse();
    assertThat(none.active).isTrue();

    Extensions condition = new Extensions(List.of(new DynamoDbExtension() {
      @Override
      public WriteModification beforeWrite(WriteContext context) {
        return WriteModification.builder().condition(DynamoDbExpression.of("attribute_exists(#a)", Map.of("#a", "x"),
            Map.of())).build();
      }
    }));
    UpdateItemRequest merged = condition.update(WriteOperation.UPDATE, Object.class,
        request.toBuilder().expressionAttributeNames(Map.of("#a", "a")).conditionExpression("#a > :a")
            .expressionAttributeValues(Map.of(":a", AttributeValue.fromN("1"))).build());
    assertThat(merged.conditionExpression()).isEqualTo("(#a > :a) AND (attribute_exists(#a1))");
    assertThat(merged.expressionAttributeNames()).containsEntry("#a", "a").containsEntry("#a1", "x");
    assertThat(merged.updateExpression()).isEqualTo("SET #a = :a");
  }

  @Test
  void aTransactionsUpdateActionGetsTheSameMerge() {
    Extensions actions = new Extensions(List.of(new DynamoDbExtension() {
      @Override
      public WriteModification beforeWrite(WriteContext context) {
        assertThat(context.operation()).isEqualTo(WriteOperation.TRANSACT_UPDATE);
        return WriteModification.builder().updateActions(DynamoDbExpression.of("ADD #n :n", Map.of("#n", "visits"),
            Map.of(":n", 1))).build();
      }
    }));
    software.amazon.awssdk.services.dynamodb.model.Update action = software.amazon.awssdk.services.dynamodb.model.Update
        .builder().tableName("t").key(Map.of("pk", AttributeValue.fromS("k"))).updateExpression("SET #n = :n")
        .expressionAttributeNames(Map.of("#n", "name")).expressionAttributeValues(Map.of(":n", AttributeValue.fromS("x")))
        .build();
    software.amazon.awssdk.services.dynamodb.model.Update merged = actions.transactUpdate(Object.class, action);
    assertThat(merged.updateExpression()).isEqualTo("SET #n = :n ADD #n1 :n1");
    assertThat(merged.expressionAttributeNames()).isEqualTo(Map.of("#n", "name", "#n1", "visits"));
    assertThat(merged.expressionAttributeValues()).containsEntry(":n1", AttributeValue.fromN("1"));
    assertThat(merged.tableName()).isEqualTo("t");
  }
}
