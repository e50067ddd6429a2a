package io.dynaforge.processor.codegen;

import io.dynaforge.processor.util.UniqueNames;
import io.dynaforge.processor.util.ConstantNames;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.Accessor;
import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.CollectionViewModel.KeyCodec;
import io.dynaforge.processor.model.CollectionViewModel.Member;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <View>_Mapper} for an {@code @ItemCollectionView}: the fold that routes each row of
 * a partition to the members whose route matches its sort key, and converts it with the row type's
 * generated mapper. No reflection; assumes a valid model.
 */
public final class CollectionMapperWriter {

  static final ClassName COLLECTION_MAPPER = RuntimeTypes.COLLECTION_MAPPER;
  static final ClassName COLLECTIONS = RuntimeTypes.ITEM_COLLECTIONS;
  private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");
  private static final ClassName ARRAY_LIST = ClassName.get("java.util", "ArrayList");

  private final GeneratedAnnotation generated;

  public CollectionMapperWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  public JavaFile write(CollectionViewModel view) {
    ClassName type = view.className();
    TypeSpec.Builder mapper = TypeSpec.classBuilder(view.mapperName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(COLLECTION_MAPPER, type))
        .addOriginatingElement(view.element())
        .addJavadoc("Folds the rows of one partition into {@link $T}, routing each by its sort key.\n", type);
    generated.addTo(mapper);
    mapper.addField(FieldSpec.builder(view.mapperName(), "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("new $T()", view.mapperName()).build());
    mapper.addField(MapperWriter.tableNameConstant(view.tableName()));
    mapper.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.\n").build());
    mapper.addMethod(getter("type", ParameterizedTypeName.get(ClassName.get(Class.class), type),
        CodeBlock.of("$T.class", type)));
    mapper.addMethod(getter("tableName", ClassName.get(String.class), CodeBlock.of("$S", view.tableName())));
    mapper.addMethod(getter("indexName", ClassName.get(String.class),
        view.indexName() == null ? CodeBlock.of("null") : CodeBlock.of("$S", view.indexName())));
    mapper.addMethod(getter("partitionKeyAttribute", ClassName.get(String.class), CodeBlock.of("$S", view.partitionKey())));
    mapper.addMethod(getter("sortKeyAttribute", ClassName.get(String.class),
        view.sortKey() == null ? CodeBlock.of("null") : CodeBlock.of("$S", view.sortKey())));
    if (!view.keyCodecs().isEmpty()) {
      mapper.addMethod(keyValue(view));
    }
    TypeSpec.Builder routes = TypeSpec.classBuilder("Routes").addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    mapper.addMethod(fold(view, routes));
    TypeSpec routesType = routes.build();
    if (!routesType.fieldSpecs().isEmpty()) {
      mapper.addType(routesType);
    }
    return JavaFile.builder(view.mapperName().packageName(), mapper.build()).skipJavaLangImports(true).indent("    ")
        .build();
  }

  private static MethodSpec getter(String name, TypeName returns, CodeBlock value) {
    return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(returns)
        .addStatement("return $L", value).build();
  }

  /**
   * {@code keyValue(attribute, value)}: each key attribute with a codec delegates to the generated
   * mapper of the entity that writes it; the interface's rule takes the rest.
   */
  private static MethodSpec keyValue(CollectionViewModel view) {
    CodeBlock.Builder doc = CodeBlock.builder()
        .add("A key value, converted as the entity of the table that writes the attribute stores it:");
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (attribute) {\n$>");
    for (KeyCodec c : view.keyCodecs()) {
      doc.add(" {@code $L} as {@link $T},", c.attribute(), c.entity());
      body.add("case $S -> $T.INSTANCE.keyValue($S, value);\n", c.attribute(), c.mapper(), c.attribute());
    }
    body.add("default -> $T.super.keyValue(attribute, value);\n", COLLECTION_MAPPER);
    return MethodSpec.methodBuilder("keyValue").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(ATTRIBUTE_VALUE).addParameter(String.class, "attribute").addParameter(Object.class, "value")
        .addJavadoc("$L any other by its Java type.\n", doc.build())
        .addCode(body.add("$<};\n").build()).build();
  }

  private MethodSpec fold(CollectionViewModel view, TypeSpec.Builder routes) {
    UniqueNames routeNames = new UniqueNames(); // fooBar and foo_bar spell the same constant
    UniqueNames names = new UniqueNames();
    for (String fixed : List.of("rows", "row", "Routes", "INSTANCE", "view")) {
      names.newName(fixed);
    }
    Map<Member, String> locals = new HashMap<>();
    Map<Member, String> firstKeys = new HashMap<>();
    for (Member m : view.members()) {
      locals.put(m, names.newName(m.property().name()));
    }
    for (Member m : view.members()) {
      if (!m.list()) {
        firstKeys.put(m, names.newName(m.property().name() + "Key"));
      }
    }
    Map<String, String> keyLocals = new LinkedHashMap<>();
    for (Member m : view.members()) {
      keyLocals.computeIfAbsent(m.sortKey(), k -> names.newName(camel(k) + "Value"));
    }
    MethodSpec.Builder fold = MethodSpec.methodBuilder("fold").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(view.className()).addParameter(ParameterizedTypeName.get(LIST, ITEM), "rows");
    for (Member m : view.members()) {
      TypeName propertyType = TypeName.get(m.property().type());
      if (m.list()) {
        fold.addStatement("$T $L = new $T<>()", propertyType, locals.get(m), ARRAY_LIST);
      } else {
        fold.addStatement("$T $L = null", propertyType, locals.get(m));
        fold.addStatement("$T $L = null", String.class, firstKeys.get(m));
      }
    }
    fold.beginControlFlow("for ($T row : rows)", ITEM);
    keyLocals.forEach((attribute, local) -> fold.addStatement("$T $L = $T.routingKey(row, $S)", String.class, local,
        COLLECTIONS, attribute));
    for (Member m : view.members()) {
      String key = keyLocals.get(m.sortKey());
      fold.beginControlFlow("if ($L)", route(view, m, key, routes, routeNames));
      CodeBlock converted = CodeBlock.of("$T.INSTANCE.fromItem(row)", m.row().mapper());
      if (m.list()) {
        fold.addStatement("$L.add($L)", locals.get(m), converted);
      } else {
        fold.beginControlFlow("if ($L != null)", locals.get(m))
            .addStatement("throw $T.duplicateRow($S, $S, $L, $L)", COLLECTIONS, view.simpleName(), m.property().name(),
                firstKeys.get(m), key)
            .endControlFlow()
            .addStatement("$L = $L", locals.get(m), converted)
            .addStatement("$L = $L", firstKeys.get(m), key);
      }
      fold.endControlFlow();
    }
    fold.endControlFlow();
    return finish(view, fold, locals);
  }

  /** The route: every declared condition must hold (as for {@code @Embedded}). */
  private static CodeBlock route(CollectionViewModel view, Member m, String key, TypeSpec.Builder routes,
      UniqueNames routeNames) {
    List<CodeBlock> conditions = new ArrayList<>();
    conditions.add(CodeBlock.of("$L != null", key));
    if (!m.startsWith().isEmpty()) {
      conditions.add(CodeBlock.of("$L.startsWith($S)", key, m.startsWith()));
    }
    if (!m.endsWith().isEmpty()) {
      conditions.add(CodeBlock.of("$L.endsWith($S)", key, m.endsWith()));
    }
    if (!m.regex().isEmpty()) {
      String field = routeNames.newName(ConstantNames.of(m.property().name()));
      routes.addField(FieldSpec.builder(PATTERN, field, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.compile($S)", PATTERN, m.regex()).build());
      conditions.add(CodeBlock.of("Routes.$L.matcher($L).matches()", field, key));
    }
    return CodeBlock.join(conditions, " && ");
  }

  private static MethodSpec finish(CollectionViewModel view, MethodSpec.Builder fold, Map<Member, String> locals) {
    Map<String, String> byProperty = new HashMap<>();
    view.members().forEach(m -> byProperty.put(m.property().name(), locals.get(m)));
    List<CodeBlock> args = new ArrayList<>();
    for (String parameter : view.view().construction().parameters()) {
      args.add(CodeBlock.of("$L", byProperty.get(parameter)));
    }
    CodeBlock instance = CodeBlock.of("new $T($L)", view.className(), CodeBlock.join(args, ", "));
    List<PropertyModel> after = view.view().properties().stream()
        .filter(p -> p.writer().kind() != Accessor.Kind.CONSTRUCTOR).toList();
    if (after.isEmpty()) {
      return fold.addStatement("return $L", instance).build();
    }
    fold.addStatement("$T view = $L", view.className(), instance);
    for (PropertyModel p : after) {
      if (p.writer().kind() == Accessor.Kind.FIELD) {
        fold.addStatement("view.$L = $L", p.writer().name(), byProperty.get(p.name()));
      } else {
        fold.addStatement("view.$L($L)", p.writer().name(), byProperty.get(p.name()));
      }
    }
    return fold.addStatement("return view").build();
  }

  private static String camel(String attribute) {
    StringBuilder b = new StringBuilder();
    boolean upper = false;
    for (char c : attribute.toCharArray()) {
      if (!Character.isLetterOrDigit(c)) {
        upper = b.length() > 0;
        continue;
      }
      b.append(upper ? Character.toUpperCase(c) : b.length() == 0 ? Character.toLowerCase(c) : c);
      upper = false;
    }
    return b.length() == 0 || Character.isDigit(b.charAt(0)) ? "key" + b : b.toString();
  }
}
