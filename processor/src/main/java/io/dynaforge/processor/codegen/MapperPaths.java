package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH_OF;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.mapping.MapperPlan;
import java.util.regex.Pattern;
import javax.lang.model.element.Modifier;

/**
 * Renders a mapper's {@code Paths} holder: the planned {@code AttributePath} constants and routing
 * patterns, kept only where the written code names them.
 */
final class MapperPaths {

  private MapperPaths() {}

  private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");

  /**
   * The {@code Paths} holder with only the constants the mapper's code names (a property read through
   * a converter names none): an unread constant of a private class is a warning under ecj.
   */
  static void addUsedPaths(TypeSpec.Builder type, TypeSpec paths) {
    String code = type.build().toString();
    TypeSpec.Builder used = TypeSpec.classBuilder(paths.name()).addModifiers(paths.modifiers().toArray(Modifier[]::new));
    for (FieldSpec f : paths.fieldSpecs()) {
      if (Pattern.compile("\\bPaths\\." + f.name() + "\\b").matcher(code).find()) {
        used.addField(f);
      }
    }
    TypeSpec holder = used.build();
    if (!holder.fieldSpecs().isEmpty()) {
      type.addType(holder);
    }
  }

  /** The planned {@code Paths} constants: property paths, then the routing patterns of flattened members. */
  static void addPathConstants(MapperPlan plan, TypeSpec.Builder type) {
    for (MapperPlan.PathConstant c : plan.paths()) {
      type.addField(FieldSpec.builder(ATTRIBUTE_PATH, c.name(), Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.$L($S, $S, $S)", ATTRIBUTE_PATH, ATTRIBUTE_PATH_OF, c.entity(), c.property(), c.attribute())
          .build());
    }
    for (MapperPlan.RoutePattern r : plan.routes()) {
      type.addField(FieldSpec.builder(PATTERN, r.constant(), Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.compile($S)", PATTERN, r.regex()).build());
    }
  }
}
