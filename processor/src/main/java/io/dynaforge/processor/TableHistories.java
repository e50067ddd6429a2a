package io.dynaforge.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TableHistory;
import io.dynaforge.processor.model.TableSchema;
import io.dynaforge.processor.model.TypeMapping;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import javax.lang.model.element.ElementKind;
import javax.lang.model.type.DeclaredType;

/**
 * Plans what the schema history records of each table: its key schema, time to live and stream, and
 * its indexes as {@link TableSchemas} plans them for the CloudFormation template (from the same
 * {@link TableFacts}), the kinds stored in it with their keys and derived columns, and which kinds
 * each index holds (those that write all its key attributes). Pure: it reads facts and models only.
 */
final class TableHistories {

  private TableHistories() {}

  /**
   * @param entities the valid @Table entities of the compilation (this one's and the earlier ones an
   *     incremental build did not recompile)
   * @param views the valid @SecondaryIndex views, their tables resolved
   * @param kinds the history of each entity, by qualified name; an entity without one is left out
   *     of its table's kinds (its table and indexes are still planned)
   * @return one history per logical table, by name
   */
  static Map<String, TableHistory> plan(List<TableFacts> entities, List<TableFacts> views,
      Map<String, TableHistory.Kind> kinds) {
    Map<String, TableHistory> tables = new TreeMap<>();
    for (TableSchema schema : TableSchemas.plan(entities, views)) {
      List<TableFacts> tableEntities = entities.stream().filter(e -> e.tableName().equals(schema.tableName())).toList();
      Map<String, TableHistory.Kind> tableKinds = new TreeMap<>();
      tableEntities.forEach(e -> {
        TableHistory.Kind kind = kinds.get(e.qualifiedName());
        if (kind != null) {
          tableKinds.put(e.qualifiedName(), kind);
        }
      });
      Map<String, String> types = new TreeMap<>();
      schema.attributes().forEach(a -> types.put(a.name(), a.type()));
      Map<String, TableHistory.Index> indexes = new TreeMap<>();
      for (boolean local : List.of(false, true)) {
        for (TableSchema.Index index : local ? schema.localIndexes() : schema.globalIndexes()) {
          List<String> keySchema = keySchema(index.keySchema(), types);
          Set<String> keys = new HashSet<>();
          index.keySchema().forEach(k -> keys.add(k.attributeName()));
          List<String> held = tableEntities.stream().filter(e -> tableKinds.containsKey(e.qualifiedName()))
              .filter(e -> e.attributes().containsAll(keys)).map(TableFacts::qualifiedName).toList();
          indexes.put(index.name(), new TableHistory.Index(local, keySchema, index.projectionType(),
              index.nonKeyAttributes(), held));
        }
      }
      tables.put(schema.tableName(), new TableHistory(schema.tableName(), keySchema(schema.keySchema(), types),
          schema.timeToLiveAttribute(), schema.streamView(), tableKinds, indexes));
    }
    return tables;
  }

  /**
   * What the history records of one entity of this compilation: how it writes its keys, and what it
   * derives, with the text form of every template placeholder.
   */
  static TableHistory.Kind kind(EntityModel model) {
    TableFacts facts = TableFacts.of(model);
    TableHistory.Key partition = model.basePartitionKeyTemplate()
        .map(t -> new TableHistory.Key(t.column(), "S", t.template(), placeholders(model, t)))
        .orElseGet(() -> new TableHistory.Key(facts.partition().get(0).name(), facts.partition().get(0).type(), null,
            Map.of()));
    TableHistory.Key sort = model.baseSortKeyTemplate().filter(t -> model.sortKeys().isEmpty())
        .map(t -> new TableHistory.Key(t.column(), "S", t.template(), placeholders(model, t)))
        .orElseGet(() -> facts.sort().isEmpty() ? null
            : new TableHistory.Key(facts.sort().get(0).name(), facts.sort().get(0).type(), null, Map.of()));
    Map<String, TableHistory.Column> columns = new TreeMap<>();
    for (KeyTemplate t : model.templates()) {
      if (!t.targetsBaseKey()) {
        columns.putIfAbsent(t.column(),
            new TableHistory.Column("S", t.template(), t.sparse(), null, placeholders(model, t)));
      }
    }
    model.timeToLiveProperty().ifPresent((PropertyModel p) ->
        columns.putIfAbsent(p.attributeName(), new TableHistory.Column("N", null, false, p.name(), Map.of())));
    return new TableHistory.Kind(partition, sort, columns, actions(model));
  }

  /** The action of every attribute of an encrypted entity, by attribute name; none for another entity. */
  private static Map<String, AttributeAction> actions(EntityModel model) {
    Map<String, AttributeAction> actions = new TreeMap<>();
    if (EncryptionActions.encrypted(model)) {
      EncryptionActions.of(model).forEach(a -> actions.put(a.attribute(), a.action()));
    }
    return actions;
  }

  /** The text form of each placeholder of a template, by property name. */
  private static Map<String, TableHistory.Placeholder> placeholders(EntityModel model, KeyTemplate template) {
    Map<String, TableHistory.Placeholder> placeholders = new TreeMap<>();
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Placeholder placeholder) {
        PropertyModel p = model.property(placeholder.property()).orElseThrow();
        TypeName type = TypeName.get(p.type()).box().withoutAnnotations();
        placeholders.put(p.name(), new TableHistory.Placeholder(
            type instanceof ClassName c ? c.canonicalName() : type.toString(), placeholder.width(),
            p.mapping() instanceof TypeMapping.Converted converted ? converted.converter().canonicalName() : null,
            p.type() instanceof DeclaredType d && d.asElement().getKind() == ElementKind.ENUM));
      }
    }
    return placeholders;
  }

  private static List<String> keySchema(List<TableSchema.KeyElement> keys, Map<String, String> types) {
    List<String> schema = new ArrayList<>();
    keys.forEach(k -> schema.add(TableHistory.keyElement(k.attributeName(), types.getOrDefault(k.attributeName(), "S"),
        k.keyType())));
    return schema;
  }
}
