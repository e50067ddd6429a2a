package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.PropertyAccess.capacity;
import static io.dynaforge.processor.codegen.PropertyAccess.decapitalize;
import static io.dynaforge.processor.codegen.PropertyAccess.readProperty;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUES;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_S;
import static io.dynaforge.processor.codegen.RuntimeTypes.HASH_MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.mapping.MapperPlan;
import io.dynaforge.processor.mapping.PropertyPlan;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Renders a mapper's write path: {@code toItem} and the {@code write<Member>} method of each flattened
 * member, each property by its planned write route.
 */
final class MapperWritePath {

  private final MapperPlan plan;

  MapperWritePath(MapperPlan plan) {
    this.plan = plan;
  }

  MethodSpec toItem(EntityModel model, ConversionCode code, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("toItem").addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC).returns(ITEM).addParameter(model.className(), "entity");
    m.addStatement("$T item = new $T<>($L)", ITEM, HASH_MAP, capacity(model.attributeNames().size()));
    writeProperties(model, m, code, type);
    for (KeyTemplate t : model.templates()) {
      List<CodeBlock> args = new ArrayList<>();
      for (String placeholder : t.placeholders()) {
        args.add(readProperty(model.property(placeholder).orElseThrow(), "entity"));
      }
      CodeBlock put = CodeBlock.of("item.put($S, $T.$L($T.$L($L)))", t.column(), ATTRIBUTE_VALUES, AV_S,
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
  private void writeProperties(EntityModel model, MethodSpec.Builder m, ConversionCode code, TypeSpec.Builder type) {
    for (PropertyModel p : model.properties()) {
      PropertyPlan pp = plan.property(p);
      CodeBlock value = readProperty(p, "entity");
      switch (pp.write()) {
        case DERIVED -> { }
        case FLATTENED -> {
          type.addMethod(writeMember(p.flattened().type(), pp.memberScope(), code, type));
          m.addStatement("write$L($L, item)", pp.memberScope(), value);
        }
        case ONE_CALL -> m.addStatement(ConversionCode.itemWrite(pp.itemWriter(), p.attributeName(), value));
        case PRIMITIVE_TIME_TO_LIVE -> // 0: no expiry, no attribute
            m.beginControlFlow("if ($L != 0)", value)
                .addStatement("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), value)).endControlFlow();
        case PRIMITIVE -> m.addStatement("item.put($S, $L)", p.attributeName(), code.write(p.mapping(), value));
        case NON_EMPTY_SET, NULL_CHECKED -> {
          String local = pp.local();
          m.addStatement("$T $L = $L", TypeName.get(p.type()), local, value);
          CodeBlock put = CodeBlock.of("item.put($S, $L)", p.attributeName(),
              code.write(p.mapping(), CodeBlock.of(local)));
          if (pp.write() == PropertyPlan.WriteRoute.NON_EMPTY_SET) {
            m.beginControlFlow("if ($L != null && !$L.isEmpty())", local, local).addStatement(put).endControlFlow();
          } else {
            m.beginControlFlow("if ($L != null)", local).addStatement(put).endControlFlow();
          }
        }
      }
    }
  }

  private MethodSpec writeMember(EntityModel member, String scope, ConversionCode code, TypeSpec.Builder type) {
    MethodSpec.Builder m = MethodSpec.methodBuilder("write" + scope).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(member.className(), "entity").addParameter(ITEM, "item")
        .addJavadoc("Flattens the {@code @Embedded} {@code $L} into the owning item (nothing when it is null).\n",
            decapitalize(scope));
    m.beginControlFlow("if (entity == null)").addStatement("return").endControlFlow();
    writeProperties(member, m, code, type);
    return m.build();
  }
}
