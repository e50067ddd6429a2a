package io.dynaforge.processor.model;

import java.util.List;

/**
 * A table as the compilation's models declare it, for infrastructure code (the CloudFormation
 * template): its logical name, key schema, the attribute definitions of every key attribute of the
 * table and its indexes, its global and local secondary indexes, and its time-to-live attribute.
 *
 * @param tableName the logical table name (the {@code @Table} value)
 * @param attributes the key attributes of the table and its indexes with their scalar types, each once, table keys first
 * @param keySchema the base table's key schema
 * @param globalIndexes the global secondary indexes, by name
 * @param localIndexes the local secondary indexes, by name
 * @param timeToLiveAttribute the {@code @TimeToLive} attribute of its entities, or {@code null}
 * @param streamView the {@code @Table(stream)} view of its entities ({@code NONE}: no stream)
 */
public record TableSchema(String tableName, List<Attribute> attributes, List<KeyElement> keySchema,
    List<Index> globalIndexes, List<Index> localIndexes, String timeToLiveAttribute, String streamView) {

  public TableSchema {
    streamView = streamView == null ? "NONE" : streamView;
    attributes = List.copyOf(attributes);
    keySchema = List.copyOf(keySchema);
    globalIndexes = List.copyOf(globalIndexes);
    localIndexes = List.copyOf(localIndexes);
  }

  /** A key attribute and its scalar type ({@code S}, {@code N} or {@code B}). */
  public record Attribute(String name, String type) {}

  /** One element of a key schema: an attribute and its role ({@code HASH} or {@code RANGE}). */
  public record KeyElement(String attributeName, String keyType) {}

  /**
   * A secondary index.
   *
   * @param projectionType {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
   * @param nonKeyAttributes the attributes an {@code INCLUDE} projection adds, sorted; empty otherwise
   */
  public record Index(String name, List<KeyElement> keySchema, String projectionType, List<String> nonKeyAttributes) {

    public Index {
      keySchema = List.copyOf(keySchema);
      nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }
  }
}
