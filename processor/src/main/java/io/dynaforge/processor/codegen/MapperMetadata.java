package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.DERIVED_COLUMN;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_METADATA;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_METADATA_INDEX;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_ATTRIBUTE;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.SCALAR_ATTRIBUTE_TYPE;
import static io.dynaforge.processor.codegen.RuntimeTypes.SCALAR_ATTRIBUTE_TYPE_S;
import static io.dynaforge.processor.codegen.RuntimeTypes.SET;

import com.palantir.javapoet.CodeBlock;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Renders a mapper's {@code MetadataHolder} values: the {@code EntityMetadata} (keys, version, time
 * to live, attribute names, stream or index), its table indexes, and the derived columns.
 */
final class MapperMetadata {

  private MapperMetadata() {}

  static CodeBlock metadata(EntityModel model) {
    CodeBlock.Builder names = CodeBlock.builder();
    List<CodeBlock> attributeNames = new ArrayList<>();
    for (String attribute : model.attributeNames()) {
      attributeNames.add(CodeBlock.of("$S", attribute));
    }
    // explicit type arguments: generic calls nested in the constructor's arguments are otherwise
    // inferred speculatively against every overload of List.of/Set.of (the costliest shape to compile)
    names.add("$T.<$T>of($L)", SET, String.class, CodeBlock.join(attributeNames, ", "));
    return CodeBlock.builder()
        .add("new $T(\n", ENTITY_METADATA).indent()
        .add("$S,\n$S,\n", model.simpleName(), model.tableName())
        .add("$L,\n", model.basePartitionKeyTemplate().isPresent()
            ? CodeBlock.of("$T.<$T>of(new $T($S, $T.$L, null))", LIST, KEY_ATTRIBUTE, KEY_ATTRIBUTE,
                model.basePartitionKeyTemplate().get().column(), SCALAR_ATTRIBUTE_TYPE, SCALAR_ATTRIBUTE_TYPE_S)
            : keyList(model.orderedPartitionKeys()))
        .add("$L,\n", model.baseSortKeyTemplate().isPresent()
            ? CodeBlock.of("$T.<$T>of(new $T($S, $T.$L, null))", LIST, KEY_ATTRIBUTE, KEY_ATTRIBUTE,
                model.baseSortKeyTemplate().get().column(), SCALAR_ATTRIBUTE_TYPE, SCALAR_ATTRIBUTE_TYPE_S)
            : keyList(model.orderedSortKeys()))
        .add("$L,\n", model.versionProperty().map(p -> CodeBlock.of("$S", p.attributeName())).orElse(CodeBlock.of("null")))
        .add("$L,\n", model.timeToLiveProperty().map(p -> CodeBlock.of("$S", p.attributeName())).orElse(CodeBlock.of("null")))
        .add(model.isView() || !model.streamView().equals("NONE") ? "$L,\n" : "$L)", names.build())
        .add(model.isView() ? index(model.index()) : stream(model.streamView()))
        .unindent().build();
  }

  /** A table entity's stream: nothing for {@code NONE} (the seven-argument form), else no index and the view. */
  private static CodeBlock stream(String view) {
    return view.equals("NONE") ? CodeBlock.of("")
        : CodeBlock.of("null,\n$T.$L)", RuntimeTypes.STREAM_VIEW, view);
  }

  /**
   * The entity's {@code @TableIndex}es, each as a view's metadata named {@code Entity[INDEX]}: the
   * index's keys (typed as the entity writes them), its {@code include} attributes, its projection.
   */
  static CodeBlock tableIndexes(EntityModel model) {
    java.util.Map<String, String> types = model.keyAttributeTypes();
    List<CodeBlock> indexes = new ArrayList<>();
    for (io.dynaforge.processor.model.TableIndexModel index : model.tableIndexes()) {
      List<CodeBlock> include = index.include().stream().map(a -> CodeBlock.of("$S", a)).toList();
      indexes.add(CodeBlock.builder().add("new $T(\n", ENTITY_METADATA).indent()
          .add("$S,\n$S,\n", model.simpleName() + "[" + index.name() + "]", model.tableName())
          .add("$L,\n$L,\n", indexKeys(index.partitionKey(), types), indexKeys(index.sortKey(), types))
          .add("null,\nnull,\n$T.<$T>of($L),\n", SET, String.class, CodeBlock.join(include, ", "))
          .add("new $T($S, $L, $T.$L))", ENTITY_METADATA_INDEX, index.name(), index.local(),
              RuntimeTypes.INDEX_PROJECTION, index.projection())
          .unindent().build());
    }
    return CodeBlock.of("$T.<$T>of(\n$>$L$<)", LIST, ENTITY_METADATA, CodeBlock.join(indexes, ",\n"));
  }

  private static CodeBlock indexKeys(List<String> attributes, java.util.Map<String, String> types) {
    List<CodeBlock> keys = attributes.stream().map(a -> CodeBlock.of("new $T($S, $T.$L, null)", KEY_ATTRIBUTE, a,
        SCALAR_ATTRIBUTE_TYPE, types.getOrDefault(a, "S"))).toList();
    return CodeBlock.of("$T.<$T>of($L)", LIST, KEY_ATTRIBUTE, CodeBlock.join(keys, ", "));
  }

  /** The view's index; an {@code ALL} projection keeps the two-argument form. */
  private static CodeBlock index(EntityModel.IndexModel index) {
    return index.projection().equals("ALL")
        ? CodeBlock.of("new $T($S, $L))", ENTITY_METADATA_INDEX, index.name(), index.local())
        : CodeBlock.of("new $T($S, $L, $T.$L))", ENTITY_METADATA_INDEX, index.name(), index.local(),
            RuntimeTypes.INDEX_PROJECTION, index.projection());
  }

  private static CodeBlock keyList(List<PropertyModel> keys) {
    List<CodeBlock> items = new ArrayList<>();
    for (PropertyModel p : keys) {
      String scalar = p.mapping().dynamoType();
      items.add(CodeBlock.of("new $T($S, $T.$L, $S)", KEY_ATTRIBUTE, p.attributeName(), SCALAR_ATTRIBUTE_TYPE, scalar, p.name()));
    }
    return CodeBlock.of("$T.<$T>of($L)", LIST, KEY_ATTRIBUTE, CodeBlock.join(items, ", "));
  }

  /** The templates of a table entity with at least one placeholder: the columns a write can recompose. */
  static List<KeyTemplate> composedTemplates(EntityModel model) {
    if (!model.isTable()) {
      return List.of();
    }
    return model.templates().stream().filter(t -> !t.placeholders().isEmpty()).toList();
  }

  /** {@code List.of(new DerivedColumn("gsi1pk", false, true, List.of("status"), List.of("status")), ...)}. */
  static CodeBlock derivedColumns(EntityModel model, List<KeyTemplate> templates) {
    List<CodeBlock> columns = new ArrayList<>();
    for (KeyTemplate t : templates) {
      List<CodeBlock> placeholders = new ArrayList<>();
      List<CodeBlock> attributes = new ArrayList<>();
      for (String placeholder : t.placeholders()) {
        PropertyModel p = model.property(placeholder).orElseThrow();
        placeholders.add(CodeBlock.of("$S", placeholder));
        attributes.add(CodeBlock.of("$S", p.derived() != null ? "" : p.attributeName()));
      }
      columns.add(CodeBlock.of("new $T($S, $L, $L, $T.<$T>of($L), $T.<$T>of($L))", DERIVED_COLUMN, t.column(),
          t.targetsBaseKey(), t.sparse(), LIST, String.class,
          CodeBlock.join(placeholders, ", "), LIST, String.class, CodeBlock.join(attributes, ", ")));
    }
    return CodeBlock.of("$T.<$T>of(\n$>$>$L$<$<)", LIST, DERIVED_COLUMN, CodeBlock.join(columns, ",\n"));
  }
}
