package io.dynaforge.processor;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.validation.SecondaryIndexValidator.KeyAttribute;
import io.dynaforge.processor.validation.SecondaryIndexValidator.TableKeys;
import io.dynaforge.processor.validation.ViewKeyAttributeValidator.TableAttributes;
import java.util.List;
import java.util.TreeSet;

/**
 * What the CloudFormation template and the checks across tables need of one valid {@code @Table}
 * entity or {@code @SecondaryIndex} view, kept by name: its table, its keys and their types, its
 * {@code @TimeToLive} attribute, the attributes it maps and, for a view, its index. The processor
 * records them in {@link TableFactsFile} so that an incremental compilation takes those of the types
 * it does not recompile from there instead of reading each type again from its class file.
 *
 * @param mapper the binary name of the type's generated mapper, as the {@code EntityMapper} listing has it
 * @param index the index a view reads, or null for a table entity
 * @param projection the view's {@code @SecondaryIndex(projection)}, or null for a table entity
 * @param timeToLive the {@code @TimeToLive} attribute, or null (always null for a view)
 * @param attributes the attributes the type maps, as {@link EntityModel#attributeNames()} lists them
 * @param stream the entity's {@code @Table(stream)} view ({@code NONE} for none and for a view)
 * @param indexes the indexes an entity declares with {@code @TableIndex}, each as the facts of a view of it
 *     (the entity's names, the index's keys and projection, its {@code include} attributes as the mapped
 *     ones); empty for a view
 */
record TableFacts(String mapper, String qualifiedName, String simpleName, String tableName, String index,
    boolean local, String projection, List<KeyAttribute> partition, List<KeyAttribute> sort, String timeToLive,
    List<String> attributes, String stream, List<TableFacts> indexes) {

  TableFacts {
    stream = stream == null || stream.isEmpty() ? "NONE" : stream;
    partition = List.copyOf(partition);
    sort = List.copyOf(sort);
    attributes = List.copyOf(attributes);
    indexes = List.copyOf(indexes);
  }

  /** Facts without declared indexes. */
  TableFacts(String mapper, String qualifiedName, String simpleName, String tableName, String index, boolean local,
      String projection, List<KeyAttribute> partition, List<KeyAttribute> sort, String timeToLive,
      List<String> attributes, String stream) {
    this(mapper, qualifiedName, simpleName, tableName, index, local, projection, partition, sort, timeToLive,
        attributes, stream, List.of());
  }

  /** These facts with one more declared index. */
  TableFacts withIndex(TableFacts declared) {
    List<TableFacts> all = new java.util.ArrayList<>(indexes);
    all.add(declared);
    return new TableFacts(mapper, qualifiedName, simpleName, tableName, index, local, projection, partition, sort,
        timeToLive, attributes, stream, all);
  }

  /** Facts without a stream. */
  TableFacts(String mapper, String qualifiedName, String simpleName, String tableName, String index, boolean local,
      String projection, List<KeyAttribute> partition, List<KeyAttribute> sort, String timeToLive,
      List<String> attributes) {
    this(mapper, qualifiedName, simpleName, tableName, index, local, projection, partition, sort, timeToLive,
        attributes, "NONE");
  }

  /** The facts of an entity or a view of this compilation, its table resolved. */
  static TableFacts of(EntityModel model) {
    TableKeys keys = TableKeys.of(model);
    String ttl = model.isView() ? null
        : model.timeToLiveProperty().map(PropertyModel::attributeName).orElse(null);
    List<TableFacts> indexes = new java.util.ArrayList<>();
    List<TableKeys> declared = TableKeys.indexesOf(model);
    for (int i = 0; i < declared.size(); i++) {
      TableKeys index = declared.get(i);
      indexes.add(new TableFacts(model.mapperName().reflectionName(), index.qualifiedName(), index.simpleName(),
          index.tableName(), index.index(), index.local(), index.projection(), index.partition(), index.sort(), null,
          model.tableIndexes().get(i).include(), "NONE"));
    }
    return new TableFacts(model.mapperName().reflectionName(), keys.qualifiedName(), keys.simpleName(),
        keys.tableName(), keys.index(), keys.local(), keys.projection(), keys.partition(), keys.sort(), ttl,
        model.attributeNames(), model.isView() ? "NONE" : model.streamView(), indexes);
  }

  boolean isView() {
    return index != null;
  }

  /** The keys, as the checks across a table take them (without the view's mapped properties). */
  TableKeys keys() {
    return new TableKeys(qualifiedName, simpleName, tableName, index, local, partition, sort, projection, List.of());
  }

  /** The attributes a table entity writes, for the checks of view keys. */
  TableAttributes written() {
    return new TableAttributes(simpleName, tableName, new TreeSet<>(attributes));
  }
}
