package io.dynaforge.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import io.dynaforge.processor.model.Accessor;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * How generated mapper code reads, sets and constructs an entity's properties (through the model's
 * accessors), and the small source helpers the mapper renderers share (defaults, map capacities, case).
 */
final class PropertyAccess {

  private PropertyAccess() {}

  /** Sets one property on {@code entity}: in place, or by copying an immutable instance. */
  static CodeBlock assign(EntityModel model, PropertyModel target, CodeBlock value) {
    if (target.writer().kind() != Accessor.Kind.CONSTRUCTOR) {
      return CodeBlock.builder().addStatement(writeProperty(target, "entity", value)).build();
    }
    return copy(model, Map.of(target.name(), value));
  }

  /** Replaces {@code entity} by a copy whose constructor takes {@code values} for the named properties. */
  static CodeBlock copy(EntityModel model, Map<String, CodeBlock> values) {
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

  static CodeBlock construct(EntityModel model, Function<String, CodeBlock> argument) {
    List<CodeBlock> args = new ArrayList<>();
    for (String name : model.construction().parameters()) {
      args.add(argument.apply(name));
    }
    return CodeBlock.of("new $T($L)", model.className(), CodeBlock.join(args, ", "));
  }

  static CodeBlock readProperty(PropertyModel p, String target) {
    return p.reader().kind() == Accessor.Kind.FIELD
        ? CodeBlock.of("$L.$L", target, p.reader().name())
        : CodeBlock.of("$L.$L()", target, p.reader().name());
  }

  static CodeBlock writeProperty(PropertyModel p, String target, CodeBlock value) {
    return p.writer().kind() == Accessor.Kind.FIELD
        ? CodeBlock.of("$L.$L = $L", target, p.writer().name(), value)
        : CodeBlock.of("$L.$L($L)", target, p.writer().name(), value);
  }

  static String capitalize(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  static String decapitalize(String s) {
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

  static int capacity(int size) {
    return size < 3 ? size + 1 : (int) (size / 0.75f + 1.0f);
  }
}
