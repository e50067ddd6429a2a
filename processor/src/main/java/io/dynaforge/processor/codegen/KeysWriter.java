package io.dynaforge.processor.codegen;

import io.dynaforge.processor.util.UniqueNames;
import io.dynaforge.processor.util.ConstantNames;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.model.TypeMappingResolver;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Entity>_Keys}: typed composers for every {@code @SortKeyTemplate} and
 * {@code @PartitionKeyTemplate} column, the
 * {@code begins_with} prefix of each leading subset of placeholders, and a decomposer into a small
 * record. Mappers and repositories call these too, so there is one implementation of each template.
 */
public final class KeysWriter {

  static final ClassName KEY_TEMPLATES = RuntimeTypes.KEY_TEMPLATES;

  private final GeneratedAnnotation generated;
  /**
   * The parameter or local each placeholder of the template being written is declared as: its
   * property name, unless that is a name the generated methods use themselves ({@code value},
   * {@code pos}, {@code end}, a template constant).
   */
  private final Map<String, String> locals = new HashMap<>();

  public KeysWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  public static ClassName keysName(EntityModel model) {
    return TypeMappingResolver.suffixed(model.className(), "_Keys");
  }

  /** The composer method of a template: {@code sk}, {@code gsi1sk}, ... */
  public static String composer(KeyTemplate t) {
    return t.methodName();
  }

  public static String prefixMethod(KeyTemplate t) {
    return t.methodName() + "Prefix";
  }

  public static String parser(KeyTemplate t) {
    return "parse" + capitalize(t.methodName());
  }

  public static ClassName partsRecord(EntityModel model, KeyTemplate t) {
    return keysName(model).nestedClass(capitalize(t.methodName()));
  }

  public JavaFile write(EntityModel model) {
    ClassName keys = keysName(model);
    TypeSpec.Builder type = TypeSpec.classBuilder(keys)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addOriginatingElement(model.element())
        .addJavadoc("Typed key composers for the key templates of {@link $T}: use these instead of"
            + " concatenating strings.\n", model.className());
    generated.addTo(type);
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    java.util.Set<String> converters = new java.util.HashSet<>();
    for (KeyTemplate t : model.templates()) {
      String constant = constant(t);
      locals.clear();
      UniqueNames names = new UniqueNames();
      for (KeyTemplate other : model.templates()) {
        names.newName(constant(other));
      }
      for (String fixed : List.of("value", "pos", "end")) {
        names.newName(fixed);
      }
      for (PropertyModel p : placeholders(model, t)) {
        locals.put(p.name(), names.newName(p.name()));
      }
      List<PropertyModel> placeholders = placeholders(model, t);
      for (PropertyModel p : placeholders) {
        if (p.mapping() instanceof TypeMapping.Converted c && converters.add(p.name())) {
          type.addField(FieldSpec.builder(c.converter(), converterField(p), Modifier.PRIVATE, Modifier.STATIC,
              Modifier.FINAL).initializer("new $T()", c.converter()).build());
        }
      }
      if (!placeholders.isEmpty()) { // names the template in the messages about its placeholders
        type.addField(FieldSpec.builder(String.class, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("$S", model.simpleName() + " " + t.display()).build());
      }
      type.addMethod(compose(model, t, placeholders, constant));
      for (int k = 0; k < placeholders.size(); k++) {
        MethodSpec prefix = prefix(model, t, placeholders, k, constant);
        if (prefix != null) {
          type.addMethod(prefix);
        }
      }
      if (!t.isConstant()) {
        type.addType(parts(model, t, placeholders));
        type.addMethod(parse(model, t, placeholders, constant));
      }
    }
    return JavaFile.builder(keys.packageName(), type.build()).skipJavaLangImports(true).indent("    ").build();
  }

  static List<PropertyModel> placeholders(EntityModel model, KeyTemplate t) {
    List<PropertyModel> result = new ArrayList<>();
    for (String name : t.placeholders()) {
      result.add(model.property(name).orElseThrow());
    }
    return result;
  }

  /** The {@code _Keys} field holding the converter of a placeholder stored through a {@code @Converter}. */
  private static String converterField(PropertyModel p) {
    return ConstantNames.of(p.name()) + "_CONVERTER";
  }

  private static String constant(KeyTemplate t) {
    return ConstantNames.of(t.methodName()) + "_TEMPLATE";
  }

  private MethodSpec compose(EntityModel model, KeyTemplate t, List<PropertyModel> placeholders, String constant) {
    MethodSpec.Builder m = MethodSpec.methodBuilder(composer(t)).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc("Composes $L as $L.\n", JavadocText.code(t.column()), JavadocText.code(t.template()));
    for (PropertyModel p : placeholders) {
      m.addParameter(ParameterSpec.builder(TypeName.get(p.type()), locals.get(p.name())).build());
    }
    m.addStatement("return $L", concatenation(model, t, t.segments().size(), constant));
    return m.build();
  }

  /** The prefix for the first k placeholders: every segment before placeholder k+1. */
  private MethodSpec prefix(EntityModel model, KeyTemplate t, List<PropertyModel> placeholders, int k, String constant) {
    int end = 0;
    int seen = 0;
    for (; end < t.segments().size(); end++) {
      if (t.segments().get(end) instanceof KeyTemplate.Placeholder) {
        if (seen == k) {
          break;
        }
        seen++;
      }
    }
    if (end == 0) {
      return null; // the template starts with a placeholder: the empty prefix is no condition
    }
    MethodSpec.Builder m = MethodSpec.methodBuilder(prefixMethod(t)).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc(k == 0
            ? CodeBlock.of("The literal {@code begins_with} prefix shared by every $L value.\n", JavadocText.code(t.column()))
            : CodeBlock.of("The {@code begins_with} prefix of $L for the first $L placeholder(s).\n", JavadocText.code(t.column()), k));
    for (int i = 0; i < k; i++) {
      PropertyModel p = placeholders.get(i);
      m.addParameter(TypeName.get(p.type()), locals.get(p.name()));
    }
    return m.addStatement("return $L", concatenation(model, t, end, constant)).build();
  }

  private CodeBlock concatenation(EntityModel model, KeyTemplate t, int segmentCount, String constant) {
    List<CodeBlock> parts = new ArrayList<>();
    for (int i = 0; i < segmentCount; i++) {
      KeyTemplate.Segment s = t.segments().get(i);
      if (s instanceof KeyTemplate.Literal l) {
        parts.add(CodeBlock.of("$S", l.text()));
      } else if (s instanceof KeyTemplate.Placeholder ph) {
        String next = t.literalAfter(i);
        if (ph.padded()) {
          parts.add(CodeBlock.of("$T.padded($L, $S, $L, $L)", KEY_TEMPLATES, constant, ph.property(),
              locals.get(ph.property()), ph.width()));
        } else {
          parts.add(CodeBlock.of("$T.part($L, $S, $L, $L)", KEY_TEMPLATES, constant, ph.property(),
              text(model.property(ph.property()).orElseThrow(), locals.get(ph.property()), constant),
              next == null ? "null" : CodeBlock.of("$S", next)));
        }
      }
    }
    return parts.isEmpty() ? CodeBlock.of("\"\"") : CodeBlock.join(parts, " + ");
  }

  /** The canonical string form of a placeholder value (null stays null). */
  static CodeBlock text(PropertyModel p, String v, String constant) {
    if (p.mapping() instanceof TypeMapping.Converted) {
      return CodeBlock.of("$T.$L($L, $S, $L, $L)", KEY_TEMPLATES, RuntimeTypes.KEY_TEMPLATES_CONVERTED, constant,
          p.name(), converterField(p), v);
    }
    if (p.isPrimitive()) {
      return CodeBlock.of("$T.valueOf($L)", String.class, v);
    }
    if (p.mapping() instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.STRING) {
      return CodeBlock.of("$L", v);
    }
    if (p.mapping() instanceof TypeMapping.Textual t) {
      return CodeBlock.of("$L == null ? null : $L.$L", v, v, t.kind().toText());
    }
    return CodeBlock.of("$T.text($L)", KEY_TEMPLATES, v);
  }

  private TypeSpec parts(EntityModel model, KeyTemplate t, List<PropertyModel> placeholders) {
    MethodSpec.Builder ctor = MethodSpec.constructorBuilder();
    for (PropertyModel p : placeholders) {
      ctor.addParameter(TypeName.get(p.type()), p.name());
    }
    return TypeSpec.recordBuilder(partsRecord(model, t))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("The placeholder values of a decomposed $L.\n", JavadocText.code(t.column()))
        .recordConstructor(ctor.build())
        .build();
  }

  private MethodSpec parse(EntityModel model, KeyTemplate t, List<PropertyModel> placeholders, String constant) {
    ClassName parts = partsRecord(model, t);
    MethodSpec.Builder m = MethodSpec.methodBuilder(parser(t)).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(parts).addParameter(String.class, "value")
        .addJavadoc("Decomposes a stored $L value back into its placeholders.\n", JavadocText.code(t.column()));
    m.addStatement("int pos = 0");
    m.addStatement("int end");
    List<KeyTemplate.Segment> segments = t.segments();
    for (int i = 0; i < segments.size(); i++) {
      KeyTemplate.Segment s = segments.get(i);
      if (s instanceof KeyTemplate.Literal l) {
        m.addStatement("pos = $T.expect($L, value, pos, $S)", KEY_TEMPLATES, constant, l.text());
        continue;
      }
      KeyTemplate.Placeholder ph = (KeyTemplate.Placeholder) s;
      PropertyModel p = model.property(ph.property()).orElseThrow();
      KeyTemplate.Segment next = i + 1 < segments.size() ? segments.get(i + 1) : null;
      if (next instanceof KeyTemplate.Literal l) {
        m.addStatement("end = $T.$L($L, value, pos, $S)", KEY_TEMPLATES, i + 2 == segments.size() ? "trailing" : "next",
            constant, l.text());
      } else if (next == null) {
        m.addStatement("end = value.length()");
      } else {
        m.addStatement("end = pos");
      }
      m.addStatement("$T $L = $L", TypeName.get(p.type()), locals.get(p.name()), parseText(p, constant));
      if (next != null) {
        m.addStatement("pos = end");
      }
    }
    List<CodeBlock> args = new ArrayList<>();
    for (PropertyModel p : placeholders) {
      args.add(CodeBlock.of("$L", locals.get(p.name())));
    }
    return m.addStatement("return new $T($L)", parts, CodeBlock.join(args, ", ")).build();
  }

  private static CodeBlock parseText(PropertyModel p, String constant) {
    CodeBlock text = CodeBlock.of("value.substring(pos, end)");
    TypeMapping mapping = p.mapping();
    if (mapping instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.STRING) {
      return text;
    }
    if (mapping instanceof TypeMapping.Converted c) {
      return CodeBlock.of("$T.$L($L, $S, $L, $L, $L)", KEY_TEMPLATES, RuntimeTypes.KEY_TEMPLATES_UNCONVERTED, constant,
          p.name(), converterField(p), text, "N".equals(c.keyType()));
    }
    CodeBlock parser;
    if (mapping instanceof TypeMapping.Scalar s) {
      parser = switch (s.kind()) {
        case CHAR -> CodeBlock.of("t -> t.charAt(0)");
        case INT -> CodeBlock.of("$T::valueOf", Integer.class);
        case LONG -> CodeBlock.of("$T::valueOf", Long.class);
        case SHORT -> CodeBlock.of("$T::valueOf", Short.class);
        case BYTE -> CodeBlock.of("$T::valueOf", Byte.class);
        case DOUBLE -> CodeBlock.of("$T::valueOf", Double.class);
        case FLOAT -> CodeBlock.of("$T::valueOf", Float.class);
        case BIG_DECIMAL -> CodeBlock.of("$T::new", java.math.BigDecimal.class);
        case BIG_INTEGER -> CodeBlock.of("$T::new", java.math.BigInteger.class);
        case BOOLEAN -> CodeBlock.of("$T::valueOf", Boolean.class);
        default -> throw new IllegalStateException("not a placeholder type: " + s.kind());
      };
    } else if (mapping instanceof TypeMapping.EnumName en) {
      parser = CodeBlock.of("$T::valueOf", en.javaType());
    } else {
      TypeMapping.Textual t = (TypeMapping.Textual) mapping;
      parser = t.kind().parser() == null
          ? CodeBlock.of("$T::$L", RuntimeTypes.ATTRIBUTE_VALUES, RuntimeTypes.AV_PARSE_URL)
          : CodeBlock.of("$T::$L", ClassName.bestGuess(t.kind().qualifiedName()), t.kind().parser());
    }
    return CodeBlock.of("$T.parse($L, $S, $L, $L)", KEY_TEMPLATES, constant, p.name(), text, parser);
  }

  static String capitalize(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
