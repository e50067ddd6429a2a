package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.PropertyAccess.assign;
import static io.dynaforge.processor.codegen.PropertyAccess.copy;
import static io.dynaforge.processor.codegen.PropertyAccess.readProperty;
import static io.dynaforge.processor.codegen.PropertyAccess.writeProperty;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATOMIC_COUNTER_ATTRIBUTE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.AUDITORS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AUDITORS_REQUIRE;
import static io.dynaforge.processor.codegen.RuntimeTypes.INSTANT;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;
import static io.dynaforge.processor.codegen.RuntimeTypes.LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.SET;
import static io.dynaforge.processor.codegen.RuntimeTypes.ZONE_OFFSET;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.mapping.MapperPlan;
import io.dynaforge.processor.model.Accessor;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.lang.model.element.Modifier;

/**
 * Renders what a mapper does to an entity around a write: its version, its atomic counters, its
 * auditing dates and auditors.
 */
final class MapperLifecycleMethods {

  private final MapperPlan plan;
  private final UsedPaths paths;

  MapperLifecycleMethods(MapperPlan plan, UsedPaths paths) {
    this.plan = plan;
    this.paths = paths;
  }

  MethodSpec versionOf(EntityModel model, PropertyModel v) {
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

  MethodSpec withVersion(EntityModel model, PropertyModel v) {
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

  static MethodSpec atomicCounters(EntityModel model) {
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
  MethodSpec withAtomicCounters(EntityModel model, ConversionCode code) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("withAtomicCounters").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className())
        .addParameter(model.className(), "entity").addParameter(ITEM, "item")
        .addJavadoc("Sets each {@code @AtomicCounter} property to the count the write stored.\n");
    m.addStatement("$T av", ATTRIBUTE_VALUE);
    Map<String, CodeBlock> constructed = new LinkedHashMap<>();
    for (PropertyModel p : model.atomicCounters()) {
      CodeBlock read = code.read(p.mapping(), CodeBlock.of("av"), pathConstant(p));
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

  MethodSpec withAuditing(EntityModel model) {
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
  static MethodSpec lastModifiedValues(EntityModel model) {
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
  void addAuditorMethods(EntityModel model, ConversionCode code, TypeSpec.Builder type) {
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
    return CodeBlock.of("$T.$L(auditor, $T.class, $S, $S, $S)", AUDITORS, AUDITORS_REQUIRE, TypeName.get(p.type()),
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

  private Supplier<CodeBlock> pathConstant(PropertyModel p) {
    return paths.whenNamed(plan.property(p).pathConstant());
  }
}
