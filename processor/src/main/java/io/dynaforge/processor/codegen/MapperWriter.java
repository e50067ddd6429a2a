package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATOMIC_COUNTER_ATTRIBUTE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUES;
import static io.dynaforge.processor.codegen.RuntimeTypes.AUDITORS;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_MAPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_METADATA;
import static io.dynaforge.processor.codegen.RuntimeTypes.HASH_MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.INSTANT;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM_MAPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.KIND_PATTERN;
import static io.dynaforge.processor.codegen.RuntimeTypes.DERIVED_COLUMN;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_ATTRIBUTE;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.KEY_VALUES;
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
import io.dynaforge.processor.model.EmbeddedModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Type>_Mapper}: an {@code EntityMapper} for a {@code @Table} entity, an {@code
 * ItemMapper} for a nested type. Assumes a valid model.
 */
public final class MapperWriter {

  /** The identifiers the generated methods declare or refer to themselves; property locals avoid them. */
  private static final List<String> FIXED = List.of("item", "av", "entity", "copy", "now", "version",
      "sortKeyValue", "Paths", "MetadataHolder", "INSTANCE");
  private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");

  private final GeneratedAnnotation generated;
  /**
   * The nested {@code Paths} class of the mapper being written: constants only reads need (property
   * paths, routing patterns), created on the first read rather than when the mapper is constructed.
   * Set for the duration of one {@link #write} (the processor writes one type at a time).
   */
  private TypeSpec.Builder lazyConstants;

  /**
   * The local each property is read into, and each template's decomposed parts, for the mapper being
   * written: allocated with a {@link UniqueNames} (JavaPoet's NameAllocator) per model (the entity and each flattened member)
   * after {@link #FIXED}, so a property called {@code item} or {@code entity} gets {@code item_}.
   */
  private final Map<PropertyModel, String> locals = new IdentityHashMap<>();
  /**
   * The {@code Paths} constant of each read property and of each routed member's pattern: upper
   * snake case of its scoped name, made unique per mapper ({@code fooBar} and {@code foo_bar} both
   * spell {@code FOO_BAR}; the second becomes {@code FOO_BAR_}).
   */
  private final Map<PropertyModel, String> pathNames = new IdentityHashMap<>();
  private final Map<String, String> routeNames = new HashMap<>();
  private UniqueNames pathAllocator = new UniqueNames();
  private final Map<KeyTemplate, String> partsLocals = new IdentityHashMap<>();
  /**
   * For each primitive, stored template placeholder: the boolean local telling that its attribute was
   * absent from the item (its value local holds 0 either way), so decomposition fills it from the key.
   */
  private final Map<PropertyModel, String> absentLocals = new IdentityHashMap<>();

  public MapperWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  private void allocateLocals(EntityModel model) {
    UniqueNames names = new UniqueNames();
    FIXED.forEach(names::newName);
    for (KeyTemplate t : model.templates()) {
      partsLocals.put(t, names.newName(KeysWriter.composer(t) + "Parts"));
    }
    for (PropertyModel p : model.properties()) {
      locals.put(p, names.newName(p.name()));
      if (p.flattened() != null) {
        allocateLocals(p.flattened().type());
      }
    }
    for (KeyTemplate t : model.templates()) {
      for (PropertyModel p : KeysWriter.placeholders(model, t)) {
        if (p.isPrimitive() && p.derived() == null && !absentLocals.containsKey(p)) {
          absentLocals.put(p, names.newName(p.name() + "Absent"));
        }
      }
    }
  }

  private void allocatePaths(EntityModel model, String scope) {
    for (PropertyModel p : model.properties()) {
      if (p.flattened() != null) {
        allocatePaths(p.flattened().type(), scope + capitalize(p.name()));
      } else if (p.derived() == null) {
        pathNames.put(p, pathAllocator.newName(ConstantNames.of(scope + capitalize(p.name()))));
      }
    }
  }

  public JavaFile write(EntityModel model) {
    ClassName entity = model.className();
    ClassName mapper = model.mapperName();
    locals.clear();
    partsLocals.clear();
    absentLocals.clear();
    allocateLocals(model);
    pathNames.clear();
    routeNames.clear();
    pathAllocator = new UniqueNames();
    allocatePaths(model, "");
    Set<String> reserved = new HashSet<>(FIXED);
    reserved.addAll(locals.values());
    reserved.addAll(partsLocals.values());
    ConversionCode code = new ConversionCode(reserved);

    TypeSpec.Builder type = TypeSpec.classBuilder(mapper)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(ParameterizedTypeName.get(model.hasMetadata() ? ENTITY_MAPPER : ITEM_MAPPER, entity))
        .addOriginatingElement(model.element())
        .addJavadoc("Maps {@link $T} to and from DynamoDB items without reflection.\n", entity);
    generated.addTo(type);
    type.addField(FieldSpec.builder(mapper, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("new $T()", mapper).build());
    if (model.isView()) {
      type.addField(tableNameConstant(model.tableName()));
    }
    // Paths name the property in conversion errors. A holder class, so that constructing a mapper
    // loads nothing else: the paths are created when the first item is read.
    TypeSpec.Builder paths = TypeSpec.classBuilder("Paths").addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    addPathConstants(paths, model, model, "");
    lazyConstants = paths;
    if (model.hasMetadata()) {
      // A holder class: built on the first metadata() call, not when the mapper loads. Its
      // KeyAttributes use the SDK's ScalarAttributeType, whose static initialiser (EnumUtils,
      // CollectionUtils, Validate, a lambda) costs 1.5-3 ms in a fresh JVM, and toItem/fromItem
      // never need it.
      TypeSpec.Builder holder = TypeSpec.classBuilder("MetadataHolder")
          .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .addField(FieldSpec.builder(ENTITY_METADATA, "METADATA", Modifier.STATIC, Modifier.FINAL)
              .initializer(metadata(model)).build());
      List<KeyTemplate> composed = composedTemplates(model);
      if (!composed.isEmpty()) { // what an update by key recomposes when it changes a placeholder
        holder.addField(FieldSpec.builder(ParameterizedTypeName.get(LIST, DERIVED_COLUMN), "DERIVED",
            Modifier.STATIC, Modifier.FINAL).initializer(derivedColumns(model, composed)).build());
      }
      List<String> kind = KindPatterns.of(model);
      if (!kind.isEmpty()) { // the item kind's whole key shape, compiled on the first read
        holder.addField(FieldSpec.builder(KIND_PATTERN, "KIND", Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.of($L)", KIND_PATTERN,
                CodeBlock.join(kind.stream().map(k -> CodeBlock.of("$S", k)).toList(), ", ")).build());
      }
      if (!model.tableIndexes().isEmpty()) { // the indexes it declares, created with its table
        holder.addField(FieldSpec.builder(ParameterizedTypeName.get(LIST, ENTITY_METADATA), "INDEXES",
            Modifier.STATIC, Modifier.FINAL).initializer(tableIndexes(model)).build());
      }
      type.addType(holder.build());
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Used by {@link java.util.ServiceLoader}; prefer {@link #INSTANCE}.\n").build());
    type.addMethod(MethodSpec.methodBuilder("type").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), entity))
        .addStatement("return $T.class", entity).build());
    if (model.hasMetadata()) {
      type.addMethod(MethodSpec.methodBuilder("metadata").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
          .returns(ENTITY_METADATA).addStatement("return MetadataHolder.METADATA").build());
    }
    if (model.hasMetadata() && !model.tableIndexes().isEmpty()) {
      type.addMethod(MethodSpec.methodBuilder("tableIndexes").addAnnotation(Override.class)
          .addModifiers(Modifier.PUBLIC).returns(ParameterizedTypeName.get(LIST, ENTITY_METADATA))
          .addStatement("return MetadataHolder.INDEXES").build());
    }
    type.addMethod(toItem(model, code, type));
    type.addMethod(fromItem(model, code, type));
    lazyConstants = null;
    if (model.hasMetadata()) {
      type.addMethod(keyOf(model, code));
      if (!model.isView()) {
        type.addMethod(keyOfValues(model));
      }
      type.addMethod(keyValue(model, code));
      model.constantSortKey().ifPresent(
          kind -> type.addMethod(MethodSpec.methodBuilder("sortKeyConstant").addAnnotation(Override.class)
              .addModifiers(Modifier.PUBLIC).returns(String.class).addStatement("return $S", kind).build()));
      if (!composedTemplates(model).isEmpty()) {
        type.addMethod(MethodSpec.methodBuilder("derivedColumns").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(ParameterizedTypeName.get(LIST, DERIVED_COLUMN))
            .addStatement("return MetadataHolder.DERIVED").build());
        type.addMethod(composeColumn(model, composedTemplates(model)));
      }
      if (!KindPatterns.of(model).isEmpty()) {
        type.addMethod(MethodSpec.methodBuilder("kindPattern").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(KIND_PATTERN).addStatement("return MetadataHolder.KIND").build());
      }
      if (model.filtersExpired()) {
        type.addMethod(MethodSpec.methodBuilder("filtersExpired").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(boolean.class).addStatement("return true").build());
      }
      model.versionProperty().ifPresent(v -> {
        type.addMethod(versionOf(model, v));
        type.addMethod(withVersion(model, v));
      });
      if (!model.atomicCounters().isEmpty()) {
        type.addMethod(atomicCounters(model));
        type.addMethod(withAtomicCounters(model, code));
      }
      if (model.properties().stream().anyMatch(p -> p.createdDate() || p.lastModifiedDate())) {
        type.addMethod(withAuditing(model));
      }
      if (model.properties().stream().anyMatch(PropertyModel::lastModifiedDate)) {
        type.addMethod(lastModifiedValues(model));
      }
      if (model.properties().stream().anyMatch(PropertyModel::audited)) {
        addAuditorMethods(model, code, type);
      }
      List<CodeBlock> created = model.properties().stream().filter(PropertyModel::createdDate)
          .map(p -> CodeBlock.of("$S", p.attributeName())).toList();
      if (!created.isEmpty()) {
        type.addMethod(MethodSpec.methodBuilder("createdDateAttributes").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(ParameterizedTypeName.get(SET, ClassName.get(String.class)))
            .addStatement("return $T.of($L)", SET, CodeBlock.join(created, ", ")).build());
      }
    }
    addUsedPaths(type, paths.build());
    code.addConverterFields(type);
    return JavaFile.builder(mapper.packageName(), type.build()).skipJavaLangImports(true).indent("    ").build();
  }

  /** The name of the constant that holds a view's resolved table, read back from class files by other modules. */
  public static final String TABLE_NAME = "TABLE_NAME";

  /** A view's table as resolved when it was compiled: what a repository compiled in another module reads. */
  static FieldSpec tableNameConstant(String tableName) {
    return FieldSpec.builder(String.class, TABLE_NAME, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The logical table of the view, as resolved when it was compiled.\n")
        .initializer("$S", tableName).build();
  }

  // ------------------------------------------------------------------ metadata

  private CodeBlock metadata(EntityModel model) {
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
            ? CodeBlock.of("$T.<$T>of(new $T($S, $T.S, null))", LIST, KEY_ATTRIBUTE, KEY_ATTRIBUTE,
                model.basePartitionKeyTemplate().get().column(), SCALAR_ATTRIBUTE_TYPE)
            : keyList(model.orderedPartitionKeys()))
        .add("$L,\n", model.baseSortKeyTemplate().isPresent()
            ? CodeBlock.of("$T.<$T>of(new $T($S, $T.S, null))", LIST, KEY_ATTRIBUTE, KEY_ATTRIBUTE,
                model.baseSortKeyTemplate().get().column(), SCALAR_ATTRIBUTE_TYPE)
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
  private static CodeBlock tableIndexes(EntityModel model) {
    java.util.Map<String, String> types = model.keyAttributeTypes();
    List<CodeBlock> indexes = new ArrayList<>();
    for (io.dynaforge.processor.model.TableIndexModel index : model.tableIndexes()) {
      List<CodeBlock> include = index.include().stream().map(a -> CodeBlock.of("$S", a)).toList();
      indexes.add(CodeBlock.builder().add("new $T(\n", ENTITY_METADATA).indent()
          .add("$S,\n$S,\n", model.simpleName() + "[" + index.name() + "]", model.tableName())
          .add("$L,\n$L,\n", indexKeys(index.partitionKey(), types), indexKeys(index.sortKey(), types))
          .add("null,\nnull,\n$T.<$T>of($L),\n", SET, String.class, CodeBlock.join(include, ", "))
          .add("new $T.Index($S, $L, $T.$L))", ENTITY_METADATA, index.name(), index.local(),
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
        ? CodeBlock.of("new $T.Index($S, $L))", ENTITY_METADATA, index.name(), index.local())
        : CodeBlock.of("new $T.Index($S, $L, $T.$L))", ENTITY_METADATA, index.name(), index.local(),
            RuntimeTypes.INDEX_PROJECTION, index.projection());
  }

  private CodeBlock keyList(List<PropertyModel> keys) {
    List<CodeBlock> items = new ArrayList<>();
    for (PropertyModel p : keys) {
      String scalar = p.mapping().dynamoType();
      items.add(CodeBlock.of("new $T($S, $T.$L, $S)", KEY_ATTRIBUTE, p.attributeName(), SCALAR_ATTRIBUTE_TYPE, scalar, p.name()));
    }
    return CodeBlock.of("$T.<$T>of($L)", LIST, KEY_ATTRIBUTE, CodeBlock.join(items, ", "));
  }

  // ------------------------------------------------------------------ toItem / fromItem

  /**
   * The {@code Paths} holder with only the constants the mapper's code names (a property read through
   * a converter names none): an unread constant of a private class is a warning under ecj.
   */
  private static void addUsedPaths(TypeSpec.Builder type, TypeSpec paths) {
    Set<String> named = namedAfter(type.build().toString(), "Paths.");
    TypeSpec.Builder used = TypeSpec.classBuilder(paths.name()).addModifiers(paths.modifiers().toArray(Modifier[]::new));
    for (FieldSpec f : paths.fieldSpecs()) {
      if (named.contains(f.name())) {
        used.addField(f);
      }
    }
    TypeSpec holder = used.build();
    if (!holder.fieldSpecs().isEmpty()) {
      type.addType(holder);
    }
  }

  /**
   * The identifiers that follow {@code prefix} as a whole word in {@code code}: what a search for
   * {@code \bPaths\.NAME\b} per constant finds, in one pass over the text instead of one regex
   * (compiled and run over the whole mapper) per constant.
   */
  static Set<String> namedAfter(String code, String prefix) {
    Set<String> names = new HashSet<>();
    for (int at = code.indexOf(prefix); at >= 0; at = code.indexOf(prefix, at + 1)) {
      if (at > 0 && isWordChar(code.charAt(at - 1))) {
        continue;
      }
      int start = at + prefix.length();
      int end = start;
      while (end < code.length() && isWordChar(code.charAt(end))) {
        end++;
      }
      if (end > start) {
        names.add(code.substring(start, end));
      }
    }
    return names;
  }

  /** A word character as {@code \b} sees it (JDK 17: a letter, a digit or {@code _}). */
  private static boolean isWordChar(char c) {
    return c == '_' || Character.isLetterOrDigit(c);
  }

  private void addPathConstants(TypeSpec.Builder type, EntityModel root, EntityModel model, String scope) {
    for (PropertyModel p : model.properties()) {
      if (p.flattened() != null) {
        addPathConstants(type, root, p.flattened().type(), scope + capitalize(p.name()));
        continue;
      }
      if (p.derived() != null) {
        continue; // never read from the item: it is decomposed from its template
      }
      String property = scope.isEmpty() ? p.name() : decapitalize(scope) + "." + p.name();
      type.addField(FieldSpec.builder(ATTRIBUTE_PATH, pathNames.get(p), Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.of($S, $S, $S)", ATTRIBUTE_PATH, root.simpleName(), property, p.attributeName())
          .build());
    }
  }

  /** The templates of a table entity with at least one placeholder: the columns a write can recompose. */
  private static List<KeyTemplate> composedTemplates(EntityModel model) {
    if (!model.isTable()) {
      return List.of();
    }
    return model.templates().stream().filter(t -> !t.placeholders().isEmpty()).toList();
  }

  /** {@code List.of(new DerivedColumn("gsi1pk", false, true, List.of("status"), List.of("status")), ...)}. */
  private static CodeBlock derivedColumns(EntityModel model, List<KeyTemplate> templates) {
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

  /** The text each template composes for an entity, by column, as {@code toItem} writes it. */
  private MethodSpec composeColumn(EntityModel model, List<KeyTemplate> templates) {
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
    m.addCode("default:\n$>").addStatement("return $T.super.composeColumn(column, entity)", ENTITY_MAPPER)
        .addCode("$<").endControlFlow();
    return m.build();
  }

  private MethodSpec toItem(EntityModel model, ConversionCode code, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("toItem").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM).addParameter(model.className(), "entity");
    m.addStatement("$T item = new $T<>($L)", ITEM, HASH_MAP, capacity(model.attributeNames().size()));
    writeProperties(model, "", m, code, type);
    for (KeyTemplate t : model.templates()) {
      List<CodeBlock> args = new ArrayList<>();
      for (String placeholder : t.placeholders()) {
        args.add(readProperty(model.property(placeholder).orElseThrow(), "entity"));
      }
      CodeBlock put = CodeBlock.of("item.put($S, $T.s($T.$L($L)))", t.column(), ATTRIBUTE_VALUES,
          KeysWriter.keysName(model), KeysWriter.composer(t), CodeBlock.join(args, ", "));
      List<CodeBlock> present = new ArrayList<>();
      for (String placeholder : t.sparse() ? t.placeholders() : List.<String>of()) {
        PropertyModel p = model.property(placeholder).orElseThrow();
        if (!p.isPrimitive()) {
          present.add(CodeBlock.of("$L != null", readProperty(p, "entity")));
        }
      }
      if (present.isEmpty()) {
        m.addStatement(put);
      } else { // sparse: a null placeholder leaves the column out, and the item out of its index
        m.beginControlFlow("if ($L)", CodeBlock.join(present, " && ")).addStatement(put).endControlFlow();
      }
    }
    return m.addStatement("return item").build();
  }

  /**
   * Puts the stored properties of {@code entity} into {@code item}, one statement each where the
   * type has an {@code ItemValues} writer; flattened members go through their own generated
   * {@code write<Member>} method. {@code @Derived} placeholders are only composed into templates.
   */
  private void writeProperties(EntityModel model, String scope, MethodSpec.Builder m, ConversionCode code,
      TypeSpec.Builder type) {
    for (PropertyModel p : model.properties()) {
      if (p.derived() != null) {
        continue;
      }
      CodeBlock value = readProperty(p, "entity");
      if (p.flattened() != null) {
        String memberScope = scope + capitalize(p.name());
        type.addMethod(writeMember(p.flattened().type(), memberScope, code, type));
        m.addStatement("write$L($L, item)", memberScope, value);
        continue;
      }
      CodeBlock write = p.isPrimitive() ? null : ConversionCode.itemWrite(p.mapping(), p.attributeName(), value);
      if (write != null) {
        m.addStatement(write);
        continue;
      }
      if (p.isPrimitive() && p.timeToLive() != null) { // 0: no expiry, no attribute
        m.beginControlFlow("if ($L != 0)", value)
            .addStatement("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), value)).endControlFlow();
        continue;
      }
      if (p.isPrimitive()) {
        m.addStatement("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), value));
        continue;
      }
      String local = local(p);
      m.addStatement("$T $L = $L", TypeName.get(p.type()), local, value);
      CodeBlock put = CodeBlock.of("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), CodeBlock.of(local)));
      if (p.mapping() instanceof TypeMapping.NativeSet) {
        m.beginControlFlow("if ($L != null && !$L.isEmpty())", local, local).addStatement(put).endControlFlow();
      } else {
        m.beginControlFlow("if ($L != null)", local).addStatement(put).endControlFlow();
      }
    }
  }

  private MethodSpec writeMember(EntityModel member, String scope, ConversionCode code, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("write" + scope).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(member.className(), "entity").addParameter(ITEM, "item")
        .addJavadoc("Flattens the {@code @Embedded} {@code $L} into the owning item (nothing when it is null).\n",
            decapitalize(scope));
    m.beginControlFlow("if (entity == null)").addStatement("return").endControlFlow();
    writeProperties(member, scope, m, code, type);
    return m.build();
  }

  private MethodSpec fromItem(EntityModel model, ConversionCode code, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("fromItem").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className()).addParameter(ITEM, "item");
    String sortKey = model.sortKeyAttribute();
    boolean routes = routes(model);
    if (usesAv(model) || (routes && sortKey != null) || model.templates().stream().anyMatch(t -> !KeysWriter.placeholders(model, t).isEmpty())) {
      m.addStatement("$T av", ATTRIBUTE_VALUE);
    }
    if (routes) {
      if (sortKey != null) {
        m.addStatement("$T sortKeyValue = (av = item.get($S)) == null ? null : av.s()", String.class, sortKey);
      } else {
        m.addStatement("$T sortKeyValue = null", String.class);
      }
    }
    readProperties(model, "", m, code, type);
    decomposeTemplates(model, m);
    return finishConstruction(model, m).build();
  }

  /**
   * Whether a model has flattened members routed by the sort-key value (their own route, or one of
   * their members'): only then does reading it need the sort-key value.
   */
  private static boolean routes(EntityModel model) {
    return model.properties().stream().anyMatch(p -> p.flattened() != null
        && (p.flattened().isRouted() || routes(p.flattened().type())));
  }

  /** Whether reading a model's own properties needs the {@code av} local. */
  private boolean usesAv(EntityModel model) {
    return model.properties().stream().anyMatch(p -> p.derived() == null && p.flattened() == null
        && !ConversionCode.readsMissing(p.mapping()) && itemRead(p) == null);
  }

  /** {@code ItemValues.get<Kind>(item, Paths.X)} for a nullable property, or null: read it explicitly. */
  private CodeBlock itemRead(PropertyModel p) {
    return p.isPrimitive() ? null : ConversionCode.itemRead(p.mapping(), CodeBlock.of(pathConstant(p)));
  }

  /**
   * Whether a stored placeholder was absent from the item: its local is still null, or, for a
   * primitive (whose local holds 0 either way), the flag set when it was read.
   */
  private CodeBlock absent(PropertyModel p) {
    return p.isPrimitive() ? CodeBlock.of("$L", absentLocals.get(p)) : CodeBlock.of("$L == null", local(p));
  }

  /** Declares one local per property, read from the item (derived placeholders start empty). */
  private void readProperties(EntityModel model, String scope, MethodSpec.Builder m, ConversionCode code,
      TypeSpec.Builder type) {
    for (PropertyModel p : model.properties()) {
      String local = local(p);
      CodeBlock oneCall = p.derived() == null && p.flattened() == null ? itemRead(p) : null;
      if (p.derived() != null) {
        m.addStatement("$T $L = $L", TypeName.get(p.type()), local, defaultValue(p));
      } else if (p.flattened() != null) {
        String memberScope = scope + capitalize(p.name());
        type.addMethod(readMember(p.flattened().type(), memberScope, code, type));
        m.addStatement("$T $L = $L ? read$L($L) : null", TypeName.get(p.type()), local,
            route(p, memberScope, type), memberScope, routes(p.flattened().type()) ? "item, sortKeyValue" : "item");
      } else if (oneCall != null) {
        m.addStatement("$T $L = $L", TypeName.get(p.type()), local, oneCall);
      } else if (ConversionCode.readsMissing(p.mapping())) {
        m.addStatement("$T $L = $L", TypeName.get(p.type()), local,
            code.read(p.mapping(), CodeBlock.of("item.get($S)", p.attributeName()), CodeBlock.of(pathConstant(p))));
      } else if (absentLocals.containsKey(p)) {
        m.addStatement("boolean $L = (av = item.get($S)) == null", absentLocals.get(p), p.attributeName());
        m.addStatement("$T $L = $L ? $L : $L", TypeName.get(p.type()), local, absentLocals.get(p), defaultValue(p),
            code.read(p.mapping(), CodeBlock.of("av"), CodeBlock.of(pathConstant(p))));
      } else {
        m.addStatement("$T $L = (av = item.get($S)) == null ? $L : $L", TypeName.get(p.type()), local,
            p.attributeName(), defaultValue(p), code.read(p.mapping(), CodeBlock.of("av"), CodeBlock.of(pathConstant(p))));
      }
    }
  }

  /**
   * The condition under which a flattened member is populated: its route (when it has one) and at
   * least one of its attributes present, so that a member written as null reads back as null.
   */
  private CodeBlock route(PropertyModel p, String scope, TypeSpec.Builder type) {
    EmbeddedModel e = p.flattened();
    List<CodeBlock> conditions = new ArrayList<>();
    if (!e.startsWith().isEmpty()) {
      conditions.add(CodeBlock.of("sortKeyValue.startsWith($S)", e.startsWith()));
    }
    if (!e.endsWith().isEmpty()) {
      conditions.add(CodeBlock.of("sortKeyValue.endsWith($S)", e.endsWith()));
    }
    if (!e.regex().isEmpty()) {
      String field = routeNames.computeIfAbsent(scope, k -> pathAllocator.newName("ROUTE_" + ConstantNames.of(k)));
      lazyConstants.addField(FieldSpec.builder(PATTERN, field, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.compile($S)", PATTERN, e.regex()).build());
      conditions.add(CodeBlock.of("Paths.$L.matcher(sortKeyValue).matches()", field));
    }
    List<CodeBlock> present = new ArrayList<>();
    for (String attribute : e.type().attributeNames()) {
      present.add(CodeBlock.of("item.containsKey($S)", attribute));
    }
    CodeBlock anyPresent = CodeBlock.of("($L)", CodeBlock.join(present, " || "));
    if (conditions.isEmpty()) {
      return anyPresent;
    }
    conditions.add(anyPresent);
    return CodeBlock.of("sortKeyValue != null && $L", CodeBlock.join(conditions, " && "));
  }

  private MethodSpec readMember(EntityModel member, String scope, ConversionCode code, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("read" + scope).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(member.className()).addParameter(ITEM, "item")
        .addJavadoc("Reads the {@code @Embedded} {@code $L} from the owning item's flattened attributes.\n", decapitalize(scope));
    if (routes(member)) {
      m.addParameter(String.class, "sortKeyValue");
    }
    if (usesAv(member)) {
      m.addStatement("$T av", ATTRIBUTE_VALUE);
    }
    readProperties(member, scope, m, code, type);
    return finishConstruction(member, m).build();
  }

  /**
   * Fills placeholders from the composed template values: a {@code @Derived} placeholder (never
   * stored, so still unset) the first time a template has it, any other only when its own attribute
   * was absent.
   */
  private void decomposeTemplates(EntityModel model, MethodSpec.Builder m) {
    Set<String> filled = new HashSet<>();
    for (KeyTemplate t : model.templates()) {
      List<PropertyModel> fill = KeysWriter.placeholders(model, t);
      if (fill.isEmpty()) {
        continue;
      }
      List<PropertyModel> unset = fill.stream().filter(p -> p.derived() != null && !filled.contains(p.name())).toList();
      List<CodeBlock> missing = new ArrayList<>();
      for (PropertyModel p : fill) {
        if (!unset.contains(p)) {
          missing.add(absent(p));
        }
      }
      CodeBlock present = CodeBlock.of("(av = item.get($S)) != null && av.s() != null", t.column());
      m.beginControlFlow("if ($L)", unset.isEmpty()
          ? CodeBlock.of("($L) && $L", CodeBlock.join(missing, " || "), present) : present);
      String parts = partsLocals.get(t);
      m.addStatement("$T $L = $T.$L(av.s())", KeysWriter.partsRecord(model, t), parts, KeysWriter.keysName(model),
          KeysWriter.parser(t));
      for (PropertyModel p : fill) {
        if (unset.contains(p)) {
          m.addStatement("$L = $L.$L()", local(p), parts, p.name());
          filled.add(p.name());
        } else {
          m.beginControlFlow("if ($L)", absent(p))
              .addStatement("$L = $L.$L()", local(p), parts, p.name())
              .endControlFlow();
        }
      }
      m.endControlFlow();
    }
  }

  /** Creates the instance from the locals and returns it. */
  private MethodSpec.Builder finishConstruction(EntityModel model, MethodSpec.Builder m) {
    CodeBlock instance = construct(model, name -> CodeBlock.of("$L", local(model.property(name).orElseThrow())));
    List<PropertyModel> afterConstruction = model.properties().stream()
        .filter(p -> p.writer().kind() != Accessor.Kind.CONSTRUCTOR).toList();
    if (afterConstruction.isEmpty()) {
      return m.addStatement("return $L", instance);
    }
    m.addStatement("$T entity = $L", model.className(), instance);
    for (PropertyModel p : afterConstruction) {
      m.addStatement(writeProperty(p, "entity", CodeBlock.of("$L", local(p))));
    }
    return m.addStatement("return entity");
  }

  // ------------------------------------------------------------------ keys, version, auditing

  private MethodSpec keyOf(EntityModel model, ConversionCode code) {
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
        m.addStatement("$T.requireKey($L, $S)", KEY_VALUES, local,
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
      m.addStatement("item.put($S, $T.s($T.$L($L)))", t.column(), ATTRIBUTE_VALUES, KeysWriter.keysName(model),
          KeysWriter.composer(t), CodeBlock.join(args, ", "));
    }
    return m.addStatement("return item").build();
  }

  /**
   * {@code keyOf(partitionKey, sortKey)}: the key of id values, each through {@code keyValue}, so that
   * a lookup by id builds the very attribute values {@code toItem} wrote.
   */
  private MethodSpec keyOfValues(EntityModel model) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("keyOf").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM)
        .addParameter(Object.class, "partitionKey").addParameter(Object.class, "sortKey")
        .addJavadoc("The key of id values, each converted by {@link #keyValue} as {@link #toItem} writes it.\n");
    String partition = model.basePartitionKeyTemplate().map(KeyTemplate::column)
        .orElseGet(() -> model.orderedPartitionKeys().get(0).attributeName());
    String sort = model.baseSortKeyTemplate().map(KeyTemplate::column)
        .orElseGet(() -> model.orderedSortKeys().isEmpty() ? null : model.orderedSortKeys().get(0).attributeName());
    if (sort == null) {
      m.addStatement("$T.requireNoSortKey(sortKey, $S, $S)", KEY_VALUES, model.simpleName(), model.tableName());
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
  private MethodSpec keyValue(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("keyValue").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ATTRIBUTE_VALUE)
        .addParameter(String.class, "attribute").addParameter(Object.class, "value")
        .addJavadoc("One key value, converted as {@link #toItem} writes the attribute.\n");
    Map<String, CodeBlock> cases = new java.util.LinkedHashMap<>();
    boolean unchecked = keyCases(model, code, cases);
    for (KeyTemplate t : model.templates()) {
      cases.putIfAbsent(t.column(), CodeBlock.of("$T.s(value, $S, $S, attribute)", KEY_VALUES, model.simpleName(),
          model.tableName()));
    }
    if (unchecked) {
      m.addAnnotation(com.palantir.javapoet.AnnotationSpec.builder(SuppressWarnings.class)
          .addMember("value", "$S", "unchecked").build());
    }
    CodeBlock.Builder body = CodeBlock.builder().add("return switch (attribute) {\n$>");
    cases.forEach((attribute, value) -> body.add("case $S -> $L;\n", attribute, value));
    body.add("default -> $T.notAKeyAttribute($S, $S, attribute);\n", KEY_VALUES, model.simpleName(), model.tableName());
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
        value = CodeBlock.of("$T.n(value, $S, $S, attribute)", KEY_VALUES, model.simpleName(), model.tableName());
      } else if (javaType.equals(ClassName.get(String.class))
          && code.write(p.mapping(), CodeBlock.of("x")).toString().equals(CodeBlock.of("$T.s(x)", ATTRIBUTE_VALUES).toString())) {
        // a String stored as it is: one non-generic call (no generic require nested in an argument to infer)
        value = CodeBlock.of("$T.s(value, $S, $S, attribute)", KEY_VALUES, model.simpleName(), model.tableName());
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
    return CodeBlock.of("$T.require(value, $T.class, $S, $S, attribute)", KEY_VALUES, type, model.simpleName(),
        model.tableName());
  }

  private MethodSpec versionOf(EntityModel model, PropertyModel v) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("versionOf").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(Long.class).addParameter(model.className(), "entity")
        .addJavadoc("The version, or {@code null} for a new entity (a primitive version of 0 is new).\n");
    if (TypeName.get(v.type()).equals(ClassName.get(Long.class))) {
      return m.addStatement("return $L", readProperty(v, "entity")).build();
    }
    m.addStatement("$T version = $L", TypeName.get(v.type()), readProperty(v, "entity"));
    if (v.isPrimitive()) {
      m.addStatement(v.type().getKind() == javax.lang.model.type.TypeKind.LONG
          ? "return version == 0 ? null : version" : "return version == 0 ? null : (long) version");
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
        : t.equals("long") ? CodeBlock.of("version")
        : CodeBlock.of("version == null ? null : $T.valueOf($Lversion.longValue())", TypeName.get(v.type()), cast);
    return m.addCode(assign(model, v, value)).addStatement("return entity").build();
  }

  private static MethodSpec atomicCounters(EntityModel model) {
    List<CodeBlock> counters = new ArrayList<>();
    for (PropertyModel p : model.atomicCounters()) {
      counters.add(CodeBlock.of("new $T($S, $LL, $LL)", ATOMIC_COUNTER_ATTRIBUTE, p.attributeName(),
          p.atomicCounter().start(), p.atomicCounter().increment()));
    }
    return MethodSpec.methodBuilder("atomicCounters").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(LIST, ATOMIC_COUNTER_ATTRIBUTE))
        .addStatement("return $T.of($L)", LIST, CodeBlock.join(counters, ", ")).build();
  }

  /**
   * {@code withAtomicCounters(entity, item)}: each counter read from the returned item as {@code
   * fromItem} reads it; set in place, or all constructor-bound ones in one copy. An absent attribute
   * keeps the entity's value.
   */
  private MethodSpec withAtomicCounters(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("withAtomicCounters").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className())
        .addParameter(model.className(), "entity").addParameter(ITEM, "item")
        .addJavadoc("Sets each {@code @AtomicCounter} property to the count the write stored.\n");
    m.addStatement("$T av", ATTRIBUTE_VALUE);
    Map<String, CodeBlock> constructed = new LinkedHashMap<>();
    for (PropertyModel p : model.atomicCounters()) {
      CodeBlock read = code.read(p.mapping(), CodeBlock.of("av"), CodeBlock.of(pathConstant(p)));
      CodeBlock present = CodeBlock.of("(av = item.get($S)) != null", p.attributeName());
      if (p.writer().kind() == Accessor.Kind.CONSTRUCTOR) {
        // a box is boxed explicitly: `cond ? entity.x() : readLong(..)` would unbox a null x()
        CodeBlock value = p.isPrimitive() ? read : CodeBlock.of("$T.valueOf($L)", TypeName.get(p.type()), read);
        constructed.put(p.name(), CodeBlock.of("$L ? $L : $L", present, value, readProperty(p, "entity")));
      } else {
        m.beginControlFlow("if ($L)", present).addStatement(writeProperty(p, "entity", read)).endControlFlow();
      }
    }
    if (!constructed.isEmpty()) {
      m.addCode(copy(model, constructed));
    }
    return m.addStatement("return entity").build();
  }

  private MethodSpec withAuditing(EntityModel model) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("withAuditing").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className())
        .addParameter(model.className(), "entity").addParameter(INSTANT, "now");
    // constructor-bound dates all go into one copy, whatever their order and number
    Map<String, CodeBlock> constructed = new LinkedHashMap<>();
    for (PropertyModel p : model.properties()) {
      if (!p.createdDate() && !p.lastModifiedDate()) {
        continue;
      }
      CodeBlock value = auditingValue(p);
      CodeBlock current = readProperty(p, "entity");
      CodeBlock unset = CodeBlock.of(p.isPrimitive() ? "$L == 0" : "$L == null", current);
      boolean onlyWhenUnset = p.createdDate() && !p.lastModifiedDate();
      if (p.writer().kind() == Accessor.Kind.CONSTRUCTOR) {
        constructed.put(p.name(), onlyWhenUnset ? CodeBlock.of("$L ? $L : $L", unset, value, current) : value);
      } else if (onlyWhenUnset) {
        m.beginControlFlow("if ($L)", unset).addStatement(writeProperty(p, "entity", value)).endControlFlow();
      } else {
        m.addStatement(writeProperty(p, "entity", value));
      }
    }
    if (!constructed.isEmpty()) {
      m.addCode(copy(model, constructed));
    }
    return m.addStatement("return entity").build();
  }

  /** The {@code @LastModifiedDate} attributes an update by key sets, encoded as {@link #keyValue} encodes them. */
  private static MethodSpec lastModifiedValues(EntityModel model) {
    List<CodeBlock> entries = new ArrayList<>();
    for (PropertyModel p : model.properties()) {
      if (p.lastModifiedDate()) {
        entries.add(CodeBlock.of("$S, keyValue($S, $L)", p.attributeName(), p.attributeName(), auditingValue(p)));
      }
    }
    return MethodSpec.methodBuilder("lastModifiedValues").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(ITEM).addParameter(INSTANT, "now")
        .addStatement("return $T.of($L)", MAP, CodeBlock.join(entries, ", ")).build();
  }

  /**
   * {@code usesAuditor}, {@code withAuditor} ({@code @CreatedBy} when unset, {@code @LastModifiedBy}
   * always, every value checked before any is set), {@code lastModifiedByValues} and
   * {@code createdByAttributes}.
   */
  private void addAuditorMethods(EntityModel model, ConversionCode code, TypeSpec.Builder type) {
    type.addMethod(MethodSpec.methodBuilder("usesAuditor").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(boolean.class).addStatement("return true").build());
    MethodSpec.Builder with = MethodSpec.methodBuilder("withAuditor").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className())
        .addParameter(model.className(), "entity").addParameter(Object.class, "auditor");
    MethodSpec.Builder byValues = MethodSpec.methodBuilder("lastModifiedByValues").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM).addParameter(Object.class, "auditor");
    List<CodeBlock> entries = new ArrayList<>();
    List<CodeBlock> created = new ArrayList<>();
    List<PropertyModel> audited = model.properties().stream().filter(PropertyModel::audited).toList();
    for (int i = 0; i < audited.size(); i++) { // every check first: a refused auditor sets nothing
      PropertyModel p = audited.get(i);
      with.addStatement("$T by$L = $L", TypeName.get(p.type()), i, requireAuditor(model, p));
    }
    Map<String, CodeBlock> constructed = new LinkedHashMap<>();
    for (int i = 0; i < audited.size(); i++) {
      PropertyModel p = audited.get(i);
      CodeBlock value = CodeBlock.of("by$L", i);
      CodeBlock current = readProperty(p, "entity");
      CodeBlock unset = CodeBlock.of("$L == null", current);
      boolean onlyWhenUnset = p.createdBy() && !p.lastModifiedBy();
      if (p.writer().kind() == Accessor.Kind.CONSTRUCTOR) {
        constructed.put(p.name(), onlyWhenUnset ? CodeBlock.of("$L ? $L : $L", unset, value, current) : value);
      } else if (onlyWhenUnset) {
        with.beginControlFlow("if ($L)", unset).addStatement(writeProperty(p, "entity", value)).endControlFlow();
      } else {
        with.addStatement(writeProperty(p, "entity", value));
      }
      if (p.lastModifiedBy()) {
        byValues.addStatement("$T by$L = $L", TypeName.get(p.type()), i, requireAuditor(model, p));
        entries.add(CodeBlock.of("$S, $L", p.attributeName(), code.write(p.mapping(), value)));
      }
      if (p.createdBy()) {
        created.add(CodeBlock.of("$S", p.attributeName()));
      }
    }
    if (!constructed.isEmpty()) {
      with.addCode(copy(model, constructed));
    }
    type.addMethod(with.addStatement("return entity").build());
    if (!entries.isEmpty()) {
      type.addMethod(byValues.addStatement("return $T.of($L)", MAP, CodeBlock.join(entries, ", ")).build());
    }
    if (!created.isEmpty()) {
      type.addMethod(MethodSpec.methodBuilder("createdByAttributes").addAnnotation(Override.class)
          .addModifiers(Modifier.PUBLIC).returns(ParameterizedTypeName.get(SET, ClassName.get(String.class)))
          .addStatement("return $T.of($L)", SET, CodeBlock.join(created, ", ")).build());
    }
  }

  /** {@code Auditors.require(auditor, Type.class, "Entity", "CreatedBy", "property")}. */
  private static CodeBlock requireAuditor(EntityModel model, PropertyModel p) {
    return CodeBlock.of("$T.require(auditor, $T.class, $S, $S, $S)", AUDITORS, TypeName.get(p.type()),
        model.simpleName(), p.lastModifiedBy() ? "LastModifiedBy" : "CreatedBy", p.name());
  }

  /** {@code now} as the auditing property's type: Instant, LocalDateTime (UTC), or epoch millis. */
  private static CodeBlock auditingValue(PropertyModel p) {
    return switch (TypeName.get(p.type()).box().toString()) {
      case "java.time.LocalDateTime" ->
          CodeBlock.of("$T.ofInstant(now, $T.UTC)", ClassName.get("java.time", "LocalDateTime"), ZONE_OFFSET);
      case "java.lang.Long" -> CodeBlock.of("now.toEpochMilli()");
      default -> CodeBlock.of("now");
    };
  }

  /** Sets one property on {@code entity}: in place, or by copying an immutable instance. */
  private CodeBlock assign(EntityModel model, PropertyModel target, CodeBlock value) {
    if (target.writer().kind() != Accessor.Kind.CONSTRUCTOR) {
      return CodeBlock.builder().addStatement(writeProperty(target, "entity", value)).build();
    }
    return copy(model, Map.of(target.name(), value));
  }

  /** Replaces {@code entity} by a copy whose constructor takes {@code values} for the named properties. */
  private static CodeBlock copy(EntityModel model, Map<String, CodeBlock> values) {
    CodeBlock copied = construct(model, name -> values.containsKey(name)
        ? values.get(name) : readProperty(model.property(name).orElseThrow(), "entity"));
    List<PropertyModel> set = model.properties().stream()
        .filter(p -> p.writer().kind() != Accessor.Kind.CONSTRUCTOR).toList();
    if (set.isEmpty()) { // a record, or a class whose every property goes through the constructor
      return CodeBlock.builder().addStatement("entity = $L", copied).build();
    }
    CodeBlock.Builder b = CodeBlock.builder();
    b.addStatement("$T copy = $L", model.className(), copied);
    for (PropertyModel p : set) {
      b.addStatement(writeProperty(p, "copy", readProperty(p, "entity")));
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

  private String local(PropertyModel p) {
    return locals.get(p);
  }

  private String pathConstant(PropertyModel p) {
    return "Paths." + pathNames.get(p);
  }

  private static String capitalize(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String decapitalize(String s) {
    return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }

  /** The Java default of a property's type, as source: what an unset primitive or reference holds. */
  static String defaultValue(PropertyModel p) {
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
