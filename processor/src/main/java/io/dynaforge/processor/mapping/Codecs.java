package io.dynaforge.processor.mapping;

import com.palantir.javapoet.ClassName;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.model.TypeMapping.ScalarKind;
import io.dynaforge.processor.util.ConstantNames;

/**
 * Which runtime codec carries a {@link TypeMapping}: a shared {@code ScalarCodec} constant, a nested
 * type's mapper, or an {@code ItemValues} one-call accessor (with its element codec). Pure decisions
 * over the model; the writers render them.
 */
public final class Codecs {

  private Codecs() {}

  /** A shared writer and reader of a collection element (or of a nested value). */
  public sealed interface ElementCodec {}

  /** {@code ScalarCodec.<constant>}. */
  public record SharedScalar(String constant) implements ElementCodec {}

  /** {@code <Mapper>.INSTANCE}. */
  public record NestedMapper(ClassName mapper) implements ElementCodec {}

  /**
   * One {@code ItemValues.<method>(item, ...)} call: {@code codec} is its element codec (or null),
   * {@code enumClass} whether it takes the enum's class.
   */
  public record ItemCall(String method, ElementCodec codec, boolean enumClass) {}

  /** The shared codec of an element, or {@code null} when the element needs a lambda. */
  public static ElementCodec codec(TypeMapping element) {
    if (element instanceof TypeMapping.Nested n) {
      return new NestedMapper(n.mapper());
    }
    String type = accessorType(element);
    return type == null ? null : new SharedScalar(ConstantNames.of(type));
  }

  /**
   * The type word of the shared accessors of a scalar or common textual mapping: {@code Integer} in
   * {@code ItemValues.putInteger/getInteger} and {@code ScalarCodec.INTEGER}; {@code null} for a
   * type without them (characters, bytes, other textual types).
   */
  public static String accessorType(TypeMapping mapping) {
    if (mapping instanceof TypeMapping.Scalar s) {
      return switch (s.kind()) {
        case STRING -> "String";
        case INT -> "Integer";
        case LONG -> "Long";
        case SHORT -> "Short";
        case BYTE -> "Byte";
        case DOUBLE -> "Double";
        case FLOAT -> "Float";
        case BIG_DECIMAL -> "BigDecimal";
        case BIG_INTEGER -> "BigInteger";
        case BOOLEAN -> "Boolean";
        default -> null;
      };
    }
    if (mapping instanceof TypeMapping.Textual t) {
      return switch (t.kind()) {
        case INSTANT -> "Instant";
        case LOCAL_DATE -> "LocalDate";
        case LOCAL_DATE_TIME -> "LocalDateTime";
        case OFFSET_DATE_TIME -> "OffsetDateTime";
        case ZONED_DATE_TIME -> "ZonedDateTime";
        case UUID -> "Uuid";
        default -> null;
      };
    }
    return null;
  }

  /** A list, collection or set (not an array). */
  public static boolean collection(TypeMapping.ListOf list) {
    return list.container() == TypeMapping.ContainerKind.LIST || list.container() == TypeMapping.ContainerKind.COLLECTION
        || list.container() == TypeMapping.ContainerKind.SET;
  }

  public static boolean isString(TypeMapping mapping) {
    return mapping instanceof TypeMapping.Scalar s && s.kind() == ScalarKind.STRING;
  }

  /**
   * The {@code ItemValues.put<Kind>} call that writes a nullable value of this mapping (null is left
   * out), or {@code null} when the mapping has none (sets, characters, bytes, converters, collections
   * whose elements need a lambda): those keep their explicit null check.
   */
  public static ItemCall itemWriter(TypeMapping mapping) {
    String method = null;
    ElementCodec writer = null;
    if (mapping instanceof TypeMapping.Scalar) {
      String type = accessorType(mapping);
      method = type == null ? null : "put" + type;
    } else if (mapping instanceof TypeMapping.Textual t) {
      method = t.kind().toText().equals("toString()") ? "putText" : null;
    } else if (mapping instanceof TypeMapping.EnumName) {
      method = "putEnum";
    } else if (mapping instanceof TypeMapping.EpochSeconds e) {
      method = e.javaType().toString().equals("java.time.Instant") ? "putEpochSeconds" : null;
    } else if (mapping instanceof TypeMapping.ListOf list && collection(list)) {
      if (isString(list.element())) {
        method = "putStringList";
      } else if ((writer = codec(list.element())) != null) {
        method = "putList";
      }
    } else if (mapping instanceof TypeMapping.MapOf map) {
      if (isString(map.value())) {
        method = "putStringMap";
      } else if ((writer = codec(map.value())) != null) {
        method = "putMap";
      }
    } else if (mapping instanceof TypeMapping.Nested) {
      writer = codec(mapping);
      method = "putValue";
    }
    return method == null ? null : new ItemCall(method, writer, false);
  }

  /**
   * The {@code ItemValues.get<Kind>} call that reads a nullable property of this mapping (absent
   * reads as {@code null}), or {@code null} when the mapping has no such one-call reader.
   */
  public static ItemCall itemReader(TypeMapping mapping) {
    String type = accessorType(mapping);
    if (type != null) {
      return new ItemCall("get" + type, null, false);
    }
    if (mapping instanceof TypeMapping.EnumName) {
      return new ItemCall("getEnum", null, true);
    }
    if (mapping instanceof TypeMapping.EpochSeconds e && e.javaType().toString().equals("java.time.Instant")) {
      return new ItemCall("getEpochSeconds", null, false);
    }
    if (mapping instanceof TypeMapping.ListOf list && isString(list.element())
        && (list.container() == TypeMapping.ContainerKind.LIST || list.container() == TypeMapping.ContainerKind.COLLECTION)) {
      return new ItemCall("getStringList", null, false);
    }
    if (mapping instanceof TypeMapping.MapOf map && isString(map.value())) {
      return new ItemCall("getStringMap", null, false);
    }
    if (mapping instanceof TypeMapping.ListOf list && codec(list.element()) != null
        && (list.container() == TypeMapping.ContainerKind.LIST || list.container() == TypeMapping.ContainerKind.COLLECTION)) {
      return new ItemCall("getList", codec(list.element()), false);
    }
    if (mapping instanceof TypeMapping.MapOf map && codec(map.value()) != null) {
      return new ItemCall("getMap", codec(map.value()), false);
    }
    if (mapping instanceof TypeMapping.Nested) {
      return new ItemCall("getValue", codec(mapping), false);
    }
    return null;
  }

  /** True when the mapping reads a missing attribute itself (sets read back empty). */
  public static boolean readsMissing(TypeMapping mapping) {
    return mapping instanceof TypeMapping.NativeSet;
  }
}
