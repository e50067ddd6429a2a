package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * A mapped type as read from its annotations: a {@code @Table} entity, or a class stored as a
 * nested map.
 *
 * @param element the type
 * @param className its name
 * @param mapperName the generated mapper, {@code <Type>_Mapper} (nested types flatten with _)
 * @param table the {@code @Table} annotation, or null for a nested type
 * @param tableName the logical table name ({@code @Table} value, else the simple class name)
 * @param properties the mapped properties, in declaration order
 * @param construction how to instantiate it, or null when no constructor is usable
 * @param instantiationProblem why the type cannot be instantiated at all (abstract, generic, ...),
 *     or null
 * @param unusableConstructorHint what constructor to add, when construction is null
 * @param templates the {@code @PartitionKeyTemplate} (first) and the {@code @SortKeyTemplate}s, in
 *     declaration order
 * @param index the {@code @SecondaryIndex} of a view, or null
 * @param keyColumns the key attributes a base-table template composes ({@code pk}, {@code sk}) as
 *     String properties, so that derived queries can name them with raw composed values; not mapped
 *     properties (the mapper composes them from their placeholders)
 * @param unmappedCounters the {@code @AtomicCounter}s on members that map no attribute (Spring Data
 *     {@code @Transient}, or {@code transient} fields), for their diagnostic
 * @param tableIndexes the {@code @TableIndex}es of a table entity, in declaration order
 */
public record EntityModel(
    TypeElement element,
    ClassName className,
    ClassName mapperName,
    AnnotationMirror table,
    String tableName,
    boolean isRecord,
    List<PropertyModel> properties,
    Construction construction,
    String instantiationProblem,
    String unusableConstructorHint,
    List<KeyTemplate> templates,
    List<PropertyModel> keyColumns,
    IndexModel index,
    List<AtomicCounterModel> unmappedCounters,
    List<TableIndexModel> tableIndexes) {

  /**
   * A view's index.
   *
   * @param annotation the {@code @SecondaryIndex}, for diagnostics
   * @param name the index name
   * @param explicitTable the {@code tableName} written, or "" when the view takes the one table
   * @param local whether it is an LSI
   * @param projection the {@code projection} declared: {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
   */
  public record IndexModel(AnnotationMirror annotation, String name, String explicitTable, boolean local,
      String projection) {

    public IndexModel(AnnotationMirror annotation, String name, String explicitTable, boolean local) {
      this(annotation, name, explicitTable, local, "ALL");
    }
  }

  /**
   * The {@code @Table(stream)} view this entity declares ({@code NONE}, {@code KEYS_ONLY},
   * {@code NEW_IMAGE}, {@code OLD_IMAGE}, {@code NEW_AND_OLD_IMAGES}); {@code NONE} for a view or a
   * nested type.
   */
  public String streamView() {
    String view = table == null ? "" : Annotations.string(table, "stream");
    return view.isEmpty() ? "NONE" : view;
  }

  /**
   * The base table's key attribute names this entity declares, partition then sort: those its
   * {@code @Table(partitionKey, sortKey)} names (empty: {@code pk}, {@code sk}) when it names one or
   * composes a base key with a template; empty when it does neither (its {@code @PartitionKey} and
   * {@code @SortKey} properties name the keys) or is not a table entity.
   */
  public List<String> declaredKeyNames() {
    if (table == null) {
      return List.of();
    }
    boolean named = !Annotations.string(table, "partitionKey").isEmpty() || !Annotations.string(table, "sortKey").isEmpty();
    if (!named && templates.stream().noneMatch(KeyTemplate::base)) {
      return List.of();
    }
    return List.of(KeyTemplate.baseColumn(table, KeyTemplate.Key.PARTITION),
        KeyTemplate.baseColumn(table, KeyTemplate.Key.SORT));
  }

  public EntityModel {
    properties = List.copyOf(properties);
    templates = List.copyOf(templates);
    keyColumns = List.copyOf(keyColumns);
    unmappedCounters = List.copyOf(unmappedCounters);
    tableIndexes = List.copyOf(tableIndexes);
  }

  /**
   * Every attribute the entity (or view) writes, in declaration order: its stored properties (not
   * the {@code @Derived} template placeholders), the attributes of its {@code @Embedded} members,
   * and its template columns. What the mapper's metadata lists and an {@code INCLUDE} index projects.
   */
  public List<String> attributeNames() {
    List<String> names = new java.util.ArrayList<>();
    for (PropertyModel p : properties) {
      if (p.derived() != null) {
        continue;
      }
      if (p.flattened() != null) {
        names.addAll(p.flattened().type().attributeNames());
      } else {
        names.add(p.attributeName());
      }
    }
    for (KeyTemplate t : templates) {
      if (!names.contains(t.column())) {
        names.add(t.column());
      }
    }
    return names.stream().distinct().toList();
  }

  /**
   * The DynamoDB type ({@code S}, {@code N}, {@code B}) of each attribute the entity writes as a
   * possible key: its key-typed properties' attributes and its template columns ({@code S}).
   */
  public Map<String, String> keyAttributeTypes() {
    Map<String, String> types = new LinkedHashMap<>();
    keyTypedProperties().forEach((attribute, p) -> types.put(attribute, p.mapping().dynamoType()));
    templates.forEach(t -> types.putIfAbsent(t.column(), "S"));
    return types;
  }

  /** The template that composes the base-table sort key, if any. */
  public Optional<KeyTemplate> baseSortKeyTemplate() {
    return templates.stream().filter(KeyTemplate::targetsBaseSortKey).findFirst();
  }

  /** The template that composes the base-table partition key, if any. */
  public Optional<KeyTemplate> basePartitionKeyTemplate() {
    return templates.stream().filter(KeyTemplate::targetsBasePartitionKey).findFirst();
  }

  /** The constant sort key (the item kind, {@code PROFILE}) when a placeholder-free template owns it. */
  public Optional<String> constantSortKey() {
    return baseSortKeyTemplate().filter(KeyTemplate::isConstant).map(KeyTemplate::template);
  }

  /** Whether the base table has a sort key (declared or composed). */
  public boolean hasSortKey() {
    return !sortKeys().isEmpty() || baseSortKeyTemplate().isPresent();
  }

  /** A key column composed by a base-table template, as a property, by its name ({@code pk}, {@code sk}). */
  public Optional<PropertyModel> keyColumn(String name) {
    return keyColumns.stream().filter(p -> p.name().equals(name)).findFirst();
  }

  /**
   * The key attributes the templates compose, base table's and indexes' ({@code pk}, {@code sk},
   * {@code gsi1sk}), each once (the first template of a column), in declaration order: String key
   * attributes no property holds.
   */
  public List<KeyTemplate> composedKeyColumns() {
    Map<String, KeyTemplate> byColumn = new LinkedHashMap<>();
    templates.forEach(t -> byColumn.putIfAbsent(t.column(), t));
    return List.copyOf(byColumn.values());
  }

  /** The {@code @AtomicCounter} properties, in declaration order. */
  public List<PropertyModel> atomicCounters() {
    return properties.stream().filter(p -> p.atomicCounter() != null).toList();
  }

  /** The base-table sort key attribute: a declared {@code @SortKey}, a template's {@code sk}, or null. */
  public String sortKeyAttribute() {
    if (!sortKeys().isEmpty()) {
      return sortKeys().get(0).attributeName();
    }
    return baseSortKeyTemplate().map(KeyTemplate::column).orElse(null);
  }

  public boolean isTable() {
    return table != null;
  }

  /** A read-only {@code @SecondaryIndex} view (which is never also a table entity). */
  public boolean isView() {
    return index != null && table == null;
  }

  /** A table entity or a view: what gets an {@code EntityMapper} with metadata. */
  public boolean hasMetadata() {
    return isTable() || isView();
  }

  /** This view with its table resolved. */
  public EntityModel withTableName(String resolved) {
    return new EntityModel(element, className, mapperName, table, resolved, isRecord, properties, construction,
        instantiationProblem, unusableConstructorHint, templates, keyColumns, index, unmappedCounters, tableIndexes);
  }

  /**
   * The attributes the generated {@code keyValue} converts, each with the (boxed) Java type it takes:
   * those its stored properties (and flattened members') write as S, N or B ({@code Number} for a
   * plain number), then its template columns (their composed {@code String}), as the mapper's cases.
   */
  public Map<String, TypeName> keyValueAttributes() {
    Map<String, TypeName> into = new LinkedHashMap<>();
    keyTypedProperties().forEach((attribute, p) -> into.put(attribute, keyValueType(p)));
    templates.forEach(t -> into.putIfAbsent(t.column(), ClassName.get(String.class)));
    return into;
  }

  /**
   * The stored properties (flattened members' included, {@code @Derived} placeholders not) that write
   * an S, N or B attribute, by attribute, in declaration order; the first property of an attribute wins.
   */
  public Map<String, PropertyModel> keyTypedProperties() {
    Map<String, PropertyModel> into = new LinkedHashMap<>();
    keyTypedProperties(this, into);
    return into;
  }

  /** The boxed Java type {@code keyValue} takes for a key-typed property: {@code Number} for a plain number. */
  public static TypeName keyValueType(PropertyModel p) {
    boolean number = p.mapping() instanceof TypeMapping.Scalar s && s.dynamoType().equals("N");
    return number ? ClassName.get(Number.class) : p.mapping().javaType().box();
  }

  private static void keyTypedProperties(EntityModel model, Map<String, PropertyModel> into) {
    for (PropertyModel p : model.properties()) {
      if (p.derived() != null) {
        continue;
      }
      if (p.flattened() != null) {
        keyTypedProperties(p.flattened().type(), into);
      } else if (p.mapping().isKeyType()) {
        into.putIfAbsent(p.attributeName(), p);
      }
    }
  }

  /** The partition key properties in key order ({@code order}), as an index declares them. */
  public List<PropertyModel> orderedPartitionKeys() {
    return partitionKeys().stream().sorted(java.util.Comparator.comparingInt(p -> p.partitionKey().order())).toList();
  }

  /** The sort key properties in key order. */
  /**
   * The attributes of the table's key (or of the view's index) this entity writes, in key order:
   * partition-key properties, then the partition-key template's column, then the sort-key properties,
   * then the sort-key template's column. What every read of the entity must get back.
   */
  public List<String> tableKeyAttributes() {
    List<String> keys = new java.util.ArrayList<>();
    orderedPartitionKeys().forEach(p -> keys.add(p.attributeName()));
    basePartitionKeyTemplate().map(KeyTemplate::column).ifPresent(keys::add);
    orderedSortKeys().forEach(p -> keys.add(p.attributeName()));
    baseSortKeyTemplate().filter(t -> sortKeys().isEmpty()).map(KeyTemplate::column).ifPresent(keys::add);
    return keys;
  }

  public List<PropertyModel> orderedSortKeys() {
    return sortKeys().stream().sorted(java.util.Comparator.comparingInt(p -> p.sortKey().order())).toList();
  }

  public String simpleName() {
    return element.getSimpleName().toString();
  }

  public Optional<PropertyModel> property(String name) {
    return properties.stream().filter(p -> p.name().equals(name)).findFirst();
  }

  public List<PropertyModel> partitionKeys() {
    return properties.stream().filter(p -> p.partitionKey() != null).toList();
  }

  public List<PropertyModel> sortKeys() {
    return properties.stream().filter(p -> p.sortKey() != null).toList();
  }

  public Optional<PropertyModel> versionProperty() {
    return properties.stream().filter(p -> p.version() != null).findFirst();
  }

  /** Whether reads leave out expired items: {@code @TimeToLive(filterExpired = true)}. */
  public boolean filtersExpired() {
    return timeToLiveProperty().map(p -> Annotations.bool(p.timeToLive(), "filterExpired")).orElse(false);
  }

  public Optional<PropertyModel> timeToLiveProperty() {
    return properties.stream().filter(p -> p.timeToLive() != null).findFirst();
  }
}
