package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.DERIVED_COLUMN;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_MAPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_METADATA;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM_MAPPER;
import static io.dynaforge.processor.codegen.RuntimeTypes.KIND_PATTERN;
import static io.dynaforge.processor.codegen.RuntimeTypes.KIND_PATTERN_OF;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.SET;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.mapping.MapperPlan;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Type>_Mapper} from its {@link MapperPlan}: an {@code EntityMapper} for a {@code @Table}
 * entity, an {@code ItemMapper} for a nested type. It lays out the type and its holders; the members
 * are rendered by {@link MapperWritePath}, {@link MapperReadPath}, {@link MapperKeyMethods},
 * {@link MapperLifecycleMethods}, {@link MapperMetadata} and {@link MapperPaths}. Decides nothing the
 * plan decides; assumes a valid model.
 */
public final class MapperWriter {

  private final GeneratedAnnotation generated;

  public MapperWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  public RenderedSource write(MapperPlan plan) {
    EntityModel model = plan.model();
    ClassName entity = model.className();
    ClassName mapper = model.mapperName();
    ConversionCode code = new ConversionCode(plan.reserved(), plan.converterConstants());
    MapperWritePath writePath = new MapperWritePath(plan);
    UsedPaths usedPaths = new UsedPaths();
    MapperReadPath readPath = new MapperReadPath(plan, usedPaths);
    MapperKeyMethods keys = new MapperKeyMethods(plan);
    MapperLifecycleMethods lifecycle = new MapperLifecycleMethods(plan, usedPaths);
    List<KeyTemplate> composed = MapperMetadata.composedTemplates(model);
    List<String> kind = model.hasMetadata() ? KindPatterns.of(model) : List.of();

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
    if (model.hasMetadata()) {
      // A holder class: built on the first metadata() call, not when the mapper loads. Its
      // KeyAttributes use the SDK's ScalarAttributeType, whose static initialiser (EnumUtils,
      // CollectionUtils, Validate, a lambda) costs 1.5-3 ms in a fresh JVM, and toItem/fromItem
      // never need it.
      TypeSpec.Builder holder = TypeSpec.classBuilder("MetadataHolder")
          .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .addField(FieldSpec.builder(ENTITY_METADATA, "METADATA", Modifier.STATIC, Modifier.FINAL)
              .initializer(MapperMetadata.metadata(model)).build());
      if (!composed.isEmpty()) { // what an update by key recomposes when it changes a placeholder
        holder.addField(FieldSpec.builder(ParameterizedTypeName.get(LIST, DERIVED_COLUMN), "DERIVED",
            Modifier.STATIC, Modifier.FINAL).initializer(MapperMetadata.derivedColumns(model, composed)).build());
      }
      if (!kind.isEmpty()) { // the item kind's whole key shape, compiled on the first read
        holder.addField(FieldSpec.builder(KIND_PATTERN, "KIND", Modifier.STATIC, Modifier.FINAL)
            .initializer("$T.$L($L)", KIND_PATTERN, KIND_PATTERN_OF,
                CodeBlock.join(kind.stream().map(k -> CodeBlock.of("$S", k)).toList(), ", ")).build());
      }
      if (!model.tableIndexes().isEmpty()) { // the indexes it declares, created with its table
        holder.addField(FieldSpec.builder(ParameterizedTypeName.get(LIST, ENTITY_METADATA), "INDEXES",
            Modifier.STATIC, Modifier.FINAL).initializer(MapperMetadata.tableIndexes(model)).build());
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
    type.addMethod(writePath.toItem(model, code, type));
    type.addMethod(readPath.fromItem(model, code, type));
    if (model.hasMetadata()) {
      type.addMethod(keys.keyOf(model, code));
      if (!model.isView()) {
        type.addMethod(keys.keyOfValues(model));
      }
      type.addMethod(keys.keyValue(model, code));
      model.constantSortKey().ifPresent(
          sortKey -> type.addMethod(MethodSpec.methodBuilder("sortKeyConstant").addAnnotation(Override.class)
              .addModifiers(Modifier.PUBLIC).returns(String.class).addStatement("return $S", sortKey).build()));
      if (!composed.isEmpty()) {
        type.addMethod(MethodSpec.methodBuilder("derivedColumns").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(ParameterizedTypeName.get(LIST, DERIVED_COLUMN))
            .addStatement("return MetadataHolder.DERIVED").build());
        type.addMethod(keys.composeColumn(model, composed));
      }
      if (!kind.isEmpty()) {
        type.addMethod(MethodSpec.methodBuilder("kindPattern").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(KIND_PATTERN).addStatement("return MetadataHolder.KIND").build());
      }
      if (model.filtersExpired()) {
        type.addMethod(MethodSpec.methodBuilder("filtersExpired").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(boolean.class).addStatement("return true").build());
      }
      model.versionProperty().ifPresent(v -> {
        type.addMethod(lifecycle.versionOf(model, v));
        type.addMethod(lifecycle.withVersion(model, v));
      });
      if (!model.atomicCounters().isEmpty()) {
        type.addMethod(MapperLifecycleMethods.atomicCounters(model));
        type.addMethod(lifecycle.withAtomicCounters(model, code));
      }
      if (model.properties().stream().anyMatch(p -> p.createdDate() || p.lastModifiedDate())) {
        type.addMethod(lifecycle.withAuditing(model));
      }
      if (model.properties().stream().anyMatch(PropertyModel::lastModifiedDate)) {
        type.addMethod(MapperLifecycleMethods.lastModifiedValues(model));
      }
      if (model.properties().stream().anyMatch(PropertyModel::audited)) {
        lifecycle.addAuditorMethods(model, code, type);
      }
      List<CodeBlock> created = model.properties().stream().filter(PropertyModel::createdDate)
          .map(p -> CodeBlock.of("$S", p.attributeName())).toList();
      if (!created.isEmpty()) {
        type.addMethod(MethodSpec.methodBuilder("createdDateAttributes").addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC).returns(ParameterizedTypeName.get(SET, ClassName.get(String.class)))
            .addStatement("return $T.of($L)", SET, CodeBlock.join(created, ", ")).build());
      }
    }
    code.addConverterFields(type);
    // Paths name the property in conversion errors. A holder class, so that constructing a mapper
    // loads nothing else: the paths are created when the first item is read.
    TypeSpec.Builder paths = TypeSpec.classBuilder("Paths").addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL);
    MapperPaths.addPathConstants(plan, usedPaths, paths);
    TypeSpec holder = paths.build();
    if (!holder.fieldSpecs().isEmpty()) {
      type.addType(holder);
    }
    return RenderedSource.of(JavaFile.builder(mapper.packageName(), type.build()).skipJavaLangImports(true)
        .indent("    ").build());
  }

  /** The name of the constant that holds a view's resolved table, read back from class files by other modules. */
  public static final String TABLE_NAME = "TABLE_NAME";

  /** A view's table as resolved when it was compiled: what a repository compiled in another module reads. */
  static FieldSpec tableNameConstant(String tableName) {
    return FieldSpec.builder(String.class, TABLE_NAME, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The logical table of the view, as resolved when it was compiled.\n")
        .initializer("$S", tableName).build();
  }
}
