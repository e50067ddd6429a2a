package io.dynaforge.processor.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Which attribute each PartiQL {@code ?} is compared with (issue 19, point 11: PartiQL bindings). */
class PartiQlParametersTest {

  @Test
  void comparisonsOnEitherSide() {
    assertThat(PartiQlParameters.comparedAttributes(
        "SELECT * FROM \"readings\" WHERE sensor = ? AND ? <= \"takenAt\" AND points <> ?"))
        .containsExactly("sensor", "takenAt", "points");
  }

  @Test
  void betweenInAndSet() {
    assertThat(PartiQlParameters.comparedAttributes(
        "UPDATE \"t\" SET status = ? WHERE pk = ? AND sk BETWEEN ? AND ? AND kind IN [?, ?]"))
        .containsExactly("status", "pk", "sk", "sk", "kind", "kind");
  }

  @Test
  void functionArgumentsNestedPathsAndLiteralsAreNotAttributed() {
    assertThat(PartiQlParameters.comparedAttributes(
        "SELECT * FROM t WHERE begins_with(sk, ?) AND address.city = ? AND size(tags) > ? AND note = 'a = ?' AND x = ?"))
        .isEqualTo(Arrays.asList(null, null, null, "x"));
  }
}
