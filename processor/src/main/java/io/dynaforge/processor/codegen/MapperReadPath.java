package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.PropertyAccess.construct;
import static io.dynaforge.processor.codegen.PropertyAccess.decapitalize;
import static io.dynaforge.processor.codegen.PropertyAccess.defaultValue;
import static io.dynaforge.processor.codegen.PropertyAccess.writeProperty;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.mapping.MapperPlan;
import io.dynaforge.processor.mapping.PropertyPlan;
import io.dynaforge.processor.model.Accessor;
import io.dynaforge.processor.model.EmbeddedModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.lang.model.element.Modifier;

/**
 * Renders a mapper's read path: {@code fromItem}, the {@code read<Member>} method of each flattened
 * member, each property by its planned read route, and the planned template decompositions.
 */
final class MapperReadPath {

  private final MapperPlan plan;
  private final UsedPaths paths;

  MapperReadPath(MapperPlan plan, UsedPaths paths) {
    this.plan = plan;
    this.paths = paths;
  }

  MethodSpec fromItem(EntityModel model, ConversionCode code, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("fromItem").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(model.className()).addParameter(ITEM, "item");
    String sortKey = model.sortKeyAttribute();
    boolean routes = plan.member(model).routesBySortKey();
    if (plan.member(model).usesAv() || (routes && sortKey != null) || !plan.decompositions().isEmpty()) {
      m.addStatement("$T av", ATTRIBUTE_VALUE);
    }
    if (routes) {
      if (sortKey != null) {
        m.addStatement("$T sortKeyValue = (av = item.get($S)) == null ? null : av.s()", String.class, sortKey);
      } else {
        m.addStatement("$T sortKeyValue = null", String.class);
      }
    }
    readProperties(model, m, code, type);
    decomposeTemplates(model, m);
    return finishConstruction(model, m).build();
  }

  /**
   * Whether a stored placeholder was absent from the item: its local is still null, or, for a
   * primitive (whose local holds 0 either way), the flag set when it was read.
   */
  private CodeBlock absent(PropertyModel p) {
    PropertyPlan pp = plan.property(p);
    return p.isPrimitive() ? CodeBlock.of("$L", pp.absentLocal()) : CodeBlock.of("$L == null", pp.local());
  }

  /** Declares one local per property, read from the item (derived placeholders start empty). */
  private void readProperties(EntityModel model, MethodSpec.Builder m, ConversionCode code, TypeSpec.Builder type) {
    for (PropertyModel p : model.properties()) {
      PropertyPlan pp = plan.property(p);
      String local = pp.local();
      TypeName javaType = TypeName.get(p.type());
      switch (pp.read()) {
        case DERIVED -> m.addStatement("$T $L = $L", javaType, local, defaultValue(p));
        case FLATTENED -> {
          type.addMethod(readMember(p.flattened().type(), pp.memberScope(), code, type));
          m.addStatement("$T $L = $L ? read$L($L) : null", javaType, local, route(p, pp.memberScope()),
              pp.memberScope(), plan.member(p.flattened().type()).routesBySortKey() ? "item, sortKeyValue" : "item");
        }
        case ONE_CALL -> m.addStatement("$T $L = $L", javaType, local,
            ConversionCode.itemRead(pp.itemReader(), p.mapping(), pathConstant(p).get()));
        case READS_MISSING -> m.addStatement("$T $L = $L", javaType, local,
            code.read(p.mapping(), CodeBlock.of("item.get($S)", p.attributeName()), pathConstant(p)));
        case ABSENT_FLAGGED -> {
          m.addStatement("boolean $L = (av = item.get($S)) == null", pp.absentLocal(), p.attributeName());
          m.addStatement("$T $L = $L ? $L : $L", javaType, local, pp.absentLocal(), defaultValue(p),
              code.read(p.mapping(), CodeBlock.of("av"), pathConstant(p)));
        }
        case NULL_CHECKED -> m.addStatement("$T $L = (av = item.get($S)) == null ? $L : $L", javaType, local,
            p.attributeName(), defaultValue(p), code.read(p.mapping(), CodeBlock.of("av"), pathConstant(p)));
      }
    }
  }

  /**
   * The condition under which a flattened member is populated: its route (when it has one) and at
   * least one of its attributes present, so that a member written as null reads back as null.
   */
  private CodeBlock route(PropertyModel p, String scope) {
    EmbeddedModel e = p.flattened();
    List<CodeBlock> conditions = new ArrayList<>();
    if (!e.startsWith().isEmpty()) {
      conditions.add(CodeBlock.of("sortKeyValue.startsWith($S)", e.startsWith()));
    }
    if (!e.endsWith().isEmpty()) {
      conditions.add(CodeBlock.of("sortKeyValue.endsWith($S)", e.endsWith()));
    }
    if (!e.regex().isEmpty()) {
      conditions.add(CodeBlock.of("$L.matcher(sortKeyValue).matches()", paths.name(plan.routeConstant(scope))));
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
    if (plan.member(member).routesBySortKey()) {
      m.addParameter(String.class, "sortKeyValue");
    }
    if (plan.member(member).usesAv()) {
      m.addStatement("$T av", ATTRIBUTE_VALUE);
    }
    readProperties(member, m, code, type);
    return finishConstruction(member, m).build();
  }

  /**
   * Fills placeholders from the composed template values: a {@code @Derived} placeholder (never
   * stored, so still unset) the first time a template has it, any other only when its own attribute
   * was absent.
   */
  private void decomposeTemplates(EntityModel model, MethodSpec.Builder m) {
    for (MapperPlan.Decomposition d : plan.decompositions()) {
      KeyTemplate t = d.template();
      List<CodeBlock> missing = new ArrayList<>();
      for (PropertyModel p : d.placeholders()) {
        if (!d.fromKey().contains(p)) {
          missing.add(absent(p));
        }
      }
      CodeBlock present = CodeBlock.of("(av = item.get($S)) != null && av.s() != null", t.column());
      m.beginControlFlow("if ($L)", d.fromKey().isEmpty()
          ? CodeBlock.of("($L) && $L", CodeBlock.join(missing, " || "), present) : present);
      String parts = d.partsLocal();
      m.addStatement("$T $L = $T.$L(av.s())", KeysWriter.partsRecord(model, t), parts, KeysWriter.keysName(model),
          KeysWriter.parser(t));
      for (PropertyModel p : d.placeholders()) {
        if (d.fromKey().contains(p)) {
          m.addStatement("$L = $L.$L()", local(p), parts, p.name());
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

  private String local(PropertyModel p) {
    return plan.property(p).local();
  }

  private Supplier<CodeBlock> pathConstant(PropertyModel p) {
    return paths.whenNamed(plan.property(p).pathConstant());
  }
}
