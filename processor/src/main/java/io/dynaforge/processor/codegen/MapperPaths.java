package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH;
import static io.dynaforge.processor.codegen.RuntimeTypes.ATTRIBUTE_PATH_OF;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import io.dynaforge.processor.mapping.MapperPlan;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Renders a mapper's {@code Paths} holder: the planned {@code AttributePath} constants and routing
 * patterns, kept only where the written code names them.
 */
final class MapperPaths {

  private MapperPaths() {}

  private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");

  /**
   * The mapper's source with only the {@code Paths} constants its code names (a property read through
   * a converter names none): an unread constant of a private class is a warning under ecj. Rendered
   * once with every constant; rendered again without the unnamed ones only when there are some.
   */
  static RenderedSource withUsedPaths(TypeSpec type, TypeSpec paths, Function<TypeSpec, JavaFile> file) {
    RenderedSource all = RenderedSource.of(file.apply(paths.fieldSpecs().isEmpty() ? type
        : type.toBuilder().addType(paths).build()));
    Set<String> named = namedAfter(all.text(), "Paths.");
    if (paths.fieldSpecs().stream().allMatch(f -> named.contains(f.name()))) {
      return all;
    }
    TypeSpec.Builder used = TypeSpec.classBuilder(paths.name()).addModifiers(paths.modifiers().toArray(Modifier[]::new));
    for (FieldSpec f : paths.fieldSpecs()) {
      if (named.contains(f.name())) {
        used.addField(f);
      }
    }
    TypeSpec holder = used.build();
    return RenderedSource.of(file.apply(holder.fieldSpecs().isEmpty() ? type : type.toBuilder().addType(holder).build()));
  }

  /**
   * The identifiers that follow {@code prefix} as a whole word in {@code code}: what a search for
   * {@code \bPaths\.NAME\b} per constant finds, in one pass over the text instead of one regex
   * (compiled and run over the whole mapper) per constant.
   */
  static Set<String> namedAfter(String code, String prefix) {
    Set<String> names = new HashSet<>();
    for (int at = code.indexOf(prefix); at >= 0; at = code.indexOf(prefix, at + 1)) {
      if (at > 0 && isWordChar(code.charAt(at - 1))) {
        continue;
      }
      int start = at + prefix.length();
      int end = start;
      while (end < code.length() && isWordChar(code.charAt(end))) {
        end++;
      }
      if (end > start) {
        names.add(code.substring(start, end));
      }
    }
    return names;
  }

  private static boolean isWordChar(char c) {
    return c == '_' || Character.isLetterOrDigit(c);
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
