package io.dynaforge.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import javax.lang.model.element.Modifier;
import org.junit.jupiter.api.Test;

/**
 * {@link MapperPaths.namedAfter}, the one pass that finds which {@code Paths} constants a mapper's
 * code names, finds what the regex per constant it replaced ({@code \bPaths\.NAME\b}) found.
 */
class MapperPathsTest {

  private static final String CODE = """
      String name = ItemValues.getString(item, Paths.NAME);
      Integer age = ItemValues.getInteger(item, Paths.AGE_);
      x = MyPaths.HIDDEN + Paths.HOME_CITY.length() + "Paths.QUOTED" + Paths.É_T;
      y = Paths.NAME_SUFFIXED; z = Paths. SPACED; w = Paths.9LIVES; v = _Paths.UNDERSCORED; end Paths.LAST""";

  @Test
  void findsWhatTheRegexPerConstantFound() {
    List<String> candidates = List.of("NAME", "AGE", "AGE_", "HIDDEN", "HOME_CITY", "HOME", "QUOTED", "É_T", "É",
        "NAME_SUFFIXED", "SPACED", "9LIVES", "UNDERSCORED", "LAST", "LAS", "MISSING");
    var named = MapperPaths.namedAfter(CODE, "Paths.");
    for (String c : candidates) {
      boolean regex = Pattern.compile("\\bPaths\\." + c + "\\b").matcher(CODE).find();
      assertThat(named.contains(c)).as(c).isEqualTo(regex);
    }
    assertThat(named).contains("NAME", "AGE_", "HOME_CITY", "QUOTED", "É_T", "LAST").doesNotContain("HIDDEN",
        "UNDERSCORED", "SPACED", "AGE", "HOME");
  }

  @Test
  void rendersOnceWhenTheCodeNamesEveryConstantAndDropsTheOthersOtherwise() {
    TypeSpec paths = TypeSpec.classBuilder("Paths").addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addField(FieldSpec.builder(String.class, "A", Modifier.STATIC, Modifier.FINAL).initializer("$S", "a").build())
        .addField(FieldSpec.builder(String.class, "B", Modifier.STATIC, Modifier.FINAL).initializer("$S", "b").build())
        .build();
    AtomicInteger renders = new AtomicInteger();
    TypeSpec both = TypeSpec.classBuilder("M").addMethod(MethodSpec.methodBuilder("m").returns(String.class)
        .addStatement("return Paths.A + Paths.B").build()).build();
    RenderedSource all = MapperPaths.withUsedPaths(both, paths, t -> {
      renders.incrementAndGet();
      return JavaFile.builder("p", t).build();
    });
    assertThat(renders).hasValue(1);
    assertThat(all.text()).contains("static final String A = \"a\"", "static final String B = \"b\"")
        .isEqualTo(all.file().toString());

    renders.set(0);
    TypeSpec onlyA = TypeSpec.classBuilder("M").addMethod(MethodSpec.methodBuilder("m").returns(String.class)
        .addStatement("return Paths.A").build()).build();
    RenderedSource used = MapperPaths.withUsedPaths(onlyA, paths, t -> {
      renders.incrementAndGet();
      return JavaFile.builder("p", t).build();
    });
    assertThat(renders).hasValue(2);
    assertThat(used.text()).contains("static final String A = \"a\"").doesNotContain("String B");

    TypeSpec none = TypeSpec.classBuilder("M").build();
    assertThat(MapperPaths.withUsedPaths(none, paths, t -> JavaFile.builder("p", t).build()).text())
        .doesNotContain("class Paths");
  }
}
