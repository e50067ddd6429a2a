package io.dynaforge.processor.codegen;


import static io.dynaforge.processor.codegen.RuntimeTypes.ARRAYS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_B;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_BOOL;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_BS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_EPOCH_SECONDS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_L;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_M;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_N;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_NS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_PARSE_URL;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_B;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_BIG_DECIMAL;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_BIG_INTEGER;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_BOOL;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_BS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_BYTE;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_BYTES;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_BYTE_BUFFER;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_CHAR;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_DOUBLE;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_DOUBLE_ARRAY;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_ENUM;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_EPOCH_SECONDS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_FLOAT;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_INSTANT;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_INT;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_INT_ARRAY;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_L;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_LOCAL_DATE;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_LOCAL_DATE_TIME;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_LONG;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_LONG_ARRAY;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_M;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_NS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_OFFSET_DATE_TIME;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_PARSED;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_S;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_SHORT;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_SS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_STRING_LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_STRING_MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_UUID;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_READ_ZONED_DATE_TIME;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_S;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_SS;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_STRING_LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.AV_STRING_MAP;
import static io.dynaforge.processor.codegen.RuntimeTypes.CONVERTER_FROM_ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.CONVERTER_TO_ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM_MAPPER_FROM_ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM_MAPPER_TO_ATTRIBUTE_VALUE;
import static io.dynaforge.processor.codegen.RuntimeTypes.SDK_BYTES_AS_BYTE_ARRAY;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_VALUES;
import static io.dynaforge.processor.codegen.RuntimeTypes.ITEM_VALUES;
import static io.dynaforge.processor.codegen.RuntimeTypes.SCALAR_CODEC;
import static io.dynaforge.processor.codegen.RuntimeTypes.LINKED_HASH_SET;
import static io.dynaforge.processor.codegen.RuntimeTypes.SDK_BYTES;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeName;
import io.dynaforge.processor.codegen.RuntimeTypes.RuntimeMember;
import io.dynaforge.processor.mapping.Codecs;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.model.TypeMapping.ScalarKind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Modifier;

/**
 * Writes the conversion expressions for one {@link TypeMapping}: Java value to {@code
 * AttributeValue} and back. Nested collections become nested, non-capturing lambdas.
 */
final class ConversionCode {

  /** One static field per converter class the generated type uses, in first-use order. */
  private final Map<ClassName, String> converterFields = new LinkedHashMap<>();
  /**
   * The names the generated type's methods declare (its locals, parameters and the user's property
   * names): lambda parameters and converter fields are chosen around them, so they never collide.
   */
  private final Set<String> reserved;

  /** The converter constants a plan allocated; others are named on first use. */
  private final Map<ClassName, String> plannedConverters;

  ConversionCode(Set<String> reserved) {
    this(reserved, Map.of());
  }

  /** For a mapper: the reserved names and the converter constants of its plan. */
  ConversionCode(Set<String> reserved, Map<ClassName, String> plannedConverters) {
    this.reserved = Set.copyOf(reserved);
    this.plannedConverters = plannedConverters;
  }

  /** {@code base}, or {@code base_}, {@code base__}, ... when a generated method already declares it. */
  private String name(String base) {
    String name = base;
    while (reserved.contains(name)) {
      name = name + "_";
    }
    return name;
  }

  private String converterField(ClassName converter) {
    return converterFields.computeIfAbsent(converter, k -> plannedConverters.containsKey(k) ? plannedConverters.get(k)
        : name("CONVERTER_" + String.join("_", k.simpleNames()).toUpperCase(Locale.ROOT)));
  }

  /** Adds the converter fields the written expressions refer to; call after writing the methods. */
  void addConverterFields(TypeSpec.Builder type) {
    converterFields.forEach((converter, field) -> type.addField(
        FieldSpec.builder(converter, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .initializer("new $T()", converter).build()));
  }

  /**
   * A shared writer and reader of a collection element, or {@code null} when the element needs a
   * lambda: a {@code ScalarCodec} constant for the common scalar types, the mapper of a nested type.
   */
  static CodeBlock codec(TypeMapping element) {
    return render(Codecs.codec(element));
  }

  /** {@code ScalarCodec.X} or {@code Mapper.INSTANCE}; {@code null} for none. */
  static CodeBlock render(Codecs.ElementCodec codec) {
    if (codec instanceof Codecs.NestedMapper n) {
      return CodeBlock.of("$T.INSTANCE", n.mapper());
    }
    return codec instanceof Codecs.SharedScalar s
        ? CodeBlock.of("$T.$L", SCALAR_CODEC, RuntimeTypes.scalarCodec(s.constant())) : null;
  }

  private static boolean collection(TypeMapping.ListOf list) {
    return Codecs.collection(list);
  }

  /**
   * One {@code ItemValues.put<Kind>(item, "attribute", value...)} statement that writes a nullable
   * value of this mapping (null is left out), or {@code null} when the mapping has none.
   */
  static CodeBlock itemWrite(TypeMapping mapping, String attribute, CodeBlock value) {
    Codecs.ItemCall call = Codecs.itemWriter(mapping);
    return call == null ? null : itemWrite(call, attribute, value);
  }

  /** Renders a planned {@code ItemValues.put<Kind>(item, "attribute", value...)}. */
  static CodeBlock itemWrite(Codecs.ItemCall call, String attribute, CodeBlock value) {
    RuntimeMember method = RuntimeTypes.itemValuesAccessor(call.method());
    return call.codec() == null ? CodeBlock.of("$T.$L(item, $S, $L)", ITEM_VALUES, method, attribute, value)
        : CodeBlock.of("$T.$L(item, $S, $L, $L)", ITEM_VALUES, method, attribute, value, render(call.codec()));
  }

  /**
   * {@code ItemValues.get<Kind>(item, path)} for a nullable property of this mapping (absent reads as
   * {@code null}), or {@code null} when the mapping has no such one-call reader.
   */
  static CodeBlock itemRead(TypeMapping mapping, CodeBlock path) {
    Codecs.ItemCall call = Codecs.itemReader(mapping);
    return call == null ? null : itemRead(call, mapping, path);
  }

  /** Renders a planned {@code ItemValues.get<Kind>(item, path...)}. */
  static CodeBlock itemRead(Codecs.ItemCall call, TypeMapping mapping, CodeBlock path) {
    RuntimeMember method = RuntimeTypes.itemValuesAccessor(call.method());
    if (call.enumClass()) {
      return CodeBlock.of("$T.$L(item, $L, $T.class)", ITEM_VALUES, method, path, mapping.javaType());
    }
    return call.codec() == null ? CodeBlock.of("$T.$L(item, $L)", ITEM_VALUES, method, path)
        : CodeBlock.of("$T.$L(item, $L, $L)", ITEM_VALUES, method, path, render(call.codec()));
  }

  /**
   * {@code AttributeValues.n(v)} through the overload of the primitive {@code as}: a box is cast (an
   * unboxing cast, so {@code n(Number)} is not chosen), a primitive is not (it already selects that
   * overload, by identity or widening; the cast would be a {@code -Xlint:cast} warning under javac
   * and an "unnecessary cast" under ecj).
   */
  private static CodeBlock numeric(TypeName javaType, TypeName as, CodeBlock v) {
    return javaType.isPrimitive() ? CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_N, v)
        : CodeBlock.of("$T.$L(($T) $L)", ATTRIBUTE_VALUES, AV_N, as, v);
  }

  /** {@code Type.method(value)} or {@code field.method(value)}: a write that is one call taking the value. */
  private static final Pattern ONE_CALL =
      Pattern.compile("((?:[A-Za-z_$][\\w$]*\\.)*[A-Za-z_$][\\w$]*)\\.([A-Za-z_$][\\w$]*)\\(([A-Za-z_$][\\w$]*)\\)");

  /**
   * A {@code ValueWriter} of non-null values of the mapping that writes exactly what {@link #write}
   * writes: the shared {@link #codec} where there is one, a method reference where the write is one
   * call taking the value ({@code AttributeValues::b}, {@code CONVERTER_MONEY::toAttributeValue}),
   * else {@code parameter -> <write>}. Its parameter is boxed where the property is a primitive, so
   * the write selects the overload it selects for a box.
   */
  CodeBlock writer(TypeMapping mapping, String parameter) {
    CodeBlock shared = codec(mapping);
    if (shared != null) {
      return shared;
    }
    CodeBlock body = write(boxed(mapping), CodeBlock.of("$L", parameter));
    Matcher call = ONE_CALL.matcher(body.toString());
    if (call.matches() && call.group(3).equals(parameter)) {
      String target = call.group(1);
      return target.contains(".") ? CodeBlock.of("$T::$L", ClassName.bestGuess(target), call.group(2))
          : CodeBlock.of("$L::$L", target, call.group(2));
    }
    return CodeBlock.of("$L -> $L", parameter, body);
  }

  /** The mapping of a primitive's box (a number or a boolean as its wrapper); others as they are. */
  private static TypeMapping boxed(TypeMapping mapping) {
    if (!mapping.javaType().isPrimitive()) {
      return mapping;
    }
    if (mapping instanceof TypeMapping.Scalar s) {
      return new TypeMapping.Scalar(s.kind(), s.javaType().box());
    }
    if (mapping instanceof TypeMapping.EpochSeconds e) {
      return new TypeMapping.EpochSeconds(e.javaType().box());
    }
    return mapping;
  }

  /** An expression of type AttributeValue for a non-null value. */
  CodeBlock write(TypeMapping mapping, CodeBlock value) {
    return write(mapping, value, 0);
  }

  /**
   * {@link #write} for a value of the Java type {@code valueType}, such as a repository method's
   * parameter: an {@code int} argument for an {@code Integer} property is written as the primitive it
   * is ({@code AttributeValues.n(rank)}), without the unboxing cast a box needs ({@code n((int) rank)}
   * is a redundant cast under {@code -Xlint:all}, an unnecessary one under ecj).
   */
  CodeBlock write(TypeMapping mapping, TypeName valueType, CodeBlock value) {
    if (valueType.isPrimitive() && mapping instanceof TypeMapping.Scalar s && s.javaType().isBoxedPrimitive()
        && s.javaType().unbox().equals(valueType)) {
      return write(new TypeMapping.Scalar(s.kind(), valueType), value, 0);
    }
    return write(mapping, value, 0);
  }

  private CodeBlock write(TypeMapping mapping, CodeBlock v, int depth) {
    if (mapping instanceof TypeMapping.Scalar s) {
      return switch (s.kind()) {
        case STRING -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_S, v);
        case CHAR -> CodeBlock.of("$T.$L($T.valueOf($L))", ATTRIBUTE_VALUES, AV_S, String.class, v);
        case INT, SHORT, BYTE -> numeric(s.javaType(), TypeName.INT, v);
        case LONG -> numeric(s.javaType(), TypeName.LONG, v);
        case DOUBLE -> numeric(s.javaType(), TypeName.DOUBLE, v);
        case FLOAT -> numeric(s.javaType(), TypeName.FLOAT, v);
        case BIG_DECIMAL, BIG_INTEGER -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_N, v);
        case BOOLEAN -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_BOOL, v);
        case BYTES, SDK_BYTES, BYTE_BUFFER -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_B, v);
      };
    }
    if (mapping instanceof TypeMapping.Textual t) {
      return CodeBlock.of("$T.$L($L.$L)", ATTRIBUTE_VALUES, AV_S, v, t.kind().toText());
    }
    if (mapping instanceof TypeMapping.EnumName) {
      return CodeBlock.of("$T.$L($L.name())", ATTRIBUTE_VALUES, AV_S, v);
    }
    if (mapping instanceof TypeMapping.EpochSeconds e) {
      return e.javaType().toString().equals("java.time.Instant")
          ? CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_EPOCH_SECONDS, v)
          : numeric(e.javaType(), TypeName.LONG, v);
    }
    if (mapping instanceof TypeMapping.NativeSet set) {
      return switch (set.dynamoType()) {
        case "SS" -> {
          String e = name("e" + depth);
          yield CodeBlock.of("$T.$L($L, $L -> $L)", ATTRIBUTE_VALUES, AV_SS, v, e, text(set.element(), CodeBlock.of(e)));
        }
        case "NS" -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_NS, v);
        default -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_BS, v);
      };
    }
    if (mapping instanceof TypeMapping.ListOf list) {
      if (isString(list.element())) {
        // no lambda at the call site: each one spins a hidden class at first use (0.3-0.6 ms cold)
        return list.container() == TypeMapping.ContainerKind.OBJECT_ARRAY
            ? CodeBlock.of("$T.$L($T.asList($L))", ATTRIBUTE_VALUES, AV_STRING_LIST, ARRAYS, v)
            : CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_STRING_LIST, v);
      }
      CodeBlock shared = codec(list.element());
      if (shared != null && collection(list)) {
        return CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_L, v, shared);
      }
      String e = name("e" + depth);
      CodeBlock element = write(list.element(), CodeBlock.of(e), depth + 1);
      return switch (list.container()) {
        case LIST, COLLECTION, SET -> CodeBlock.of("$T.$L($L, $L -> $L)", ATTRIBUTE_VALUES, AV_L, v, e, element);
        case OBJECT_ARRAY -> CodeBlock.of("$T.$L($T.asList($L), $L -> $L)", ATTRIBUTE_VALUES, AV_L, ARRAYS, v, e, element);
        case INT_ARRAY, LONG_ARRAY, DOUBLE_ARRAY -> CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_L, v);
      };
    }
    if (mapping instanceof TypeMapping.MapOf map) {
      if (isString(map.value())) {
        return CodeBlock.of("$T.$L($L)", ATTRIBUTE_VALUES, AV_STRING_MAP, v);
      }
      CodeBlock shared = codec(map.value());
      if (shared != null) {
        return CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_M, v, shared);
      }
      String e = name("e" + depth);
      return CodeBlock.of("$T.$L($L, $L -> $L)", ATTRIBUTE_VALUES, AV_M, v, e, write(map.value(), CodeBlock.of(e), depth + 1));
    }
    if (mapping instanceof TypeMapping.Nested n) {
      return CodeBlock.of("$T.INSTANCE.$L($L)", n.mapper(), ITEM_MAPPER_TO_ATTRIBUTE_VALUE, v);
    }
    if (mapping instanceof TypeMapping.Converted c) {
      return CodeBlock.of("$L.$L($L)", converterField(c.converter()), CONVERTER_TO_ATTRIBUTE_VALUE, v);
    }
    throw new IllegalStateException("cannot write " + mapping);
  }

  /** The string form of a string-set element. */
  private CodeBlock text(TypeMapping element, CodeBlock v) {
    if (element instanceof TypeMapping.Scalar s) {
      return s.kind() == ScalarKind.CHAR ? CodeBlock.of("$T.valueOf($L)", String.class, v) : v;
    }
    if (element instanceof TypeMapping.EnumName) {
      return CodeBlock.of("$L.name()", v);
    }
    if (element instanceof TypeMapping.Textual t) {
      return CodeBlock.of("$L.$L", v, t.kind().toText());
    }
    throw new IllegalStateException("not a string-set element: " + element);
  }

  /** A function from the stored string back to a string-set element. */
  private CodeBlock parseText(TypeMapping element) {
    if (element instanceof TypeMapping.Scalar s) {
      String t = name("s");
      return s.kind() == ScalarKind.CHAR ? CodeBlock.of("$L -> $L.charAt(0)", t, t) : CodeBlock.of("$L -> $L", t, t);
    }
    if (element instanceof TypeMapping.EnumName en) {
      return CodeBlock.of("$T::valueOf", en.javaType());
    }
    if (element instanceof TypeMapping.Textual t) {
      return t.kind().parser() == null
          ? CodeBlock.of("$T::$L", ATTRIBUTE_VALUES, AV_PARSE_URL)
          : CodeBlock.of("$T::$L", ClassName.bestGuess(t.kind().qualifiedName()), t.kind().parser());
    }
    throw new IllegalStateException("not a string-set element: " + element);
  }

  private CodeBlock parseNumber(TypeMapping element) {
    ScalarKind kind = ((TypeMapping.Scalar) element).kind();
    return switch (kind) {
      case INT -> CodeBlock.of("$T::valueOf", Integer.class);
      case LONG -> CodeBlock.of("$T::valueOf", Long.class);
      case SHORT -> CodeBlock.of("$T::valueOf", Short.class);
      case BYTE -> CodeBlock.of("$T::valueOf", Byte.class);
      case DOUBLE -> CodeBlock.of("$T::valueOf", Double.class);
      case FLOAT -> CodeBlock.of("$T::valueOf", Float.class);
      case BIG_DECIMAL -> CodeBlock.of("$T::new", BigDecimal.class);
      case BIG_INTEGER -> CodeBlock.of("$T::new", BigInteger.class);
      default -> throw new IllegalStateException("not a number: " + kind);
    };
  }

  private static boolean isString(TypeMapping mapping) {
    return Codecs.isString(mapping);
  }

  /** The lambda-free {@code AttributeValues} reader of a textual type, or null: use readParsed. */
  private static RuntimeMember typedReader(TypeMapping.TextualKind kind) {
    return switch (kind) {
      case INSTANT -> AV_READ_INSTANT;
      case LOCAL_DATE -> AV_READ_LOCAL_DATE;
      case LOCAL_DATE_TIME -> AV_READ_LOCAL_DATE_TIME;
      case OFFSET_DATE_TIME -> AV_READ_OFFSET_DATE_TIME;
      case ZONED_DATE_TIME -> AV_READ_ZONED_DATE_TIME;
      case UUID -> AV_READ_UUID;
      default -> null;
    };
  }

  /** True when the mapping reads a missing attribute itself (sets read back empty). */
  static boolean readsMissing(TypeMapping mapping) {
    return Codecs.readsMissing(mapping);
  }

  /** An expression of the mapping's Java type, reading the attribute value {@code av}. */
  CodeBlock read(TypeMapping mapping, CodeBlock av, CodeBlock path) {
    return read(mapping, av, path, 0);
  }

  /**
   * {@link #read(TypeMapping, CodeBlock, CodeBlock)} with the path taken only when the expression names
   * it (a converter reads without one).
   */
  CodeBlock read(TypeMapping mapping, CodeBlock av, Supplier<CodeBlock> path) {
    return mapping instanceof TypeMapping.Converted c ? converted(c, av) : read(mapping, av, path.get(), 0);
  }

  private CodeBlock read(TypeMapping mapping, CodeBlock av, CodeBlock p, int depth) {
    if (mapping instanceof TypeMapping.Scalar s) {
      RuntimeMember method = switch (s.kind()) {
        case STRING -> AV_READ_S;
        case CHAR -> AV_READ_CHAR;
        case INT -> AV_READ_INT;
        case LONG -> AV_READ_LONG;
        case SHORT -> AV_READ_SHORT;
        case BYTE -> AV_READ_BYTE;
        case DOUBLE -> AV_READ_DOUBLE;
        case FLOAT -> AV_READ_FLOAT;
        case BIG_DECIMAL -> AV_READ_BIG_DECIMAL;
        case BIG_INTEGER -> AV_READ_BIG_INTEGER;
        case BOOLEAN -> AV_READ_BOOL;
        case BYTES -> AV_READ_BYTES;
        case SDK_BYTES -> AV_READ_B;
        case BYTE_BUFFER -> AV_READ_BYTE_BUFFER;
      };
      return CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, method, av, p);
    }
    if (mapping instanceof TypeMapping.Textual t) {
      RuntimeMember typed = typedReader(t.kind());
      if (typed != null) {
        return CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, typed, av, p);
      }
      return CodeBlock.of("$T.$L($L, $L, $S, $L)", ATTRIBUTE_VALUES, AV_READ_PARSED, av, p,
          ClassName.bestGuess(t.kind().qualifiedName()).simpleName(), parseText(t));
    }
    if (mapping instanceof TypeMapping.EnumName en) {
      return CodeBlock.of("$T.$L($L, $L, $T.class)", ATTRIBUTE_VALUES, AV_READ_ENUM, av, p, en.javaType());
    }
    if (mapping instanceof TypeMapping.EpochSeconds e) {
      return e.javaType().toString().equals("java.time.Instant")
          ? CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_READ_EPOCH_SECONDS, av, p)
          : CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_READ_LONG, av, p);
    }
    if (mapping instanceof TypeMapping.NativeSet set) {
      return switch (set.dynamoType()) {
        case "SS" -> CodeBlock.of("$T.$L($L, $L, $L)", ATTRIBUTE_VALUES, AV_READ_SS, av, p, parseText(set.element()));
        case "NS" -> CodeBlock.of("$T.$L($L, $L, $L)", ATTRIBUTE_VALUES, AV_READ_NS, av, p, parseNumber(set.element()));
        default -> ((TypeMapping.Scalar) set.element()).kind() == ScalarKind.BYTES
            ? CodeBlock.of("$T.$L($L, $L, $T::$L)", ATTRIBUTE_VALUES, AV_READ_BS, av, p, SDK_BYTES, SDK_BYTES_AS_BYTE_ARRAY)
            : CodeBlock.of("$T.$L($L, $L, $L -> $L)", ATTRIBUTE_VALUES, AV_READ_BS, av, p, name("b"), name("b"));
      };
    }
    if (mapping instanceof TypeMapping.ListOf list && isString(list.element())) {
      switch (list.container()) {
        case LIST, COLLECTION:
          return CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_READ_STRING_LIST, av, p);
        case SET:
          return CodeBlock.of("new $T<>($T.$L($L, $L))", LINKED_HASH_SET, ATTRIBUTE_VALUES, AV_READ_STRING_LIST, av, p);
        default:
          break; // arrays: the general path below
      }
    }
    if (mapping instanceof TypeMapping.ListOf list) {
      String v = name("v" + depth);
      String q = name("p" + depth);
      TypeName elementType = list.element().javaType().box();
      CodeBlock shared = codec(list.element());
      CodeBlock readL = shared != null
          ? CodeBlock.of("$T.$L($L, $L, $L)", ATTRIBUTE_VALUES, AV_READ_L, av, p, shared)
          : CodeBlock.of("$T.<$T>$L($L, $L, ($L, $L) -> $L)", ATTRIBUTE_VALUES, elementType, AV_READ_L, av, p, v, q,
              read(list.element(), CodeBlock.of(v), CodeBlock.of(q), depth + 1));
      return switch (list.container()) {
        case LIST, COLLECTION -> readL;
        case SET -> CodeBlock.of("new $T<$T>($L)", LINKED_HASH_SET, elementType, readL);
        case OBJECT_ARRAY -> CodeBlock.of("$L.toArray(new $T[0])", readL, ((ArrayTypeName) list.javaType()).componentType());
        case INT_ARRAY -> CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_READ_INT_ARRAY, av, p);
        case LONG_ARRAY -> CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_READ_LONG_ARRAY, av, p);
        case DOUBLE_ARRAY -> CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_READ_DOUBLE_ARRAY, av, p);
      };
    }
    if (mapping instanceof TypeMapping.MapOf map && isString(map.value())) {
      return CodeBlock.of("$T.$L($L, $L)", ATTRIBUTE_VALUES, AV_READ_STRING_MAP, av, p);
    }
    if (mapping instanceof TypeMapping.MapOf map) {
      CodeBlock shared = codec(map.value());
      if (shared != null) {
        return CodeBlock.of("$T.$L($L, $L, $L)", ATTRIBUTE_VALUES, AV_READ_M, av, p, shared);
      }
      String v = name("v" + depth);
      String q = name("p" + depth);
      return CodeBlock.of("$T.<$T>$L($L, $L, ($L, $L) -> $L)", ATTRIBUTE_VALUES, map.value().javaType().box(), AV_READ_M,
          av, p, v, q, read(map.value(), CodeBlock.of(v), CodeBlock.of(q), depth + 1));
    }
    if (mapping instanceof TypeMapping.Nested n) {
      return CodeBlock.of("$T.INSTANCE.$L($L, $L)", n.mapper(), ITEM_MAPPER_FROM_ATTRIBUTE_VALUE, av, p);
    }
    if (mapping instanceof TypeMapping.Converted c) {
      return converted(c, av);
    }
    throw new IllegalStateException("cannot read " + mapping);
  }

  private CodeBlock converted(TypeMapping.Converted c, CodeBlock av) {
    return CodeBlock.of("$L.$L($L)", converterField(c.converter()), CONVERTER_FROM_ATTRIBUTE_VALUE, av);
  }
}
