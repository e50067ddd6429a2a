package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.EclipseCompilations;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The errors the step loop itself prints on a type (an unexpected exception, a type still deferred
 * at the last round) land where the IDE can underline them under the Eclipse compiler too, which
 * places nothing on a record type: on the record's header line, through its canonical constructor.
 */
class EclipseTypeErrorsTest {

  private static final JavaFileObject RECORD = Sources.source("Badge", """
      @Table("arena")
      public record Badge(
          @PartitionKey String pk,
          String label) {}
      """);

  private static long lineOf(JavaFileObject file, String text) {
    try {
      List<String> lines = file.getCharContent(true).toString().lines().toList();
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).contains(text)) {
          return i + 1;
        }
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    throw new AssertionError(text + " is not in " + file.getName());
  }

  @Test
  void anInternalErrorOnARecordHasAPositionUnderEcj() {
    DynaforgeProcessor failing = new DynaforgeProcessor(type -> {
      throw new IllegalStateException("boom");
    });
    Compilation c = EclipseCompilations.compile(List.of(failing), Compilers.ECJ_OPTIONS, RECORD);
    List<Diagnostic<? extends JavaFileObject>> errors = c.errors().stream()
        .filter(d -> d.getMessage(Locale.ROOT).contains("[Dynaforge/InternalError]"))
        .toList();
    assertThat(errors).hasSize(1);
    assertThat(errors.get(0).getSource()).as("the file of the error").isNotNull();
    assertThat(errors.get(0).getLineNumber()).as("the record's header line").isEqualTo(lineOf(RECORD, "public record Badge("));
    assertThat(errors.get(0).getMessage(Locale.ROOT)).contains("com.acme.Badge", "boom");
  }
}
