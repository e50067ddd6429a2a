package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.EclipseCompilations;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34, the schema history checked at build time: with {@code -Adynaforge.schemaHistory=<folder>}
 * the first build writes {@code <folder>/<table>.json}; a later build's model is compared with it.
 * Each diagnostic is pinned to its element's line; {@code EclipseCompilerTest} runs these again under
 * ecj.
 */
class SchemaHistoryTest {

  static final JavaFileObject CUSTOMER = source("Customer", """
      @Table("orders")
      @SortKeyTemplate("PROFILE")
      public class Customer {
        @PartitionKey public String customerId;
        public String name;
      }
      """);

  static final JavaFileObject ORDER = source("Order", """
      @Table("orders")
      @SortKeyTemplate("ORDER#{orderId}")
      public class Order {
        @PartitionKey public String customerId;
        public String orderId;
        public String status;
      }
      """);

  /** The same order with a global index over a new column: its stored items lack it. */
  static final JavaFileObject ORDER_WITH_INDEX_COLUMN = source("Order", """
      @Table("orders")
      @SortKeyTemplate("ORDER#{orderId}")
      @PartitionKeyTemplate(value = "STATUS#{status}", column = "gsi1pk")
      public class Order {
        @PartitionKey public String customerId;
        public String orderId;
        public String status;
      }
      """);

  static final JavaFileObject BY_STATUS = source("OrderByStatus", """
      @SecondaryIndex(value = "by_status", tableName = "orders")
      public record OrderByStatus(@PartitionKey String gsi1pk, @SortKey String sk, String status) {}
      """);

  /** The same order with another sort key template: its stored items would no longer be found. */
  static final JavaFileObject ORDER_WITH_NEW_SORT_KEY = source("Order", """
      @Table("orders")
      @SortKeyTemplate("ORD#{orderId}")
      public class Order {
        @PartitionKey public String customerId;
        public String orderId;
        public String status;
      }
      """);

  @TempDir
  Path folder;

  @Test
  void theFirstBuildWritesTheHistoryStableAndSorted() throws IOException {
    Compilation c = compile(List.of(), ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS);
    assertThat(c).succeededWithoutWarnings();
    String history = history("orders");
    assertThat(history).isEqualTo("""
        {
          "dynaforgeSchemaHistory": 1,
          "about": "The stored model of table 'orders' as the Dynaforge processor last accepted it. Commit this file: \
        the build compares the model with it (docs/evolution.md, Schema history).",
          "table": "orders",
          "keySchema": ["customerId S HASH", "sk S RANGE"],
          "stream": "NONE",
          "kinds": {
            "com.acme.Customer": {
              "partitionKey": {"attribute": "customerId", "type": "S"},
              "sortKey": {"attribute": "sk", "type": "S", "template": "PROFILE"}
            },
            "com.acme.Order": {
              "partitionKey": {"attribute": "customerId", "type": "S"},
              "sortKey": {"attribute": "sk", "type": "S", "template": "ORDER#{orderId}"},
              "columns": {
                "gsi1pk": {"type": "S", "template": "STATUS#{status}"}
              },
              "placeholders": {
                "gsi1pk {status}": {"type": "java.lang.String"},
                "sk {orderId}": {"type": "java.lang.String"}
              }
            }
          },
          "indexes": {
            "by_status": {
              "type": "GLOBAL",
              "keySchema": ["gsi1pk S HASH", "sk S RANGE"],
              "projection": "ALL",
              "kinds": [
                "com.acme.Order"
              ]
            }
          }
        }
        """);
    Path other = Files.createDirectories(folder.resolve("other"));
    assertThat(compile(other, List.of(), BY_STATUS, CUSTOMER, ORDER_WITH_INDEX_COLUMN)).succeededWithoutWarnings();
    assertThat(Files.readString(other.resolve("orders.json"))).as("the same bytes, whatever the order of the sources")
        .isEqualTo(history);
    assertThat(compile(List.of(), ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS)).succeededWithoutWarnings();
    assertThat(history("orders")).as("an unchanged model: the same bytes").isEqualTo(history);
  }

  @Test
  void aNewIndexColumnOfAnExistingKindIsBackfillNeededOnItsTemplate() throws IOException {
    assertThat(compile(List.of(), ORDER, CUSTOMER)).succeededWithoutWarnings();
    Compilation c = compile(List.of(), ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/BackfillNeeded] com.acme.Order, stored in table 'orders', now"
        + " derives the new column 'gsi1pk' ('STATUS#{status}'): the items it already stored lack it, so the index"
        + " 'by_status' leaves them out. Once the change is deployed, rewrite them with"
        + " Backfill.builder(operations, com.acme.Order.class).run()")
        .inFile(ORDER_WITH_INDEX_COLUMN)
        .onLineContaining("@PartitionKeyTemplate(value = \"STATUS#{status}\", column = \"gsi1pk\")");
    assertThat(history("orders")).as("the change is recorded")
        .contains("\"gsi1pk\": {\"type\": \"S\", \"template\": \"STATUS#{status}\"}")
        .contains("""
                  "kinds": [
                    "com.acme.Order"
                  ]
            """);
    // reported once: the history now has the column
    assertThat(compile(List.of(), ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS)).succeededWithoutWarnings();
  }

  @Test
  void aChangedIndexColumnIsBackfillNeededNamingItsOldAndNewTemplate() throws IOException {
    assertThat(compile(List.of(), ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS)).succeededWithoutWarnings();
    JavaFileObject sparse = source("Order", """
        @Table("orders")
        @SortKeyTemplate("ORDER#{orderId}")
        @PartitionKeyTemplate(value = "STATE#{status}", column = "gsi1pk", sparse = true)
        public class Order {
          @PartitionKey public String customerId;
          public String orderId;
          public String status;
        }
        """);
    Compilation c = compile(List.of(), sparse, CUSTOMER, BY_STATUS);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/BackfillNeeded] com.acme.Order, stored in table 'orders', now"
        + " derives the changed column 'gsi1pk' (now 'STATE#{status}' (sparse), was 'STATUS#{status}'): the items it"
        + " already stored hold its old value, so the index 'by_status' files them under their old values.")
        .inFile(sparse).onLineContaining("@PartitionKeyTemplate(value = \"STATE#{status}\"");
  }

  @Test
  void aChangedSortKeyTemplateIsAnErrorOnItUntilAccepted() throws IOException {
    assertThat(compile(List.of(), ORDER, CUSTOMER)).succeededWithoutWarnings();
    String before = history("orders");
    Compilation c = compile(List.of(), ORDER_WITH_NEW_SORT_KEY, CUSTOMER);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[Dynaforge/UnreachableItems] com.acme.Order changes its sort key in table"
        + " 'orders': the schema history file " + folder.resolve("orders.json") + " records 'sk' (S) composed as"
        + " 'ORDER#{orderId}', the model now has 'sk' (S) composed as 'ORD#{orderId}'.")
        .inFile(ORDER_WITH_NEW_SORT_KEY).onLineContaining("@SortKeyTemplate(\"ORD#{orderId}\")");
    assertThat(c).hadErrorContaining("pass -Adynaforge.acceptSchemaChange=orders to accept the change and rewrite"
        + " the history file.");
    assertThat(history("orders")).as("not rewritten: the error repeats").isEqualTo(before);
    assertThat(compile(List.of(), ORDER_WITH_NEW_SORT_KEY, CUSTOMER)).hadErrorContaining("[Dynaforge/UnreachableItems]");

    Compilation accepted = compile(List.of("-Adynaforge.acceptSchemaChange=customers, orders"),
        ORDER_WITH_NEW_SORT_KEY, CUSTOMER);
    assertThat(accepted).succeededWithoutWarnings();
    assertThat(history("orders")).as("accepted: rewritten").isNotEqualTo(before)
        .contains("\"template\": \"ORD#{orderId}\"");
    // the new history holds
    assertThat(compile(List.of(), ORDER_WITH_NEW_SORT_KEY, CUSTOMER)).succeededWithoutWarnings();
  }

  /** The event: a derived placeholder of the sort key, an instant. */
  static final JavaFileObject EVENT = source("Event", """
      @Table("events")
      @SortKeyTemplate("EVT#{at}")
      public record Event(@PartitionKey String deviceId,
          @Derived Instant at,
          String payload) {}
      """);

  @Test
  void anotherTypeOfABaseKeyPlaceholderIsAnErrorOnItsPropertyUntilAccepted() throws IOException {
    assertThat(compile(List.of(), EVENT)).succeededWithoutWarnings();
    String before = history("events");
    assertThat(before).contains("\"sk {at}\": {\"type\": \"java.time.Instant\"}");
    JavaFileObject dated = source("Event", """
        @Table("events")
        @SortKeyTemplate("EVT#{at}")
        public record Event(@PartitionKey String deviceId,
            @Derived LocalDate at,
            String payload) {}
        """);
    Compilation c = compile(List.of(), dated);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[Dynaforge/UnreachableItems] com.acme.Event changes its sort key in table"
        + " 'events': the schema history file " + folder.resolve("events.json") + " records 'sk' (S) composed as"
        + " 'EVT#{at}' with {at} written as java.time.Instant, the model now has 'sk' (S) composed as 'EVT#{at}' with"
        + " {at} written as java.time.LocalDate. The items it already stored keep their old key")
        .inFile(dated).onLineContaining("@Derived LocalDate at,");
    assertThat(history("events")).as("not rewritten: the error repeats").isEqualTo(before);

    assertThat(compile(List.of("-Adynaforge.acceptSchemaChange=events"), dated)).succeededWithoutWarnings();
    assertThat(history("events")).contains("\"sk {at}\": {\"type\": \"java.time.LocalDate\"}");
    assertThat(compile(List.of(), dated)).succeededWithoutWarnings();
  }

  /** An order line whose sort key pads the line number to three digits. */
  static final JavaFileObject ORDER_LINE = source("OrderLine", """
      @Table("orders")
      @SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
      public class OrderLine {
        @PartitionKey public String customerId;
        public Long orderId;
        public Integer line;
      }
      """);

  @Test
  void anotherWidthOfABaseKeyPlaceholderIsAnErrorOnTheTemplate() throws IOException {
    assertThat(compile(List.of(), ORDER_LINE)).succeededWithoutWarnings();
    assertThat(history("orders")).contains("\"sk {line}\": {\"type\": \"java.lang.Integer\", \"width\": 3}");
    JavaFileObject wider = source("OrderLine", """
        @Table("orders")
        @SortKeyTemplate("ORDER#{orderId}#LINE#{line:4}")
        public class OrderLine {
          @PartitionKey public String customerId;
          public Long orderId;
          public Integer line;
        }
        """);
    Compilation c = compile(List.of(), wider);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("[Dynaforge/UnreachableItems] com.acme.OrderLine changes its sort key in table"
        + " 'orders': the schema history file " + folder.resolve("orders.json") + " records 'sk' (S) composed as"
        + " 'ORDER#{orderId}#LINE#{line:3}', the model now has 'sk' (S) composed as 'ORDER#{orderId}#LINE#{line:4}'.")
        .inFile(wider).onLineContaining("@SortKeyTemplate(\"ORDER#{orderId}#LINE#{line:4}\")");
  }

  @Test
  void aPrimitivePlaceholderIsRecordedAsItsBoxAndBoxingItChangesNothing() throws IOException {
    assertThat(compile(List.of(), ORDER_LINE)).succeededWithoutWarnings();
    String before = history("orders");
    JavaFileObject primitive = source("OrderLine", """
        @Table("orders")
        @SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
        public class OrderLine {
          @PartitionKey public String customerId;
          public Long orderId;
          public int line;
        }
        """);
    assertThat(compile(List.of(), primitive)).succeededWithoutWarnings();
    assertThat(history("orders")).isEqualTo(before);
    JavaFileObject longer = source("OrderLine", """
        @Table("orders")
        @SortKeyTemplate("ORDER#{orderId}#LINE#{line:3}")
        public class OrderLine {
          @PartitionKey public String customerId;
          public Long orderId;
          public long line;
        }
        """);
    assertThat(compile(List.of(), longer)).hadErrorContaining("[Dynaforge/UnreachableItems]").inFile(longer)
        .onLineContaining("public long line;");
  }

  static final JavaFileObject STATUS = source("Status", "public enum Status { PLACED, SHIPPED }\n");

  @Test
  void anotherTypeOfAnIndexColumnPlaceholderIsBackfillNeededOnItsProperty() throws IOException {
    assertThat(compile(List.of(), ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS, STATUS)).succeededWithoutWarnings();
    String before = history("orders");
    JavaFileObject enumerated = source("Order", """
        @Table("orders")
        @SortKeyTemplate("ORDER#{orderId}")
        @PartitionKeyTemplate(value = "STATUS#{status}", column = "gsi1pk")
        public class Order {
          @PartitionKey public String customerId;
          public String orderId;
          public Status status;
        }
        """);
    Compilation c = compile(List.of(), enumerated, CUSTOMER, BY_STATUS, STATUS);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/BackfillNeeded] com.acme.Order, stored in table 'orders', now"
        + " derives the column 'gsi1pk' ('STATUS#{status}') with {status} now written as the enum com.acme.Status, was"
        + " java.lang.String: the items it already stored hold its old value, so the index 'by_status' files them"
        + " under their old values. Once the change is deployed, rewrite them with"
        + " Backfill.builder(operations, com.acme.Order.class).run()")
        .inFile(enumerated).onLineContaining("public Status status;");
    assertThat(history("orders")).as("recorded: reported once").isNotEqualTo(before)
        .contains("\"gsi1pk {status}\": {\"type\": \"com.acme.Status\", \"enum\": true}");
    assertThat(compile(List.of(), enumerated, CUSTOMER, BY_STATUS, STATUS)).succeededWithoutWarnings();
  }

  /** A new kind that writes the index column {@code gsi1pk} too. */
  static final JavaFileObject SHIPMENT = source("Shipment", """
      @Table("orders")
      @SortKeyTemplate("SHIPMENT#{shipmentId}")
      @PartitionKeyTemplate(value = "CARRIER#{carrier}", column = "gsi1pk")
      public class Shipment {
        @PartitionKey public String customerId;
        public Long shipmentId;
        public String carrier;
      }
      """);

  @Test
  void aColumnAnExistingKindNoLongerDerivesIsAWarningOnTheEntity() throws IOException {
    assertThat(compile(List.of(), ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS)).succeededWithoutWarnings();
    JavaFileObject order = source("Order", """
        @Table("orders")
        @SortKeyTemplate("ORDER#{orderId}")
        public class Order {
          @PartitionKey public String customerId;
          public String orderId;
          public String status;
        }
        """);
    Compilation c = compile(List.of(), order, CUSTOMER, BY_STATUS, SHIPMENT);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/ColumnNoLongerDerived] com.acme.Order, stored in table 'orders',"
        + " no longer derives the column 'gsi1pk' ('STATUS#{status}' in the schema history file "
        + folder.resolve("orders.json") + "): the items it already stored keep that attribute (and stay in the index"
        + " 'by_status', keyed on it) until it is removed from them")
        .inFile(order).onLineContaining(Compilers.expectedLine(order, "public class Order {"));
    assertThat(c).hadWarningContaining("Remove 'gsi1pk' from the stored items (one UpdateItem with REMOVE per item),"
        + " or keep deriving it; the history file no longer lists the column.");
    assertThat(history("orders")).doesNotContain("gsi1pk {status}");
    assertThat(compile(List.of(), order, CUSTOMER, BY_STATUS, SHIPMENT)).succeededWithoutWarnings(); // reported once

    // without an index keyed on it any more
    JavaFileObject withoutColumn = source("Shipment", """
        @Table("orders")
        @SortKeyTemplate("SHIPMENT#{shipmentId}")
        public class Shipment {
          @PartitionKey public String customerId;
          public Long shipmentId;
          public String carrier;
        }
        """);
    c = compile(List.of(), order, CUSTOMER, withoutColumn);
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/ColumnNoLongerDerived] com.acme.Shipment, stored in table 'orders',"
        + " no longer derives the column 'gsi1pk' ('CARRIER#{carrier}' in the schema history file "
        + folder.resolve("orders.json") + "): the items it already stored keep that attribute until it is removed")
        .inFile(withoutColumn).onLineContaining(Compilers.expectedLine(withoutColumn, "public class Shipment {"));
  }

  @Test
  void aHistoryWrittenBeforePlaceholdersWereRecordedIsUpgradedWithoutADiagnostic() throws IOException {
    assertThat(compile(List.of(), EVENT, ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS)).succeededWithoutWarnings();
    String events = history("events");
    String orders = history("orders");
    Files.writeString(folder.resolve("events.json"), SchemaHistoryFileTest.withoutPlaceholders(events));
    Files.writeString(folder.resolve("orders.json"), SchemaHistoryFileTest.withoutPlaceholders(orders));
    assertThat(history("orders")).doesNotContain("placeholders");

    assertThat(compile(List.of(), EVENT, ORDER_WITH_INDEX_COLUMN, CUSTOMER, BY_STATUS)).succeededWithoutWarnings();
    assertThat(history("events")).as("the placeholders written by the next build").isEqualTo(events);
    assertThat(history("orders")).isEqualTo(orders);

    // an old file records no forms: a change in the build that upgrades it goes unnoticed (unknown is no
    // change), and is caught from then on
    Files.writeString(folder.resolve("events.json"), SchemaHistoryFileTest.withoutPlaceholders(events));
    JavaFileObject dated = source("Event", """
        @Table("events")
        @SortKeyTemplate("EVT#{at}")
        public record Event(@PartitionKey String deviceId,
            @Derived LocalDate at,
            String payload) {}
        """);
    assertThat(compile(List.of(), dated)).succeededWithoutWarnings();
    assertThat(history("events")).contains("\"sk {at}\": {\"type\": \"java.time.LocalDate\"}");
    assertThat(compile(List.of(), EVENT)).hadErrorContaining("[Dynaforge/UnreachableItems]").inFile(EVENT)
        .onLineContaining("@Derived Instant at,");
  }

  @Test
  void aChangedKeyTypeIsAnErrorOnTheKeyProperty() throws IOException {
    assertThat(compile(List.of(), source("Player", """
        @Table("players")
        public class Player {
          @PartitionKey public String id;
        }
        """))).succeededWithoutWarnings();
    JavaFileObject numbered = source("Player", """
        @Table("players")
        public class Player {
          @PartitionKey public Long id;
        }
        """);
    Compilation c = compile(List.of(), numbered);
    assertThat(c).hadErrorContaining("[Dynaforge/UnreachableItems] com.acme.Player changes its partition key in"
        + " table 'players'").inFile(numbered).onLineContaining("@PartitionKey public Long id;");
    assertThat(c).hadErrorContaining("records 'id' (S) held by a property, the model now has 'id' (N) held by a"
        + " property.");
  }

  @Test
  void aTimeToLiveAddedToARecordIsBackfillNeededOnItsComponent() throws IOException {
    assertThat(compile(List.of(), source("Session", """
        @Table("sessions")
        public record Session(@PartitionKey String id, Instant expiresAt) {}
        """))).succeededWithoutWarnings();
    JavaFileObject expiring = source("Session", """
        @Table("sessions")
        public record Session(@PartitionKey String id,
            @TimeToLive Instant expiresAt) {}
        """);
    Compilation c = compile(List.of(), expiring);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/BackfillNeeded] com.acme.Session, stored in table 'sessions', now"
        + " derives the new column 'expiresAt' (@TimeToLive expiresAt): the items it already stored lack it. Once")
        .inFile(expiring).onLineContaining("@TimeToLive Instant expiresAt) {}");
  }

  @Test
  void aKindNoLongerInTheTableIsAWarningAndARenameIsNot() throws IOException {
    assertThat(compile(List.of(), ORDER, CUSTOMER)).succeededWithoutWarnings();
    JavaFileObject profile = source("Profile", """
        @Table("orders")
        @SortKeyTemplate("PROFILE")
        public class Profile {
          @PartitionKey public String customerId;
          public String displayName;
        }
        """);
    // Customer renamed to Profile: the same keys, no warning
    assertThat(compile(List.of(), ORDER, profile)).succeededWithoutWarnings();
    assertThat(history("orders")).contains("com.acme.Profile").doesNotContain("com.acme.Customer");

    Compilation c = compile(List.of(), ORDER);
    assertThat(c).succeeded();
    assertThat(c).hadWarningCount(1);
    assertThat(c).hadWarningContaining("[Dynaforge/KindRemoved] com.acme.Profile, an item kind of table 'orders' in"
        + " the schema history file " + folder.resolve("orders.json") + ", is no longer an entity of that table");
    assertThat(history("orders")).doesNotContain("com.acme.Profile");
  }

  @Test
  void anUnreadableHistoryIsAnErrorUntilReplaced() throws IOException {
    assertThat(compile(List.of(), ORDER, CUSTOMER)).succeededWithoutWarnings();
    String good = history("orders");
    String conflicted = good.replace("  \"stream\": \"NONE\",\n", "<<<<<<< HEAD\n  \"stream\": \"NONE\",\n=======\n");
    Files.writeString(folder.resolve("orders.json"), conflicted);
    Compilation c = compile(List.of(), ORDER, CUSTOMER);
    assertThat(c).hadErrorContaining("[Dynaforge/SchemaHistoryFile] The schema history file "
        + folder.resolve("orders.json") + " cannot be read: line 6: a field name was expected. Resolve it");
    assertThat(history("orders")).isEqualTo(conflicted);
    assertThat(compile(List.of("-Adynaforge.acceptSchemaChange=orders"), ORDER, CUSTOMER)).succeededWithoutWarnings();
    assertThat(history("orders")).isEqualTo(good);
  }

  @Test
  void aCompilationWithErrorsInItsModelsLeavesTheHistoryAlone() throws IOException {
    assertThat(compile(List.of(), ORDER, CUSTOMER)).succeededWithoutWarnings();
    String before = history("orders");
    Compilation c = compile(List.of(), ORDER_WITH_NEW_SORT_KEY, source("Customer", """
        @Table("orders")
        @SortKeyTemplate("PROFILE#{nam}")
        public class Customer {
          @PartitionKey public String customerId;
          public String name;
        }
        """));
    assertThat(c).hadErrorContaining("[Dynaforge/TemplateUnknownPlaceholder]");
    assertThat(c).hadErrorCount(1); // nothing compared
    assertThat(history("orders")).isEqualTo(before);

    // an error of the checks across the table's entities
    c = compile(List.of(), ORDER_WITH_NEW_SORT_KEY, source("Customer", """
        @Table("orders")
        @SortKeyTemplate("PROFILE")
        public class Customer {
          @PartitionKey public Long customerId;
          public String name;
        }
        """));
    assertThat(c).failed();
    assertThat(messages(c, Diagnostic.Kind.ERROR)).noneMatch(m -> m.contains("[Dynaforge/UnreachableItems]"));
    assertThat(history("orders")).isEqualTo(before);
  }

  @Test
  void withoutTheOptionNothingIsWritten() throws IOException {
    assertThat(Compilers.compile(List.of(new DynaforgeProcessor()), ORDER, CUSTOMER)).succeededWithoutWarnings();
    try (var files = Files.list(folder)) {
      assertThat(files).isEmpty();
    }
  }

  private String history(String table) throws IOException {
    return Files.readString(folder.resolve(table + ".json"), StandardCharsets.UTF_8);
  }

  private Compilation compile(List<String> options, JavaFileObject... sources) {
    return compile(folder, options, sources);
  }

  /** Compiles with the history in {@code historyFolder}, under the compiler of the test class (javac or ecj). */
  static Compilation compile(Path historyFolder, List<String> options, JavaFileObject... sources) {
    List<String> all = new ArrayList<>(options);
    all.add("-Adynaforge.schemaHistory=" + historyFolder);
    List<DynaforgeProcessor> processors = List.of(new DynaforgeProcessor());
    if (Compilers.eclipse()) {
      List<String> ecj = new ArrayList<>(Compilers.ECJ_OPTIONS);
      ecj.addAll(all);
      return EclipseCompilations.compile(processors, ecj, sources);
    }
    return Compiler.javac().withProcessors(processors).withOptions(all).compile(sources);
  }

  /** The messages of a kind, for failure messages. */
  static List<String> messages(Compilation c, Diagnostic.Kind kind) {
    return c.diagnostics().stream().filter(d -> d.getKind() == kind).map(d -> d.getMessage(null)).toList();
  }
}
