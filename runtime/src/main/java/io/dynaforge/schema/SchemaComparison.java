package io.dynaforge.schema;

import io.dynaforge.schema.Difference.Kind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Compares a declared table with its live description (DescribeTable, DescribeTimeToLive): the key
 * schema, the types of the key attributes, every index (key schema and projection), time to live and
 * the stream.
 * Pure: it sends nothing.
 */
final class SchemaComparison {

  private SchemaComparison() {}

  /**
   * @param live the live table, or {@code null} when it does not exist
   * @param timeToLive the live table's time to live, or {@code null} when not asked for
   */
  static List<Difference> compare(DeclaredTable declared, TableDescription live, TimeToLiveDescription timeToLive) {
    String table = declared.name();
    CreateTableRequest model = declared.request();
    List<Difference> differences = new ArrayList<>();
    if (live == null) {
      differences.add(new Difference(table, null, Kind.MISSING_TABLE, "table '" + table + "' (entities "
          + String.join(", ", declared.entities()) + ") does not exist"));
      return differences;
    }
    Map<String, String> modelTypes = types(model.attributeDefinitions());
    Map<String, String> liveTypes = types(live.attributeDefinitions());
    if (!model.keySchema().equals(live.keySchema())) {
      differences.add(new Difference(table, null, Kind.KEY_SCHEMA, "table '" + table + "' has the key schema "
          + keys(live.keySchema(), liveTypes) + " but the model declares " + keys(model.keySchema(), modelTypes)
          + "; a key schema cannot be changed, the table must be recreated"));
    }
    modelTypes.forEach((attribute, type) -> {
      String liveType = liveTypes.get(attribute);
      if (liveType != null && !liveType.equals(type)) {
        differences.add(new Difference(table, null, Kind.ATTRIBUTE_TYPE, "table '" + table + "' defines the key attribute '"
            + attribute + "' as " + liveType + " but the model declares " + type
            + "; a key attribute's type cannot be changed, the table must be recreated"));
      }
    });
    compareGlobalIndexes(table, model, live, modelTypes, liveTypes, differences);
    compareLocalIndexes(table, model, live, modelTypes, liveTypes, differences);
    compareTimeToLive(table, declared.timeToLiveAttribute(), timeToLive, differences);
    compareStream(table, model.streamSpecification(), live.streamSpecification(), differences);
    return differences;
  }

  private static void compareStream(String table, StreamSpecification model, StreamSpecification live,
      List<Difference> differences) {
    String declared = model == null || !Boolean.TRUE.equals(model.streamEnabled()) ? null
        : model.streamViewTypeAsString();
    String existing = live == null || !Boolean.TRUE.equals(live.streamEnabled()) ? null
        : live.streamViewTypeAsString();
    if (declared == null) {
      if (existing != null) {
        differences.add(new Difference(table, null, Kind.EXTRA, "table '" + table + "' has a stream (" + existing
            + "), which no entity declares with @Table(stream) (left alone)"));
      }
    } else if (existing == null) {
      differences.add(new Difference(table, null, Kind.STREAM_DISABLED, "the stream of table '" + table
          + "' is not enabled; the model declares @Table(stream = " + declared + ")"));
    } else if (!existing.equals(declared)) {
      differences.add(new Difference(table, null, Kind.STREAM_OTHER_VIEW, "the stream of table '" + table
          + "' carries " + existing + " but the model declares @Table(stream = " + declared + "); a stream's view"
          + " cannot be changed in place: disable the stream (Dynaforge never disables one), then run update"));
    }
  }

  private static void compareGlobalIndexes(String table, CreateTableRequest model, TableDescription live,
      Map<String, String> modelTypes, Map<String, String> liveTypes, List<Difference> differences) {
    Map<String, GlobalSecondaryIndexDescription> existing = new LinkedHashMap<>();
    live.globalSecondaryIndexes().forEach(i -> existing.put(i.indexName(), i));
    for (GlobalSecondaryIndex index : model.globalSecondaryIndexes()) {
      GlobalSecondaryIndexDescription found = existing.remove(index.indexName());
      String what = "global secondary index '" + index.indexName() + "' of table '" + table + "'";
      if (found == null) {
        differences.add(new Difference(table, index.indexName(), Kind.MISSING_GLOBAL_INDEX, what + " ("
            + keys(index.keySchema(), modelTypes) + ", projection " + projection(index.projection()) + ") is missing"));
        continue;
      }
      String fix = "; an index cannot be changed in place: delete it and run update (Dynaforge never deletes one),"
          + " or recreate the table";
      compareIndex(table, index.indexName(), what, index.keySchema(), found.keySchema(), index.projection(),
          found.projection(), modelTypes, liveTypes, fix, differences);
    }
    existing.keySet().forEach(name -> differences.add(new Difference(table, name, Kind.EXTRA,
        "global secondary index '" + name + "' of table '" + table + "' is not in the model (left alone)")));
  }

  private static void compareLocalIndexes(String table, CreateTableRequest model, TableDescription live,
      Map<String, String> modelTypes, Map<String, String> liveTypes, List<Difference> differences) {
    Map<String, LocalSecondaryIndexDescription> existing = new LinkedHashMap<>();
    live.localSecondaryIndexes().forEach(i -> existing.put(i.indexName(), i));
    String fix = "; a local secondary index can only be created with its table, so the table must be recreated";
    for (LocalSecondaryIndex index : model.localSecondaryIndexes()) {
      LocalSecondaryIndexDescription found = existing.remove(index.indexName());
      String what = "local secondary index '" + index.indexName() + "' of table '" + table + "'";
      if (found == null) {
        differences.add(new Difference(table, index.indexName(), Kind.MISSING_LOCAL_INDEX, what + " ("
            + keys(index.keySchema(), modelTypes) + ", projection " + projection(index.projection()) + ") is missing"
            + fix));
        continue;
      }
      compareIndex(table, index.indexName(), what, index.keySchema(), found.keySchema(), index.projection(),
          found.projection(), modelTypes, liveTypes, fix, differences);
    }
    existing.keySet().forEach(name -> differences.add(new Difference(table, name, Kind.EXTRA,
        "local secondary index '" + name + "' of table '" + table + "' is not in the model (left alone)")));
  }

  private static void compareIndex(String table, String index, String what, List<KeySchemaElement> modelKeys,
      List<KeySchemaElement> liveKeys, Projection modelProjection, Projection liveProjection,
      Map<String, String> modelTypes, Map<String, String> liveTypes, String fix, List<Difference> differences) {
    if (!modelKeys.equals(liveKeys)) {
      differences.add(new Difference(table, index, Kind.DIFFERENT_INDEX, what + " has the key schema "
          + keys(liveKeys, liveTypes) + " but the model declares " + keys(modelKeys, modelTypes) + fix));
    }
    if (!projection(modelProjection).equals(projection(liveProjection))) {
      differences.add(new Difference(table, index, Kind.DIFFERENT_INDEX, what + " projects "
          + projection(liveProjection) + " but the model declares " + projection(modelProjection) + fix));
    }
  }

  private static void compareTimeToLive(String table, String attribute, TimeToLiveDescription live,
      List<Difference> differences) {
    boolean enabled = live != null && (live.timeToLiveStatus() == TimeToLiveStatus.ENABLED
        || live.timeToLiveStatus() == TimeToLiveStatus.ENABLING);
    String liveAttribute = enabled ? live.attributeName() : null;
    if (attribute == null) {
      if (liveAttribute != null) {
        differences.add(new Difference(table, null, Kind.EXTRA, "table '" + table + "' expires items on '"
            + liveAttribute + "', which no entity marks @TimeToLive (left alone)"));
      }
    } else if (liveAttribute == null) {
      differences.add(new Difference(table, null, Kind.TIME_TO_LIVE_DISABLED, "time to live of table '" + table
          + "' is not enabled on the @TimeToLive attribute '" + attribute + "'"));
    } else if (!liveAttribute.equals(attribute)) {
      differences.add(new Difference(table, null, Kind.TIME_TO_LIVE_OTHER_ATTRIBUTE, "time to live of table '" + table
          + "' is enabled on '" + liveAttribute + "' but the model's @TimeToLive attribute is '" + attribute
          + "'; disable it first (Dynaforge never disables time to live), then run update"));
    }
  }

  /** {@code [pk (S) HASH, sk (N) RANGE]}. */
  static String keys(List<KeySchemaElement> keys, Map<String, String> types) {
    List<String> parts = new ArrayList<>();
    for (KeySchemaElement k : keys) {
      parts.add(k.attributeName() + " (" + Objects.requireNonNullElse(types.get(k.attributeName()), "?") + ") "
          + k.keyTypeAsString());
    }
    return parts.toString();
  }

  /** {@code ALL}, {@code KEYS_ONLY}, or {@code INCLUDE [a, b]} (sorted). */
  static String projection(Projection projection) {
    if (projection == null || projection.projectionType() == null) {
      return "ALL";
    }
    String type = projection.projectionTypeAsString();
    return projection.hasNonKeyAttributes() && !projection.nonKeyAttributes().isEmpty()
        ? type + " " + new TreeSet<>(projection.nonKeyAttributes()) : type;
  }

  static Map<String, String> types(List<AttributeDefinition> definitions) {
    Map<String, String> types = new LinkedHashMap<>();
    definitions.forEach(d -> types.put(d.attributeName(), d.attributeTypeAsString()));
    return types;
  }
}
