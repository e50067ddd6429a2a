package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Builds {@link CreateTableRequest}s from the metadata generated mappers carry: the key schema, its
 * attribute definitions, on-demand billing ({@code PAY_PER_REQUEST}), and every global and local
 * secondary index the table's {@code @SecondaryIndex} views declare (multi-attribute GSI keys
 * included, with the projection each declares: {@code ALL}, {@code KEYS_ONLY}, or {@code INCLUDE} of the
 * union of the non-key attributes the index's views map), and the stream its entity declares
 * ({@code @Table(stream)}).
 */
@Internal
public final class TableDefinitions {

  private TableDefinitions() {}

  /**
   * The request that creates the base table of an entity.
   *
   * @param metadata the entity's metadata ({@code EntityMapper.metadata()})
   * @param physicalTableName the resolved table name
   */
  public static CreateTableRequest createTableRequest(EntityMetadata metadata, String physicalTableName) {
    return createTableRequest(metadata, physicalTableName, List.of());
  }

  /**
   * The request that creates the base table of an entity with the indexes of its views.
   *
   * @param views the metadata of the table's {@code @SecondaryIndex} views; views of one index
   *     declare it once
   */
  public static CreateTableRequest createTableRequest(EntityMetadata metadata, String physicalTableName,
      List<EntityMetadata> views) {
    java.util.Map<String, AttributeDefinition> definitions = new java.util.LinkedHashMap<>();
    List<KeySchemaElement> keys = new ArrayList<>();
    addKeys(metadata.partitionKey(), KeyType.HASH, keys, definitions);
    addKeys(metadata.sortKey(), KeyType.RANGE, keys, definitions);
    java.util.Map<String, GlobalSecondaryIndex> globals = new java.util.TreeMap<>();
    java.util.Map<String, LocalSecondaryIndex> locals = new java.util.TreeMap<>();
    for (EntityMetadata view : views) {
      String name = view.index().name();
      if (locals.containsKey(name) || globals.containsKey(name)) {
        // declared once: a second declaration (or one of another logical table resolved to this name) adds no
        // attribute definition its keys would leave unused
        continue;
      }
      List<KeySchemaElement> indexKeys = new ArrayList<>();
      addKeys(view.partitionKey(), KeyType.HASH, indexKeys, definitions);
      addKeys(view.sortKey(), KeyType.RANGE, indexKeys, definitions);
      Projection projection = projection(metadata, view, views);
      if (view.index().local()) {
        locals.put(name, LocalSecondaryIndex.builder().indexName(name).keySchema(indexKeys).projection(projection).build());
      } else {
        globals.put(name, GlobalSecondaryIndex.builder().indexName(name).keySchema(indexKeys).projection(projection).build());
      }
    }
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .tableName(physicalTableName)
        .attributeDefinitions(definitions.values())
        .keySchema(keys)
        .billingMode(BillingMode.PAY_PER_REQUEST);
    if (!globals.isEmpty()) {
      request.globalSecondaryIndexes(globals.values());
    }
    if (!locals.isEmpty()) {
      request.localSecondaryIndexes(locals.values());
    }
    StreamSpecification stream = streamSpecification(metadata.streamView());
    if (stream != null) {
      request.streamSpecification(stream);
    }
    return request.build();
  }

  /**
   * The {@code StreamSpecification} of a {@code @Table(stream)} view: enabled with that view type, or
   * {@code null} for {@link io.dynaforge.annotation.StreamView#NONE}.
   */
  public static StreamSpecification streamSpecification(io.dynaforge.annotation.StreamView view) {
    if (view == null || view == io.dynaforge.annotation.StreamView.NONE) {
      return null;
    }
    return StreamSpecification.builder().streamEnabled(true).streamViewType(StreamViewType.fromValue(view.name()))
        .build();
  }

  /**
   * The stream view of a table whose entities declare these views: the one other than {@code NONE}
   * (the processor refuses two different ones), else {@code NONE}.
   */
  public static io.dynaforge.annotation.StreamView tableStreamView(
      java.util.Collection<io.dynaforge.annotation.StreamView> declared) {
    for (io.dynaforge.annotation.StreamView view : declared) {
      if (view != null && view != io.dynaforge.annotation.StreamView.NONE) {
        return view;
      }
    }
    return io.dynaforge.annotation.StreamView.NONE;
  }

  /**
   * The projection of a view's index: {@code ALL}, {@code KEYS_ONLY}, or {@code INCLUDE} with the
   * union of the attributes the index's views map, less the index's and the table's key attributes
   * (which every index projects), sorted.
   */
  public static Projection projection(EntityMetadata table, EntityMetadata view, List<EntityMetadata> views) {
    io.dynaforge.annotation.IndexProjection declared = view.index().projection();
    if (declared != io.dynaforge.annotation.IndexProjection.INCLUDE) {
      return Projection.builder().projectionType(declared == io.dynaforge.annotation.IndexProjection.KEYS_ONLY
          ? ProjectionType.KEYS_ONLY : ProjectionType.ALL).build();
    }
    java.util.Set<String> keys = new java.util.HashSet<>();
    table.keyAttributes().forEach(k -> keys.add(k.attributeName()));
    view.keyAttributes().forEach(k -> keys.add(k.attributeName()));
    java.util.Set<String> included = new java.util.TreeSet<>();
    for (EntityMetadata other : views) {
      if (other.index().name().equals(view.index().name())) {
        other.attributeNames().stream().filter(a -> !keys.contains(a)).forEach(included::add);
      }
    }
    if (included.isEmpty()) { // DynamoDB takes no INCLUDE without attributes: the same index is KEYS_ONLY
      return Projection.builder().projectionType(ProjectionType.KEYS_ONLY).build();
    }
    return Projection.builder().projectionType(ProjectionType.INCLUDE).nonKeyAttributes(included).build();
  }

  private static void addKeys(List<KeyAttribute> attributes, KeyType type, List<KeySchemaElement> keys,
      java.util.Map<String, AttributeDefinition> definitions) {
    for (KeyAttribute a : attributes) {
      keys.add(KeySchemaElement.builder().attributeName(a.attributeName()).keyType(type).build());
      definitions.putIfAbsent(a.attributeName(),
          AttributeDefinition.builder().attributeName(a.attributeName()).attributeType(a.type()).build());
    }
  }

  /** Whether two requests define the same key schema (so that two entities can share the table). */
  static boolean sameKeys(CreateTableRequest a, CreateTableRequest b) {
    return a.keySchema().equals(b.keySchema())
        && new java.util.HashSet<>(a.attributeDefinitions()).equals(new java.util.HashSet<>(b.attributeDefinitions()));
  }
}
