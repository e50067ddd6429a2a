package io.dynaforge.processor.codegen;


import static io.dynaforge.processor.codegen.RuntimeTypes.ARGUMENTS_LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.ARGUMENTS_SPEL;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUES;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_BOOL;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_S;
import static io.dynaforge.processor.codegen.RuntimeTypes.CONVERSIONS;
import static io.dynaforge.processor.codegen.RuntimeTypes.CONVERSIONS_TO_ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.FROM_BOOL;
import static io.dynaforge.processor.codegen.RuntimeTypes.FROM_N;
import static io.dynaforge.processor.codegen.RuntimeTypes.FROM_S;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_ARGUMENTS;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.ExpressionRenderer;
import io.dynaforge.processor.query.Keyword;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * The {@code AttributeValue} a method sends for each of its values: an argument converted like the
 * property it is compared with, a key composed from arguments ({@link KeyExpressions}), or a literal.
 * Every parameter it reads is recorded as required in the method's {@link MethodLocals}.
 */
final class ArgumentValues {
  private final Types types;
  private final EntityModel entity;
  private final ConversionCode code;
  private final MethodLocals locals;

  ArgumentValues(Types types, EntityModel entity, ConversionCode code, MethodLocals locals) {
    this.types = types;
    this.entity = entity;
    this.code = code;
    this.locals = locals;
  }

  /** A derived method's value, as its {@link ExpressionRenderer} binding says. */
  CodeBlock value(ExpressionRenderer.ValueSource source) {
    if (source instanceof ExpressionRenderer.BooleanValue b) {
      return CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_BOOL, b.value());
    }
    if (source instanceof ExpressionRenderer.PrefixValue p) {
      return CodeBlock.of("$T.$L($S)", ATTRIBUTE_VALUES, AV_S, p.key().prefix());
    }
    if (source instanceof ExpressionRenderer.TemplateValue t) {
      return CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_S, KeyExpressions.templateValue(entity, t.key(), locals));
    }
    if (source instanceof ExpressionRenderer.TemplateBound b) {
      return CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_S, KeyExpressions.templateBound(entity, b, locals));
    }
    ExpressionRenderer.Argument a = (ExpressionRenderer.Argument) source;
    PropertyModel leaf = a.condition().property().leaf();
    CodeBlock argument = locals.required(a.parameter());
    Keyword keyword = a.condition().keyword();
    if (keyword == Keyword.STARTING_WITH) {
      return CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_S, argument);
    }
    TypeMapping mapping = leaf.mapping();
    if ((keyword == Keyword.CONTAINING || keyword == Keyword.NOT_CONTAINING)) {
      if (mapping instanceof TypeMapping.ListOf list) {
        mapping = list.element();
      } else if (mapping instanceof TypeMapping.NativeSet set) {
        mapping = set.element();
      }
    }
    return code.write(mapping, TypeName.get(a.parameter().type()), argument);
  }

  /** A derived {@code In}/{@code NotIn} list: each element converted like the property's elements. */
  CodeBlock list(ExpressionRenderer.InList in) {
    TypeMapping element = in.condition().property().leaf().mapping();
    CodeBlock writer = ConversionCode.codec(element);
    if (writer == null) {
      String e = locals.names.newName("e");
      writer = CodeBlock.of("$L -> $L", e, code.write(element, CodeBlock.of("$L", e)));
    }
    return CodeBlock.of("$T.$L($L, $L, $L, $S)", QUERY_ARGUMENTS, ARGUMENTS_LIST, in.parameter().name(), writer,
        locals.method(), in.parameter().name());
  }

  /** A literal typed at build time, or a parameter converted like the property it is compared with. */
  CodeBlock binding(DeclaredPlan.Binding b) {
    if (b.spel() != null) {
      TypeName type = b.comparedWith() == null ? null : b.comparedWith().mapping().javaType().box();
      if (type == null || type instanceof ParameterizedTypeName) {
        return CodeBlock.of("$T.$L($S, $L, $S)", QUERY_ARGUMENTS, ARGUMENTS_SPEL, b.spel(), locals.method(),
            b.placeholder());
      }
      // a result of the compared property's type is converted like it, anything else by its Java type
      TypeMapping mapping = b.comparedWith().mapping();
      CodeBlock writer = ConversionCode.codec(mapping);
      if (writer == null) {
        String e = locals.names.newName("e");
        writer = CodeBlock.of("$L -> $L", e, code.write(mapping, CodeBlock.of("$L", e)));
      }
      return CodeBlock.of("$T.$L($S, $L, $S, $T.class, $L)", QUERY_ARGUMENTS, ARGUMENTS_SPEL, b.spel(), locals.method(),
          b.placeholder(), type, writer);
    }
    if (b.literal() != null) {
      String v = b.literal().trim();
      return switch (io.dynaforge.processor.model.DeclaredQuery.literalType(v)) {
        case "S" -> CodeBlock.of("$T.$L($S)", ATTRIBUTE_VALUE, FROM_S, v.substring(1, v.length() - 1).replace("''", "'"));
        case "N" -> CodeBlock.of("$T.$L($S)", ATTRIBUTE_VALUE, FROM_N, v);
        default -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUE, FROM_BOOL, v);
      };
    }
    CodeBlock argument = locals.required(b.parameter());
    if (b.keyAttribute() != null) {
      // an item collection's key attribute: converted by the fold, as the entity that writes it stores it
      return CodeBlock.of("keyValueOf($S, $L)", b.keyAttribute(), argument);
    }
    if (b.comparedWith() != null && types.isAssignable(boxed(b.parameter().type()), boxed(b.comparedWith().type()))) {
      return code.write(b.comparedWith().mapping(), TypeName.get(b.parameter().type()), argument);
    }
    TypeMapping element = b.comparedWith() == null ? null : elementOf(b.comparedWith(), b.parameter().type());
    if (element != null) {
      return code.write(element, argument);
    }
    // compared with no property, or not of its type (a begins_with prefix, a size): its own Java type decides
    return CodeBlock.of("$T.$L($L)", CONVERSIONS, CONVERSIONS_TO_ATTRIBUTE_VALUE, argument);
  }

  /**
   * A PartiQL parameter: converted like the property its {@code ?} is compared with when its type is
   * that property's (an {@code AttributeValue} is sent as it is), else as it is, by its Java type.
   */
  CodeBlock partiQl(DeclaredPlan.Binding b) {
    Parameter p = b.parameter();
    CodeBlock argument = CodeBlock.of("$L", p.name());
    if (b.comparedWith() == null || !types.isAssignable(boxed(p.type()), boxed(b.comparedWith().type()))) {
      return argument;
    }
    CodeBlock converted = code.write(b.comparedWith().mapping(), TypeName.get(p.type()), argument);
    return p.type().getKind().isPrimitive() ? converted : CodeBlock.of("$L == null ? null : $L", p.name(), converted);
  }

  /** {@code Map.of("#a", "attr", ...)}: a declared plan's {@code #name} placeholders. */
  static CodeBlock namesMap(DeclaredPlan plan) {
    if (plan.names().isEmpty()) {
      return CodeBlock.of("$T.of()", Map.class);
    }
    List<CodeBlock> entries = new ArrayList<>();
    plan.names().forEach((alias, attribute) -> entries.add(CodeBlock.of("$S, $S", alias, attribute)));
    return CodeBlock.of("$T.of($L)", Map.class, CodeBlock.join(entries, ", "));
  }

  /** {@code Map.of(":v", value, ...)}: a declared plan's {@code :value} placeholders, each {@link #binding}. */
  CodeBlock valuesMap(DeclaredPlan plan) {
    if (plan.values().isEmpty()) {
      return CodeBlock.of("$T.of()", Map.class);
    }
    List<CodeBlock> entries = new ArrayList<>();
    for (DeclaredPlan.Binding b : plan.values()) {
      entries.add(CodeBlock.of("$S, $L", b.placeholder(), binding(b)));
    }
    return CodeBlock.of("$T.of($L)", Map.class, CodeBlock.join(entries, ", "));
  }

  /**
   * The element mapping of a collection property when the parameter is one of its elements (as in
   * {@code contains(#tags, :tag)}), else null.
   */
  private TypeMapping elementOf(PropertyModel property, TypeMirror parameter) {
    TypeMapping element = property.mapping() instanceof TypeMapping.ListOf list ? list.element()
        : property.mapping() instanceof TypeMapping.NativeSet set ? set.element() : null;
    if (element == null || !(property.type() instanceof DeclaredType declared)
        || declared.getTypeArguments().size() != 1) {
      return null;
    }
    return types.isAssignable(boxed(parameter), declared.getTypeArguments().get(0)) ? element : null;
  }

  private TypeMirror boxed(TypeMirror t) {
    return t.getKind().isPrimitive() ? types.boxedClass((PrimitiveType) t).asType() : t;
  }
}
