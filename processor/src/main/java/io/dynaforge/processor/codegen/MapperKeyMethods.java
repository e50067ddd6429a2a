package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.PropertyAccess.capacity;
import static io.dynaforge.processor.codegen.PropertyAccess.readProperty;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUES;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_S;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_MAPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_MAPPER_COMPOSE_COLUMN;
import static io.dynaforge.processor.codegen.RuntimeTypes.HASH_MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES_N;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES_NOT_A_KEY_ATTRIBUTE;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES_REQUIRE;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES_REQUIRE_KEY;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES_REQUIRE_NO_SORT_KEY;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES_S;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.dynaforge.processor.mapping.MapperPlan;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Renders a mapper's key methods: {@code keyOf} (of an entity and of id values), {@code keyValue} and
 * {@code composeColumn}.
 */
final class MapperKeyMethods {

  private final MapperPlan plan;

  MapperKeyMethods(MapperPlan plan) {
    this.plan = plan;
  }

  MethodSpec keyOf(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("keyOf").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM).addParameter(model.className(), "entity");
    List<PropertyModel> keys = new ArrayList<>(model.partitionKeys());
    keys.addAll(model.sortKeys());
    m.addStatement("$T item = new $T<>($L)", ITEM, HASH_MAP, capacity(2));
    for (PropertyModel p : keys) {
      String local = local(p);
      m.addStatement("$T $L = $L", TypeName.get(p.type()), local, readProperty(p, "entity"));
      if (!p.isPrimitive()) {
        // a runtime call rather than a throw: the mapper's bytecode then names no exception class,
        // which the verifier would load (with Spring's MappingException) when the mapper is constructed
        m.addStatement("$T.$L($L, $S)", KEY_VALUES, KEY_VALUES_REQUIRE_KEY, local,
            "The key property '" + p.name() + "' (attribute '" + p.attributeName() + "') of "
                + model.simpleName() + " (table '" + model.tableName() + "') is null; set it before"
                + " writing, reading or deleting by entity");
      }
      m.addStatement("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), CodeBlock.of(local)));
    }
    for (KeyTemplate t : model.templates()) {
      if (!t.base()) {
        continue;
      }
      List<CodeBlock> args = new ArrayList<>();
      for (PropertyModel p : KeysWriter.placeholders(model, t)) {
        args.add(readProperty(p, "entity"));
      }
      m.addStatement("item.put($S, $T.$L($T.$L($L)))", t.column(), ATTRIBUTE_VALUES, AV_S, KeysWriter.keysName(model),
          KeysWriter.composer(t), CodeBlock.join(args, ", "));
    }
    return m.addStatement("return item").build();
  }

  /**
   * {@code keyOf(partitionKey, sortKey)}: the key of id values, each through {@code keyValue}, so that
   * a lookup by id builds the very attribute values {@code toItem} wrote.
   */
  MethodSpec keyOfValues(EntityModel model) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("keyOf").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM)
        .addParameter(Object.class, "partitionKey").addParameter(Object.class, "sortKey")
        .addJavadoc("The key of id values, each converted by {@link #keyValue} as {@link #toItem} writes it.\n");
    String partition = model.basePartitionKeyTemplate().map(KeyTemplate::column)
        .orElseGet(() -> model.orderedPartitionKeys().get(0).attributeName());
    String sort = model.baseSortKeyTemplate().map(KeyTemplate::column)
        .orElseGet(() -> model.orderedSortKeys().isEmpty() ? null : model.orderedSortKeys().get(0).attributeName());
    if (sort == null) {
      m.addStatement("$T.$L(sortKey, $S, $S)", KEY_VALUES, KEY_VALUES_REQUIRE_NO_SORT_KEY, model.simpleName(), model.tableName());
    }
    m.addStatement("$T key = new $T<>($L)", ITEM, HASH_MAP, capacity(sort == null ? 1 : 2));
    m.addStatement("key.put($S, keyValue($S, partitionKey))", partition, partition);
    if (sort != null) {
      // a constant sort key (the item kind) is the sort key of every id
      CodeBlock value = model.constantSortKey().map(kind -> CodeBlock.of("sortKey == null ? $S : sortKey", kind))
          .orElse(CodeBlock.of("sortKey"));
      m.addStatement("key.put($S, keyValue($S, $L))", sort, sort, value);
    }
    return m.addStatement("return key").build();
  }

  /**
   * {@code keyValue(attribute, value)}: one case per attribute the model writes as S, N or B, each
   * converting the value exactly as {@code toItem} writes the attribute (its converter, an enum's
   * name, a number, a date's text); a template column takes its composed text.
   */
  MethodSpec keyValue(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("keyValue").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ATTRIBUTE_VALUE)
        .addParameter(String.class, "attribute").addParameter(Object.class, "value")
        .addJavadoc("One key value, converted as {@link #toItem} writes the attribute.\n");
    Map<String, CodeBlock> cases = new java.util.LinkedHashMap<>();
    boolean unchecked = keyCases(model, code, cases);
    for (KeyTemplate t : model.templates()) {
      cases.putIfAbsent(t.column(), CodeBlock.of("$T.$L(value, $S, $S, attribute)", KEY_VALUES, KEY_VALUES_S, model.simpleName(),
          model.tableName()));
    }
    if (unchecked) {
      m.addAnnotation(com.palantir.javapoet.AnnotationSpec.builder(SuppressWarnings.class)
          .addMember("value", "$S", "unchecked").build());
    }
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (attribute) {\n$>");
    cases.forEach((attribute, value) -> body.add("case $S -> $L;\n", attribute, value));
    body.add("default -> $T.$L($S, $S, attribute);\n", KEY_VALUES, KEY_VALUES_NOT_A_KEY_ATTRIBUTE, model.simpleName(), model.tableName());
    return m.addCode(body.add("$<};\n").build()).build();
  }

  /** Adds the key-type attributes of a model (and its flattened members); true when a cast is unchecked. */
  private boolean keyCases(EntityModel model, ConversionCode code, Map<String, CodeBlock> cases) {
    boolean unchecked = false;
    for (Map.Entry<String, PropertyModel> e : model.keyTypedProperties().entrySet()) {
      PropertyModel p = e.getValue();
      TypeName javaType = EntityModel.keyValueType(p);
      CodeBlock value;
      if (javaType.equals(ClassName.get(Number.class))) {
        // DynamoDB compares numbers by value: any Number is the same key as the property's own type
        value = CodeBlock.of("$T.$L(value, $S, $S, attribute)", KEY_VALUES, KEY_VALUES_N, model.simpleName(), model.tableName());
      } else if (javaType.equals(ClassName.get(String.class))
          && code.write(p.mapping(), CodeBlock.of("x")).toString().equals(CodeBlock.of("$T.$L(x)", ATTRIBUTE_VALUES, AV_S).toString())) {
        // a String stored as it is: one non-generic call (no generic require nested in an argument to infer)
        value = CodeBlock.of("$T.$L(value, $S, $S, attribute)", KEY_VALUES, KEY_VALUES_S, model.simpleName(), model.tableName());
      } else if (javaType instanceof ParameterizedTypeName parameterized) {
        value = code.write(p.mapping(), CodeBlock.of("($T) $L", javaType, requireKeyValue(model, parameterized.rawType())));
        unchecked = true;
      } else {
        value = code.write(p.mapping(), requireKeyValue(model, javaType));
      }
      cases.put(e.getKey(), value);
    }
    return unchecked;
  }

  /** {@code KeyValues.require(value, Type.class, "Entity", "table", attribute)}. */
  private static CodeBlock requireKeyValue(EntityModel model, TypeName type) {
    return CodeBlock.of("$T.$L(value, $T.class, $S, $S, attribute)", KEY_VALUES, KEY_VALUES_REQUIRE, type, model.simpleName(),
        model.tableName());
  }

  /** The text each template composes for an entity, by column, as {@code toItem} writes it. */
  MethodSpec composeColumn(EntityModel model, List<KeyTemplate> templates) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("composeColumn").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(String.class)
        .addParameter(String.class, "column").addParameter(model.className(), "entity");
    m.beginControlFlow("switch (column)");
    for (KeyTemplate t : templates) {
      List<CodeBlock> args = new ArrayList<>();
      List<CodeBlock> present = new ArrayList<>();
      for (String placeholder : t.placeholders()) {
        PropertyModel p = model.property(placeholder).orElseThrow();
        args.add(readProperty(p, "entity"));
        if (t.sparse() && !p.isPrimitive()) {
          present.add(CodeBlock.of("$L != null", readProperty(p, "entity")));
        }
      }
      CodeBlock compose = CodeBlock.of("$T.$L($L)", KeysWriter.keysName(model), KeysWriter.composer(t),
          CodeBlock.join(args, ", "));
      m.addCode("case $S:\n", t.column()).addCode("$>");
      if (present.isEmpty()) {
        m.addStatement("return $L", compose);
      } else { // sparse: a null placeholder leaves the column out
        m.addStatement("return $L ? $L : null", CodeBlock.join(present, " && "), compose);
      }
      m.addCode("$<");
    }
    m.addCode("default:\n$>").addStatement("return $T.super.$L(column, entity)", ENTITY_MAPPER, ENTITY_MAPPER_COMPOSE_COLUMN)
        .addCode("$<").endControlFlow();
    return m.build();
  }

  private String local(PropertyModel p) {
    return plan.property(p).local();
  }
}
