package io.dynaforge.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
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
}
