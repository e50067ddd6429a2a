package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Table(stream)} in what the processor writes: the mapper's metadata, the CloudFormation
 * template (one stream per table, {@code NONE} on one kind and a view on another giving the table the
 * view), and the golden file of one generated {@code <Handler>_Dispatcher} (rewritten with
 * {@code -Ddynaforge.updateGolden=true}, like {@code GoldenFilesTest}'s).
 */
class StreamTableTest {

  private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "ShopEvents_Dispatcher.java");

  static final JavaFileObject HANDLER = source("ShopEvents", """
      import io.dynaforge.stream.*;
      /** What the shop does when its orders change. */
      @StreamHandler(table = "shop")
      public class ShopEvents {
        @OnChange(ChangeType.INSERT) public void placed(ChangeEvent<Order> event) {}
        @OnChange({ChangeType.MODIFY, ChangeType.REMOVE}) public void changed(ChangeEvent<Order> event) {}
        @OnChange public void line(ChangeEvent<OrderLine> event) {}
        @OnChange(ChangeType.REMOVE) public void unknownRemoved(ChangeEvent<UnmappedItem> event) {}
      }
      """);

  @Test
  void theTableOfAKindDeclaringAStreamHasItInTheTemplateAndTheMapper() throws IOException {
    Compilation c = compile(StreamHandlerDiagnosticsTest.ORDER, StreamHandlerDiagnosticsTest.ORDER_LINE,
        StreamHandlerDiagnosticsTest.VENUE, source("Note", """
            @Table("notes")
            public class Note {
              @PartitionKey public String id;
            }
            """));
    assertThat(c).succeededWithoutWarnings();
    String template = CloudFormationTemplateTest.template(c).orElseThrow().replaceAll("\\s+", "");
    assertThat(template).contains("\"StreamSpecification\":{\"StreamViewType\":\"NEW_AND_OLD_IMAGES\"}")
        .contains("\"StreamSpecification\":{\"StreamViewType\":\"NEW_IMAGE\"}");
    assertThat(template.split("StreamSpecification", -1)).as("shop and venues, not notes").hasSize(3);
    assertThat(c).generatedSourceFile("com.acme.Order_Mapper").contentsAsUtf8String()
        .contains("StreamView.NEW_AND_OLD_IMAGES)");
    assertThat(c).generatedSourceFile("com.acme.OrderLine_Mapper").contentsAsUtf8String()
        .doesNotContain("StreamView");
  }

  @Test
  void theDispatcherMatchesItsGoldenFile() throws IOException {
    Compilation c = compile(StreamHandlerDiagnosticsTest.ORDER, StreamHandlerDiagnosticsTest.ORDER_LINE, HANDLER);
    assertThat(c).succeededWithoutWarnings();
    if (Boolean.getBoolean("dynaforge.updateGolden")) {
      Files.writeString(GOLDEN, c.generatedSourceFile("com.acme.ShopEvents_Dispatcher").orElseThrow()
          .getCharContent(true));
    }
    assertThat(c).generatedSourceFile("com.acme.ShopEvents_Dispatcher").contentsAsUtf8String()
        .isEqualTo(Files.readString(GOLDEN));
  }

  @Test
  void theDispatcherIsTheSameWhenCompiledTwice() throws IOException {
    String first = compile(StreamHandlerDiagnosticsTest.ORDER, StreamHandlerDiagnosticsTest.ORDER_LINE, HANDLER)
        .generatedSourceFile("com.acme.ShopEvents_Dispatcher").orElseThrow().getCharContent(true).toString();
    String second = compile(HANDLER, StreamHandlerDiagnosticsTest.ORDER_LINE, StreamHandlerDiagnosticsTest.ORDER)
        .generatedSourceFile("com.acme.ShopEvents_Dispatcher").orElseThrow().getCharContent(true).toString();
    assertThat(second).isEqualTo(first);
  }
}
