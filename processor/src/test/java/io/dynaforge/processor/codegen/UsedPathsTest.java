package io.dynaforge.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * {@link UsedPaths}: a constant is declared when the written code took its reference, not when a
 * reference was merely offered (a converter's read leaves the path out). The golden
 * {@code Customer_Mapper} pins the result on a whole mapper (a converted property without a constant).
 */
class UsedPathsTest {

  @Test
  void aReferenceIsNamedWhenTakenNotWhenOffered() {
    UsedPaths used = new UsedPaths();
    Supplier<com.palantir.javapoet.CodeBlock> offered = used.whenNamed("BALANCE");
    assertThat(used.isNamed("BALANCE")).isFalse();

    assertThat(used.name("NAME").toString()).isEqualTo("Paths.NAME");
    assertThat(used.isNamed("NAME")).isTrue();

    assertThat(offered.get().toString()).isEqualTo("Paths.BALANCE");
    assertThat(used.isNamed("BALANCE")).isTrue();
    assertThat(used.isNamed("OTHER")).isFalse();
  }
}
