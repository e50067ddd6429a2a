package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.assertError;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Change streams at build time: a table's entities agree on its stream, and {@code @StreamHandler}
 * methods are checked against the model, each error pinned to its line (run again under ecj by
 * {@code EclipseCompilerTest}).
 */
class StreamHandlerDiagnosticsTest {

  static final JavaFileObject ORDER = source("Order", """
      @Table(value = "shop", stream = StreamView.NEW_AND_OLD_IMAGES)
      @PartitionKeyTemplate("CUSTOMER#{customerId}")
      @SortKeyTemplate("ORDER#{orderId}")
      public class Order {
        @Derived public String customerId;
        @Derived public Long orderId;
        public String status;
      }
      """);

  static final JavaFileObject ORDER_LINE = source("OrderLine", """
      @Table("shop")
      @PartitionKeyTemplate("CUSTOMER#{customerId}")
      @SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
      public class OrderLine {
        @Derived public String customerId;
        @Derived public Long orderId;
        @Derived public Integer line;
        public String sku;
      }
      """);

  static final JavaFileObject VENUE = source("Venue", """
      @Table(value = "venues", stream = StreamView.NEW_IMAGE)
      public class Venue {
        @PartitionKey public String id;
      }
      """);

  private static JavaFileObject handler(String body) {
    return source("ShopEvents", "import io.dynaforge.stream.*;\n" + body);
  }

  @Test
  void aHandlerOfTheTablesKindsCompilesAndGetsADispatcher() {
    Compilation c = compile(ORDER, ORDER_LINE, handler("""
        @StreamHandler(table = "shop")
        public class ShopEvents {
          @OnChange(ChangeType.INSERT) public void placed(ChangeEvent<Order> event) {}
          @OnChange({ChangeType.MODIFY, ChangeType.REMOVE}) public void changed(ChangeEvent<Order> event) {}
          @OnChange public void line(ChangeEvent<OrderLine> event) {}
          @OnChange public void other(ChangeEvent<UnmappedItem> event) {}
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.ShopEvents_Dispatcher").contentsAsUtf8String()
        .contains("implements ChangeDispatcher");
  }

  @Test
  void aHandlerWithoutMethodsGetsADispatcherThatIgnoresEverything() {
    Compilation c = compile(ORDER, handler("""
        @StreamHandler(table = "shop")
        public class ShopEvents {}
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.ShopEvents_Dispatcher").contentsAsUtf8String()
        .contains("Objects.requireNonNull(event, \"event\")");
  }

  @Test
  void anEntityOfAnotherTable() {
    assertError(new JavaFileObject[] {ORDER, VENUE}, handler("""
        @StreamHandler(table = "shop")
        public class ShopEvents {
          @OnChange
          public void venue(ChangeEvent<Venue> event) {}
        }
        """), "StreamHandlerWrongTable", "public void venue(", "Venue is an entity of table 'venues', not of 'shop'");
  }

  @Test
  void aTableWithoutAStream() {
    JavaFileObject plain = source("Note", """
        @Table("notes")
        public class Note {
          @PartitionKey public String id;
        }
        """);
    assertError(new JavaFileObject[] {plain}, handler("""
        @StreamHandler(table = "notes")
        public class ShopEvents {
          @OnChange(ChangeType.INSERT)
          public void added(ChangeEvent<Note> event) {}
        }
        """), "StreamHandlerWithoutStream", "public void added(", "no @Table entity of 'notes' declares a stream",
        "stream = StreamView.NEW_AND_OLD_IMAGES) on Note");
  }

  @Test
  void aKeysOnlyStreamCannotCarryAnEntity() {
    JavaFileObject keysOnly = source("Note", """
        @Table(value = "notes", stream = StreamView.KEYS_ONLY)
        public class Note {
          @PartitionKey public String id;
        }
        """);
    assertError(new JavaFileObject[] {keysOnly}, handler("""
        @StreamHandler(table = "notes")
        public class ShopEvents {
          @OnChange public void keys(ChangeEvent<UnmappedItem> event) {}
          @OnChange
          public void note(ChangeEvent<Note> event) {}
        }
        """), "StreamViewWithoutImages", "public void note(", "the stream of table 'notes' is KEYS_ONLY");
  }

  @Test
  void twoMethodsForOneKindAndChangeType() {
    assertError(new JavaFileObject[] {ORDER, ORDER_LINE}, handler("""
        @StreamHandler(table = "shop")
        public class ShopEvents {
          @OnChange public void any(ChangeEvent<Order> event) {}
          @OnChange(ChangeType.INSERT) public void line(ChangeEvent<OrderLine> event) {}
          @OnChange(ChangeType.REMOVE)
          public void removed(ChangeEvent<Order> event) {}
        }
        """), "DuplicateChangeHandler", "public void removed(", "handles REMOVE changes of Order, which"
        + " any(ChangeEvent<Order>) already handles");
  }

  @Test
  void aMethodThatIsNoHandlerMethod() {
    assertError(new JavaFileObject[] {ORDER}, handler("""
        @StreamHandler(table = "shop")
        public class ShopEvents {
          @OnChange
          public void raw(Order order) {}
        }
        """), "InvalidChangeHandler", "public void raw(", "takes com.acme.Order, not a ChangeEvent<E>");
  }

  @Test
  void entitiesOfOneTableDeclaringDifferentStreams() {
    JavaFileObject line = source("OrderLine", """
        @PartitionKeyTemplate("CUSTOMER#{customerId}")
        @Table(value = "shop", stream = StreamView.NEW_IMAGE)
        @SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
        public class OrderLine {
          @Derived public String customerId;
          @Derived public Long orderId;
          @Derived public Integer line;
        }
        """);
    assertError(new JavaFileObject[] {ORDER}, line, "StreamViewConflict", "@Table(value = \"shop\", stream",
        "OrderLine declares stream = NEW_IMAGE, but Order, in the same table 'shop', declares stream ="
            + " NEW_AND_OLD_IMAGES");
  }
}
