package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.EclipseCompilations;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The generated {@code <Entity>_Attributes} of issue 20, point 1, compiled against the runtime and
 * run: a key attribute and a value of the wrong type do not compile in an {@code Update}; every
 * constant encodes a value exactly as the generated mapper's {@code toItem} stores it; the constants
 * are named as the properties whatever those are called.
 */
class TypedAttributesTest {

  private static Compilation compile(JavaFileObject... sources) {
    List<JavaFileObject> all = new java.util.ArrayList<>(List.of(GoldenFilesTest.CUSTOMER, GoldenFilesTest.VENUE));
    all.addAll(List.of(sources));
    return Sources.compile(all.toArray(JavaFileObject[]::new));
  }

  @Test
  void anUpdateOfAKeyAttributeDoesNotCompile() {
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.expression.Update;
        public class Probe {
          Update<Customer> update = Update.of(Customer.class)
              .set(Customer_Attributes.pk, "x");
        }
        """);
    Compilation c = compile(probe);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("set").inFile(probe).onLineContaining(".set(Customer_Attributes.pk, \"x\")");
  }

  @Test
  void anUpdateOfTheVersionDoesNotCompileAndAConditionOnItDoes() {
    JavaFileObject ticket = source("Ticket", """
        @Table("tickets")
        public class Ticket {
          @PartitionKey public String id;
          public String title;
          @Version public Long version;
        }
        """);
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.expression.Condition;
        import io.dynaforge.expression.Update;
        public class Probe {
          Condition<Ticket> stillThird = Ticket_Attributes.version.eq(3L);
          Update<Ticket> update = Update.of(Ticket.class)
              .set(Ticket_Attributes.version, 4L);
        }
        """);
    Compilation c = Sources.compile(ticket, probe);
    assertThat(c).failed();
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("VersionAttribute<com.acme.Ticket,java.lang.Long> cannot be converted to")
        .inFile(probe).onLineContaining(".set(Ticket_Attributes.version, 4L)");
  }

  @Test
  void aComposedKeyColumnIsAKeyAttributeToo() {
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.expression.Update;
        public class Probe {
          Update<Customer> update = Update.of(Customer.class)
              .remove(Customer_Attributes.gsi1sk);
        }
        """);
    Compilation c = compile(probe);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("KeyAttribute<com.acme.Customer,java.lang.String> cannot be converted to"
        + " io.dynaforge.expression.Attribute").inFile(probe).onLineContaining(".remove(Customer_Attributes.gsi1sk)");
  }

  /** API rule 2 of wave 4: a placeholder of the table's own key template cannot be updated, only compared. */
  @Test
  void aPlaceholderOfTheBaseKeyTemplateIsAKeyAttribute() {
    JavaFileObject purchase = source("Purchase", """
        @Table("shop")
        @SortKeyTemplate("ORDER#{orderId}")
        @SortKeyTemplate(value = "STATUS#{status}", column = "gsi1pk", sparse = true)
        public class Purchase {
          @PartitionKey public String customer;
          public String orderId;
          public String status;
        }
        """);
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.expression.Condition;
        import io.dynaforge.expression.Update;
        public class Probe {
          Condition<Purchase> same = Purchase_Attributes.orderId.eq("o1");
          Update<Purchase> status = Update.of(Purchase.class).set(Purchase_Attributes.status, "PAID");
          Update<Purchase> set = Update.of(Purchase.class)
              .set(Purchase_Attributes.orderId, "o2");
          Update<Purchase> remove = Update.of(Purchase.class)
              .remove(Purchase_Attributes.orderId);
        }
        """);
    Compilation c = Sources.compile(purchase, probe);
    assertThat(c).hadErrorCount(2);
    assertThat(c).hadErrorContaining("KeyAttribute<com.acme.Purchase,java.lang.String> cannot be converted to")
        .inFile(probe).onLineContaining(".set(Purchase_Attributes.orderId, \"o2\")");
    assertThat(c).hadErrorContaining("KeyAttribute<com.acme.Purchase,java.lang.String> cannot be converted to")
        .inFile(probe).onLineContaining(".remove(Purchase_Attributes.orderId)");
  }

  @Test
  void aValueOfTheWrongTypeDoesNotCompile() {
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.expression.Update;
        public class Probe {
          Update<Customer> update = Update.of(Customer.class)
              .set(Customer_Attributes.total, "text");
        }
        """);
    Compilation c = compile(probe);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("set").inFile(probe).onLineContaining(".set(Customer_Attributes.total, \"text\")");
  }

  @Test
  void aNonNumberCannotBeAdded() {
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.expression.Update;
        public class Probe {
          Update<Customer> update = Update.of(Customer.class)
              .add(Customer_Attributes.name, 1);
        }
        """);
    Compilation c = compile(probe);
    assertThat(c).hadErrorCount(1);
    assertThat(c).hadErrorContaining("StringAttribute<com.acme.Customer> cannot be converted to"
        + " io.dynaforge.expression.NumberAttribute").inFile(probe).onLineContaining(".add(Customer_Attributes.name, 1)");
  }

  /**
   * Every constant's codec against the mapper: a Customer with each property set, {@code toItem}, and
   * for each constant {@code encode(value)} equals the item's attribute (key columns: the composed
   * {@code _Keys} text). The typed update and condition compile and name the stored attributes.
   */
  @Test
  void everyConstantEncodesAValueAsTheMapperStoresIt() {
    JavaFileObject probe = source("Probe", """
        import io.dynaforge.expression.*;
        import io.dynaforge.expression.Update;
        import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
        public class Probe {
          static int checked;
          static List<String> mismatches = new ArrayList<>();

          static <V> void check(TypedAttribute<Customer, V> attribute, V value, Map<String, AttributeValue> item) {
            checked++;
            AttributeValue stored = item.get(attribute.name());
            AttributeValue encoded = attribute.encode(value);
            if (stored == null || !stored.equals(encoded)) {
              mismatches.add(attribute.name() + ": encoded " + encoded + ", stored " + stored);
            }
          }

          public static String run() {
            Venue venue = new Venue();
            venue.name = "Arena";
            venue.city = "Lyon";
            Customer c = new Customer();
            c.pk = "SHOP#1";
            c.customerId = "c-1";
            c.name = "Ada";
            c.tier = Customer.Tier.GOLD;
            c.since = LocalDate.of(2024, 2, 29);
            c.balance = new Customer.Money(1250);
            c.total = 42;
            c.visits = 7;
            c.saves = 3;
            c.active = true;
            c.tags = List.of("a", "b");
            c.venues = List.of(venue);
            c.roles = new LinkedHashSet<>(List.of("admin", "ops"));
            c.lucky = new LinkedHashSet<>(List.of(3, 7));
            c.tiers = new LinkedHashSet<>(List.of(Customer.Tier.SILVER, Customer.Tier.GOLD));
            c.scores = Map.of("q1", 10);
            c.venue = venue;
            c.home = venue;
            c.contact = new Customer.Contact("ada@example.com", "+33 1");
            c.expiresAt = Instant.ofEpochSecond(1_700_000_000L);
            Map<String, AttributeValue> item = Customer_Mapper.INSTANCE.toItem(c);
            check(Customer_Attributes.pk, c.pk, item);
            check(Customer_Attributes.customerId, c.customerId, item);
            check(Customer_Attributes.name, c.name, item);
            check(Customer_Attributes.tier, c.tier, item);
            check(Customer_Attributes.since, c.since, item);
            check(Customer_Attributes.balance, c.balance, item);
            check(Customer_Attributes.total, c.total, item);
            check(Customer_Attributes.visits, c.visits, item);
            check(Customer_Attributes.saves, c.saves, item);
            check(Customer_Attributes.active, c.active, item);
            check(Customer_Attributes.tags, c.tags, item);
            check(Customer_Attributes.venues, c.venues, item);
            check(Customer_Attributes.roles, c.roles, item);
            check(Customer_Attributes.lucky, c.lucky, item);
            check(Customer_Attributes.tiers, c.tiers, item);
            check(Customer_Attributes.scores, c.scores, item);
            check(Customer_Attributes.venue, c.venue, item);
            check(Customer_Attributes.home, c.home, item);
            check(Customer_Attributes.contact.email, c.contact.email(), item);
            check(Customer_Attributes.contact.phone, c.contact.phone(), item);
            check(Customer_Attributes.expiresAt, c.expiresAt, item);
            check(Customer_Attributes.sk, Customer_Keys.sk(c.customerId), item);
            check(Customer_Attributes.gsi1sk, Customer_Keys.gsi1sk(c.tier, c.since), item);

            Update<Customer> update = Update.of(Customer.class)
                .set(Customer_Attributes.name, "Grace")
                .set(Customer_Attributes.balance, new Customer.Money(5))
                .add(Customer_Attributes.total, 1)
                .append(Customer_Attributes.tags, List.of("c"))
                .addToSet(Customer_Attributes.roles, Set.of("dev"))
                .removeFromSet(Customer_Attributes.lucky, Set.of(3))
                .remove(Customer_Attributes.contact.phone);
            Condition<Customer> condition = Customer_Attributes.pk.eq("SHOP#1")
                .and(Customer_Attributes.sk.beginsWith(Customer_Keys.skPrefix()))
                .and(Customer_Attributes.contact.email.beginsWith("ada"))
                .and(Customer_Attributes.tiers.contains(Customer.Tier.GOLD))
                .and(Customer_Attributes.tier.in(List.of(Customer.Tier.GOLD, Customer.Tier.SILVER)));
            return checked + " checked " + mismatches + " | update names "
                + new TreeSet<>(update.toExpression().names().values()) + " | condition names "
                + new TreeSet<>(condition.toExpression().names().values()) + " | condition values "
                + condition.toExpression().values().values();
          }
        }
        """);
    Compilation c = compile(probe);
    assertThat(c).succeededWithoutWarnings();
    assertThat(new CompiledClasses(c).call("com.acme.Probe", "run")).isEqualTo(
        "23 checked [] | update names [balance, full_name, lucky, phone_no, roles, tags, total]"
            + " | condition names [email, pk, sk, tier, tiers]"
            + " | condition values [AttributeValue(S=SHOP#1), AttributeValue(S=CUSTOMER#), AttributeValue(S=ada),"
            + " AttributeValue(S=GOLD), AttributeValue(S=GOLD), AttributeValue(S=SILVER)]");
  }

  /**
   * Only stored properties get a constant: not a {@code @Derived} placeholder (composed into the sort
   * key), a {@code @Transient} or {@code transient} member; a view or a nested type gets no class.
   */
  @Test
  void onlyStoredPropertiesOfTablesGetConstants() throws java.io.IOException {
    Compilation c = Sources.compile(GoldenFilesTest.MATCH, source("Note", """
        @Table("notes") public class Note {
          @PartitionKey public String pk;
          public String title;
          @Transient public String draft;
          public transient String cache;
          public Detail detail;
          public static class Detail { public String text; }
        }
        """), source("ByText", """
        @SecondaryIndex(value = "by_text", tableName = "notes")
        public record ByText(@PartitionKey String title, String pk) {}
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(generated(c, "Match_Attributes"))
        .doesNotContain(" matchDate = ").contains("public static final KeyAttribute<Match, String> sk = ")
        .contains("public static final class score {").contains("NumberAttribute<Match, Integer> home = ")
        .contains("public static final class result {").contains("decidedAt = Attribute.<Match, Instant>plain(\"decided_at\"");
    assertThat(generated(c, "Note_Attributes"))
        .doesNotContain(" draft = ").doesNotContain(" cache = ").contains("Attribute<Note, Note.Detail> detail = ");
    assertThat(c.generatedSourceFiles()).noneMatch(f -> f.getName().contains("ByText_Attributes")
        || f.getName().contains("Detail_Attributes"));
  }

  private static String generated(Compilation c, String type) throws java.io.IOException {
    return c.generatedSourceFile("com.acme." + type).orElseThrow().getCharContent(true).toString();
  }

  /**
   * Properties named like the generated class's own types and fields, like the lambda parameter and
   * the converter field, and embedded members nested in a member of the same name: the constants keep
   * the properties' names, the rest makes way, and the class compiles without a warning under javac
   * {@code -Xlint:all} and ecj (hiding warnings on).
   */
  static final JavaFileObject CLASHES = source("Clash", """
      import io.dynaforge.mapping.AttributeConverter;
      import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
      @Table("clashes")
      @SortKeyTemplate(value = "{v}", column = "in-stock")
      public class Clash {
        @PartitionKey public String pk;
        public String StringAttribute;
        @Column("stock") public Integer inStock;
        public Integer ScalarCodec;
        public String String;
        public Status v;
        public Status v_;
        public Status Attribute;
        public String INSTANCE;
        @Converter(Code.class) public Long CONVERTER_CLASH_CODE;
        @Embedded public Score score;
        @Embedded public Note Clash_Attributes;

        public enum Status { ON, OFF }

        public static class Score {
          public Integer home;
          @Embedded public Inner score;
        }

        public static class Inner {
          @Column("inner_score") public Integer score;
        }

        public static class Note {
          public String note;
        }

        public static class Code implements AttributeConverter<Long> {
          public AttributeValue toAttributeValue(Long value) {
            return AttributeValue.fromS("#" + value);
          }

          public Long fromAttributeValue(AttributeValue value) {
            return Long.valueOf(value.s().substring(1));
          }
        }
      }
      """);

  @Test
  void constantsKeepThePropertyNamesWhateverTheyAre() {
    JavaFileObject probe = source("ClashProbe", """
        import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
        public class ClashProbe {
          public static String run() {
            Clash c = new Clash();
            c.pk = "p";
            c.v = Clash.Status.ON;
            c.CONVERTER_CLASH_CODE = 9L;
            c.score = new Clash.Score();
            c.score.score = new Clash.Inner();
            c.score.score.score = 5;
            Map<String, AttributeValue> item = Clash_Mapper.INSTANCE.toItem(c);
            return Clash_Attributes.v.encode(c.v).equals(item.get("v"))
                + " " + Clash_Attributes.CONVERTER_CLASH_CODE.encode(9L).equals(item.get("CONVERTER_CLASH_CODE"))
                + " " + Clash_Attributes.score.score_.score.name()
                + " " + Clash_Attributes.StringAttribute.name() + " " + Clash_Attributes.inStock.name()
                + " " + Clash_Attributes.inStock_.name() + " " + Clash_Attributes.Clash_Attributes_.note.name()
                + " " + Clash_Attributes.String.name() + " " + Clash_Attributes.INSTANCE.name();
          }
        }
        """);
    Compilation javac = Compiler.javac().withProcessors(new DynaforgeProcessor()).withOptions("-Xlint:all")
        .compile(CLASHES, probe);
    assertThat(javac).succeeded();
    assertThat(javac.warnings()).allSatisfy(w -> assertThat(w.getMessage(java.util.Locale.ROOT))
        .startsWith("No processor claimed any of these annotations"));
    assertThat(new CompiledClasses(javac).call("com.acme.ClashProbe", "run"))
        .isEqualTo("true true inner_score StringAttribute stock in-stock note String INSTANCE");
    Compilation ecj = EclipseCompilations.compile(List.of(new DynaforgeProcessor()),
        List.of("-warn:+unusedPrivate,unusedLocal,unusedArgument,hiding,fieldHiding,localHiding,typeHiding,"
            + "static-method,rawTypes,unchecked"), CLASHES);
    assertThat(ecj.errors()).isEmpty();
    assertThat(ecj.generatedSourceFile("com.acme.Clash_Attributes")).isPresent();
    assertThat(ecj.warnings()).noneSatisfy(w -> assertThat(w.getSource()).isNotNull()
        .satisfies(source -> assertThat(source.getName()).endsWith("Clash_Attributes.java")));
  }
}
