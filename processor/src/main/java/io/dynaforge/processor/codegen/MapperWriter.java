package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_MAPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_METADATA;
import static io.dynaforge.processor.codegen.RuntimeTypes.HASH_MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.INSTANT;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM_MAPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_ATTRIBUTE;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.MAPPING_EXCEPTION;
import static io.dynaforge.processor.codegen.RuntimeTypes.SCALAR_ATTRIBUTE_TYPE;
import static io.dynaforge.processor.codegen.RuntimeTypes.SET;
import static io.dynaforge.processor.codegen.RuntimeTypes.ZONE_OFFSET;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.Accessor;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Type>_Mapper}: an {@code EntityMapper} for a {@code @Table} entity, an {@code
 * ItemMapper} for a nested type. Assumes a valid model.
 */
public final class MapperWriter {

  private static final Set<String> RESERVED = Set.of("item", "av", "entity", "copy", "now", "version");

  private final GeneratedAnnotation generated;

  public MapperWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  public JavaFile write(EntityModel model) {
    ClassName entity = model.className();
    ClassName mapper = model.mapperName();
    Map<ClassName, String> converterFields = new LinkedHashMap<>();
    ConversionCode code = new ConversionCode(c -> converterFields.computeIfAbsent(c,
        k -> "CONVERTER_" + String.join("_", k.simpleNames()).toUpperCase(Locale.ROOT)));

    TypeSpec.Builder type = TypeSpec.classBuilder(mapper)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(model.isTable() ? ENTITY_MAPPER : ITEM_MAPPER, entity))
        .addOriginatingElement(model.element())
        .addJavadoc("Maps {@link $T} to and from DynamoDB items without reflection.\n", entity);
    generated.addTo(type);
    type.addField(FieldSpec.builder(mapper, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("new $T()", mapper).build());
    for (PropertyModel p : model.properties()) {
      type.addField(FieldSpec.builder(ATTRIBUTE_PATH, pathConstant(p), Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.of($S, $S, $S)", ATTRIBUTE_PATH, model.simpleName(), p.name(), p.attributeName())
          .build());
    }
    if (model.isTable()) {
      type.addField(FieldSpec.builder(ENTITY_METADATA, "METADATA", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer(metadata(model)).build());
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.\n").build());
    type.addMethod(MethodSpec.methodBuilder("type").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), entity))
        .addStatement("return $T.class", entity).build());
    if (model.isTable()) {
      type.addMethod(MethodSpec.methodBuilder("metadata").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
          .returns(ENTITY_METADATA).addStatement("return METADATA").build());
    }
    type.addMethod(toItem(model, code));
    type.addMethod(fromItem(model, code));
    if (model.isTable()) {
      type.addMethod(keyOf(model, code));
      model.versionProperty().ifPresent(v -> {
        type.addMethod(versionOf(model, v));
        type.addMethod(withVersion(model, v));
      });
      if (model.properties().stream().anyMatch(p -> p.createdDate() || p.lastModifiedDate())) {
        type.addMethod(withAuditing(model));
      }
    }
    converterFields.forEach((converter, field) -> type.addField(
        FieldSpec.builder(converter, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("new $T()", converter).build()));
    return JavaFile.builder(mapper.packageName(), type.build()).skipJavaLangImports(true).indent("    ").build();
  }

  // ------------------------------------------------------------------ metadata

  private CodeBlock metadata(EntityModel model) {
    CodeBlock.Builder names = CodeBlock.builder();
    List<CodeBlock> attributeNames = new ArrayList<>();
    for (PropertyModel p : stored(model)) {
      attributeNames.add(CodeBlock.of("$S", p.attributeName()));
    }
    names.add("$T.of($L)", SET, CodeBlock.join(attributeNames, ", "));
    return CodeBlock.builder()
        .add("new $T(\n", ENTITY_METADATA).indent()
        .add("$S,\n$S,\n", model.simpleName(), model.tableName())
        .add("$L,\n", keyList(model.partitionKeys()))
        .add("$L,\n", keyList(model.sortKeys()))
        .add("$L,\n", model.versionProperty().map(p -> CodeBlock.of("$S", p.attributeName())).orElse(CodeBlock.of("null")))
        .add("$L,\n", model.timeToLiveProperty().map(p -> CodeBlock.of("$S", p.attributeName())).orElse(CodeBlock.of("null")))
        .add("$L)", names.build())
        .unindent().build();
  }

  private CodeBlock keyList(List<PropertyModel> keys) {
    List<CodeBlock> items = new ArrayList<>();
    for (PropertyModel p : keys) {
      String scalar = p.mapping().dynamoType();
      items.add(CodeBlock.of("new $T($S, $T.$L, $S)", KEY_ATTRIBUTE, p.attributeName(), SCALAR_ATTRIBUTE_TYPE, scalar, p.name()));
    }
    return CodeBlock.of("$T.of($L)", LIST, CodeBlock.join(items, ", "));
  }

  /** The properties written to items: all but {@code @Derived} template placeholders. */
  private static List<PropertyModel> stored(EntityModel model) {
    return model.properties().stream().filter(p -> p.derived() == null).toList();
  }

  // ------------------------------------------------------------------ toItem / fromItem

  private MethodSpec toItem(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("toItem").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM).addParameter(model.className(), "entity");
    List<PropertyModel> stored = stored(model);
    m.addStatement("$T item = new $T<>($L)", ITEM, HASH_MAP, capacity(stored.size()));
    for (PropertyModel p : stored) {
      String local = local(p);
      m.addStatement("$T $L = $L", TypeName.get(p.type()), local, readProperty(p, "entity"));
      CodeBlock put = CodeBlock.of("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), CodeBlock.of(local)));
      if (p.isPrimitive()) {
        m.addStatement(put);
      } else if (p.mapping() instanceof TypeMapping.NativeSet) {
        m.beginControlFlow("if ($L != null && !$L.isEmpty())", local, local).addStatement(put).endControlFlow();
      } else {
        m.beginControlFlow("if ($L != null)", local).addStatement(put).endControlFlow();
      }
    }
    return m.addStatement("return item").build();
  }

  private MethodSpec fromItem(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("fromItem").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className()).addParameter(ITEM, "item");
    m.addStatement("$T av", ATTRIBUTE_VALUE);
    Map<String, String> locals = new LinkedHashMap<>();
    for (PropertyModel p : model.properties()) {
      String local = local(p);
      locals.put(p.name(), local);
      CodeBlock path = CodeBlock.of("$L", pathConstant(p));
      if (ConversionCode.readsMissing(p.mapping())) {
        m.addStatement("$T $L = $L", TypeName.get(p.type()), local,
            code.read(p.mapping(), CodeBlock.of("item.get($S)", p.attributeName()), path));
      } else {
        m.addStatement("$T $L = (av = item.get($S)) == null ? $L : $L", TypeName.get(p.type()), local,
            p.attributeName(), defaultValue(p), code.read(p.mapping(), CodeBlock.of("av"), path));
      }
    }
    m.addStatement("$T entity = $L", model.className(), construct(model, name -> CodeBlock.of("$L", locals.get(name))));
    for (PropertyModel p : model.properties()) {
      if (p.writer().kind() != Accessor.Kind.CONSTRUCTOR) {
        m.addStatement(writeProperty(p, "entity", CodeBlock.of("$L", locals.get(p.name()))));
      }
    }
    return m.addStatement("return entity").build();
  }

  // ------------------------------------------------------------------ keys, version, auditing

  private MethodSpec keyOf(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("keyOf").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM).addParameter(model.className(), "entity");
    List<PropertyModel> keys = new ArrayList<>(model.partitionKeys());
    keys.addAll(model.sortKeys());
    m.addStatement("$T item = new $T<>($L)", ITEM, HASH_MAP, capacity(keys.size()));
    for (PropertyModel p : keys) {
      String local = local(p);
      m.addStatement("$T $L = $L", TypeName.get(p.type()), local, readProperty(p, "entity"));
      if (!p.isPrimitive()) {
        m.beginControlFlow("if ($L == null)", local)
            .addStatement("throw new $T($S)", MAPPING_EXCEPTION,
                "The key property '" + p.name() + "' (attribute '" + p.attributeName() + "') of "
                    + model.simpleName() + " (table '" + model.tableName() + "') is null; set it before"
                    + " writing, reading or deleting by entity")
            .endControlFlow();
      }
      m.addStatement("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), CodeBlock.of(local)));
    }
    return m.addStatement("return item").build();
  }

  private MethodSpec versionOf(EntityModel model, PropertyModel v) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("versionOf").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(Long.class).addParameter(model.className(), "entity")
        .addJavadoc("The version, or {@code null} for a new entity (a primitive version of 0 is new).\n");
    m.addStatement("$T version = $L", TypeName.get(v.type()), readProperty(v, "entity"));
    if (v.isPrimitive()) {
      m.addStatement("return version == 0 ? null : (long) version");
    } else {
      m.addStatement("return version == null ? null : version.longValue()");
    }
    return m.build();
  }

  private MethodSpec withVersion(EntityModel model, PropertyModel v) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("withVersion").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className())
        .addParameter(model.className(), "entity").addParameter(Long.class, "version");
    String t = TypeName.get(v.type()).unbox().toString();
    String cast = t.equals("long") ? "" : "(" + t + ") ";
    CodeBlock value = v.isPrimitive()
        ? CodeBlock.of("version == null ? 0 : $Lversion.longValue()", cast)
        : CodeBlock.of("version == null ? null : $T.valueOf($Lversion.longValue())", TypeName.get(v.type()), cast);
    return m.addCode(assign(model, v, value)).addStatement("return entity").build();
  }

  private MethodSpec withAuditing(EntityModel model) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("withAuditing").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className())
        .addParameter(model.className(), "entity").addParameter(INSTANT, "now");
    for (PropertyModel p : model.properties()) {
      if (!p.createdDate() && !p.lastModifiedDate()) {
        continue;
      }
      CodeBlock value = TypeName.get(p.type()).toString().equals("java.time.LocalDateTime")
          ? CodeBlock.of("$T.ofInstant(now, $T.UTC)", ClassName.get("java.time", "LocalDateTime"), ZONE_OFFSET)
          : CodeBlock.of("now");
      if (p.createdDate() && !p.lastModifiedDate()) {
        m.beginControlFlow("if ($L == null)", readProperty(p, "entity")).addCode(assign(model, p, value)).endControlFlow();
      } else {
        m.addCode(assign(model, p, value));
      }
    }
    return m.addStatement("return entity").build();
  }

  /** Sets one property on {@code entity}: in place, or by copying an immutable instance. */
  private CodeBlock assign(EntityModel model, PropertyModel target, CodeBlock value) {
    if (target.writer().kind() != Accessor.Kind.CONSTRUCTOR) {
      return CodeBlock.builder().addStatement(writeProperty(target, "entity", value)).build();
    }
    CodeBlock.Builder b = CodeBlock.builder();
    b.addStatement("$T copy = $L", model.className(), construct(model, name -> name.equals(target.name())
        ? value : readProperty(model.property(name).orElseThrow(), "entity")));
    for (PropertyModel p : model.properties()) {
      if (p.writer().kind() != Accessor.Kind.CONSTRUCTOR) {
        b.addStatement(writeProperty(p, "copy", readProperty(p, "entity")));
      }
    }
    return b.addStatement("entity = copy").build();
  }

  // ------------------------------------------------------------------ helpers

  private static CodeBlock construct(EntityModel model, Function<String, CodeBlock> argument) {
    List<CodeBlock> args = new ArrayList<>();
    for (String name : model.construction().parameters()) {
      args.add(argument.apply(name));
    }
    return CodeBlock.of("new $T($L)", model.className(), CodeBlock.join(args, ", "));
  }

  private static CodeBlock readProperty(PropertyModel p, String target) {
    return p.reader().kind() == Accessor.Kind.FIELD
        ? CodeBlock.of("$L.$L", target, p.reader().name())
        : CodeBlock.of("$L.$L()", target, p.reader().name());
  }

  private static CodeBlock writeProperty(PropertyModel p, String target, CodeBlock value) {
    return p.writer().kind() == Accessor.Kind.FIELD
        ? CodeBlock.of("$L.$L = $L", target, p.writer().name(), value)
        : CodeBlock.of("$L.$L($L)", target, p.writer().name(), value);
  }

  private static String local(PropertyModel p) {
    return RESERVED.contains(p.name()) ? p.name() + "Value" : p.name();
  }

  static String pathConstant(PropertyModel p) {
    return "PATH_" + p.name().replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
  }

  private static String defaultValue(PropertyModel p) {
    return switch (p.type().getKind()) {
      case BOOLEAN -> "false";
      case CHAR -> "'\\0'";
      case LONG -> "0L";
      case FLOAT -> "0f";
      case DOUBLE -> "0d";
      case INT -> "0";
      case SHORT -> "(short) 0";
      case BYTE -> "(byte) 0";
      default -> "null";
    };
  }

  private static int capacity(int size) {
    return size < 3 ? size + 1 : (int) (size / 0.75f + 1.0f);
  }

}
