package io.dynaforge.core;

import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;

/**
 * Builds {@link CreateTableRequest}s from the metadata generated mappers carry: the key schema, its
 * attribute definitions and on-demand billing ({@code PAY_PER_REQUEST}). Secondary indexes are added
 * once the model carries them (a later issue); until then add them to the returned request with
 * {@code toBuilder()}.
 */
public final class TableDefinitions {

  private TableDefinitions() {}

  /**
   * The request that creates the base table of an entity.
   *
   * @param metadata the entity's metadata ({@code EntityMapper.metadata()})
   * @param physicalTableName the resolved table name
   */
  public static CreateTableRequest createTableRequest(EntityMetadata metadata, String physicalTableName) {
    List<AttributeDefinition> definitions = new ArrayList<>();
    List<KeySchemaElement> keys = new ArrayList<>();
    KeyAttribute pk = metadata.partitionKeyAttribute();
    definitions.add(AttributeDefinition.builder().attributeName(pk.attributeName()).attributeType(pk.type()).build());
    keys.add(KeySchemaElement.builder().attributeName(pk.attributeName()).keyType(KeyType.HASH).build());
    KeyAttribute sk = metadata.sortKeyAttribute();
    if (sk != null) {
      definitions.add(AttributeDefinition.builder().attributeName(sk.attributeName()).attributeType(sk.type()).build());
      keys.add(KeySchemaElement.builder().attributeName(sk.attributeName()).keyType(KeyType.RANGE).build());
    }
    return CreateTableRequest.builder()
        .tableName(physicalTableName)
        .attributeDefinitions(definitions)
        .keySchema(keys)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .build();
  }

  /** Whether two requests define the same key schema (so that two entities can share the table). */
  static boolean sameKeys(CreateTableRequest a, CreateTableRequest b) {
    return a.keySchema().equals(b.keySchema())
        && new java.util.HashSet<>(a.attributeDefinitions()).equals(new java.util.HashSet<>(b.attributeDefinitions()));
  }
}
