package io.dynaforge.processor.codegen;

import io.dynaforge.processor.util.UniqueNames;
import io.dynaforge.processor.util.ConstantNames;

import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.Accessor;
import io.dynaforge.processor.model.ProjectionModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.query.ProjectionPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Repository>_<Projection>_Mapper}: reads a projection from the attributes its
 * methods' {@code ProjectionExpression} returned, each converted as the entity's mapper converts it
 * (or, when a property is a {@code @Derived} placeholder, an {@code @Embedded} member or converted,
 * through the entity's mapper, which decomposes, routes and converts them), then builds it: a
 * record's or class's constructor, a class's setters, or, for an interface, a generated immutable
 * implementation with {@code equals}, {@code hashCode} and {@code toString}.
 */
final class ProjectionMapperWriter {

  static final ClassName PROJECTION_MAPPER = RuntimeTypes.PROJECTION_MAPPER;

  private final GeneratedAnnotation generated;

  ProjectionMapperWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  JavaFile write(ProjectionPlan plan) {
    ProjectionModel projection = plan.model();
    ClassName name = projection.mapperName();
    ClassName p = projection.className();
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(PROJECTION_MAPPER, p))
        .addOriginatingElement(projection.element())
        .addJavadoc("Reads the projection {@link $T} of {@link $T} without reflection, from the attributes\n"
            + "$L.\n", p, plan.entity().className(), JavadocText.code(String.join(", ", plan.attributes())));
    generated.addTo(type);
    type.addField(FieldSpec.builder(name, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("new $T()", name).build());
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
        .addStatement("super($T.class, $S)", p, plan.entity().simpleName()).build());
    MethodSpec.Builder fromItem = MethodSpec.methodBuilder("fromItem").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(p).addParameter(ITEM, "item");
    List<CodeBlock> values = new ArrayList<>();
    ConversionCode code = new ConversionCode(java.util.Set.of("item", "av", "entity", "projection"));
    if (plan.readsAttributes()) {
      readAttributes(plan, fromItem, code, type, values);
    } else {
      fromItem.addStatement("$T entity = $T.INSTANCE.fromItem(item)", plan.entity().className(),
          plan.entity().mapperName());
      for (ProjectionPlan.Read read : plan.reads()) {
        values.add(read(read.source()));
      }
    }
    switch (projection.kind()) {
      case INTERFACE -> {
        ClassName impl = name.nestedClass(p.simpleName() + "_Value");
        type.addType(implementation(projection, impl));
        fromItem.addStatement("return new $T($L)", impl, CodeBlock.join(values, ", "));
      }
      case RECORD -> fromItem.addStatement("return new $T($L)", p, constructorArguments(plan, values));
      case CLASS -> {
        if (!projection.constructorParameters().isEmpty()) {
          fromItem.addStatement("return new $T($L)", p, constructorArguments(plan, values));
        } else {
          fromItem.addStatement("$T projection = new $T()", p, p);
          for (int i = 0; i < plan.reads().size(); i++) {
            ProjectionModel.Property property = plan.reads().get(i).property();
            if (property.field()) {
              fromItem.addStatement("projection.$L = $L", property.name(), values.get(i));
            } else {
              fromItem.addStatement("projection.$L($L)", property.accessor(), values.get(i));
            }
          }
          fromItem.addStatement("return projection");
        }
      }
      default -> throw new IllegalStateException(projection.kind().toString());
    }
    type.addMethod(fromItem.build());
    code.addConverterFields(type);
    return JavaFile.builder(name.packageName(), type.build()).skipJavaLangImports(true).indent("    ").build();
  }

  /** The constructor's arguments, in its parameter order. */
  private static CodeBlock constructorArguments(ProjectionPlan plan, List<CodeBlock> values) {
    List<CodeBlock> args = new ArrayList<>();
    for (String parameter : plan.model().constructorParameters()) {
      for (int i = 0; i < plan.reads().size(); i++) {
        if (plan.reads().get(i).property().name().equals(parameter)) {
          args.add(values.get(i));
        }
      }
    }
    return CodeBlock.join(args, ", ");
  }

  /**
   * Reads each projected attribute into a local, converted as the entity's mapper converts it (the
   * same {@code ItemValues} readers, codecs and converters, errors naming the entity's property).
   */
  private static void readAttributes(ProjectionPlan plan, MethodSpec.Builder m, ConversionCode code,
      TypeSpec.Builder type, List<CodeBlock> values) {
    String entity = plan.entity().simpleName();
    List<FieldSpec> paths = new ArrayList<>();
    List<CodeBlock> statements = new ArrayList<>();
    boolean av = false;
    UniqueNames locals = new UniqueNames();
    locals.newName("item");
    locals.newName("av");
    UniqueNames constants = new UniqueNames(); // fooBar and foo_bar spell the same constant
    for (ProjectionPlan.Read read : plan.reads()) {
      PropertyModel p = read.source();
      String local = locals.newName(read.property().name());
      String path = constants.newName(ConstantNames.of(p.name()) + "_PATH");
      paths.add(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_PATH, path, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.$L($S, $S, $S)", RuntimeTypes.ATTRIBUTE_PATH, RuntimeTypes.ATTRIBUTE_PATH_OF, entity, p.name(), p.attributeName()).build());
      TypeName t = TypeName.get(p.type());
      CodeBlock oneCall = p.isPrimitive() ? null : ConversionCode.itemRead(p.mapping(), CodeBlock.of("$L", path));
      if (oneCall != null) {
        statements.add(CodeBlock.of("$T $L = $L", t, local, oneCall));
      } else if (ConversionCode.readsMissing(p.mapping())) {
        statements.add(CodeBlock.of("$T $L = $L", t, local,
            code.read(p.mapping(), CodeBlock.of("item.get($S)", p.attributeName()), CodeBlock.of("$L", path))));
      } else {
        av = true;
        statements.add(CodeBlock.of("$T $L = (av = item.get($S)) == null ? $L : $L", t, local, p.attributeName(),
            PropertyAccess.defaultValue(p), code.read(p.mapping(), CodeBlock.of("av"), CodeBlock.of("$L", path))));
      }
      values.add(CodeBlock.of("$L", local));
    }
    if (av) {
      m.addStatement("$T av", RuntimeTypes.ATTRIBUTE_VALUE);
    }
    statements.forEach(m::addStatement);
    String body = m.build().toString();
    for (FieldSpec f : paths) { // a property read through a converter names no path: no unread constant
      if (java.util.regex.Pattern.compile("\\b" + f.name() + "\\b").matcher(body).find()) {
        type.addField(f);
      }
    }
  }

  private static CodeBlock read(PropertyModel source) {
    return source.reader().kind() == Accessor.Kind.FIELD
        ? CodeBlock.of("entity.$L", source.reader().name())
        : CodeBlock.of("entity.$L()", source.reader().name());
  }

  /** An immutable implementation of an interface projection, value-based like a record. */
  private static TypeSpec implementation(ProjectionModel projection, ClassName impl) {
    TypeSpec.Builder type = TypeSpec.classBuilder(impl)
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(projection.className())
        .addJavadoc("{@link $T} as read: equal to another when every property is.\n", projection.className());
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    List<CodeBlock> equal = new ArrayList<>();
    List<CodeBlock> hashed = new ArrayList<>();
    CodeBlock.Builder text = CodeBlock.builder();
    String literal = projection.simpleName() + "[";
    for (ProjectionModel.Property p : projection.properties()) {
      TypeName t = TypeName.get(p.type());
      type.addField(t, p.name(), Modifier.PRIVATE, Modifier.FINAL);
      constructor.addParameter(t, p.name()).addStatement("this.$L = $L", p.name(), p.name());
      type.addMethod(MethodSpec.methodBuilder(p.accessor()).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
          .returns(t).addStatement("return $L", p.name()).build());
      equal.add(t.isPrimitive() ? CodeBlock.of("$L == other.$L", p.name(), p.name())
          : CodeBlock.of("$T.equals($L, other.$L)", Objects.class, p.name(), p.name()));
      hashed.add(CodeBlock.of("$L", p.name()));
      text.add("$S + $L + ", literal + p.name() + "=", p.name());
      literal = ", ";
    }
    type.addMethod(constructor.build());
    type.addMethod(MethodSpec.methodBuilder("equals").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(boolean.class).addParameter(Object.class, "o")
        .addStatement(equal.isEmpty() ? CodeBlock.of("return o instanceof $T", impl)
            : CodeBlock.of("return o == this || o instanceof $T other && $L", impl, CodeBlock.join(equal, " && ")))
        .build());
    type.addMethod(MethodSpec.methodBuilder("hashCode").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(int.class).addStatement("return $T.hash($L)", Objects.class, CodeBlock.join(hashed, ", ")).build());
    type.addMethod(MethodSpec.methodBuilder("toString").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(String.class).addStatement("return $L$S", text.build(), projection.properties().isEmpty()
            ? literal + "]" : "]").build());
    return type.build();
  }
}
