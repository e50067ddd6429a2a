package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH_OF;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.mapping.MapperPlan;
import javax.lang.model.element.Modifier;

/**
 * Renders a mapper's {@code Paths} holder: the planned {@code AttributePath} constants and routing
 * patterns the written code names ({@link UsedPaths}).
 */
final class MapperPaths {

  private MapperPaths() {}

  private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");

  /**
   * The planned {@code Paths} constants the written code names: property paths, then the routing
   * patterns of flattened members.
   */
  static void addPathConstants(MapperPlan plan, UsedPaths used, TypeSpec.Builder type) {
    for (MapperPlan.PathConstant c : plan.paths()) {
      if (!used.isNamed(c.name())) {
        continue;
      }
      type.addField(FieldSpec.builder(ATTRIBUTE_PATH, c.name(), Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.$L($S, $S, $S)", ATTRIBUTE_PATH, ATTRIBUTE_PATH_OF, c.entity(), c.property(), c.attribute())
          .build());
    }
    for (MapperPlan.RoutePattern r : plan.routes()) {
      if (!used.isNamed(r.constant())) {
        continue;
      }
      type.addField(FieldSpec.builder(PATTERN, r.constant(), Modifier.STATIC, Modifier.FINAL)
          .initializer("$T.compile($S)", PATTERN, r.regex()).build());
    }
  }
}
