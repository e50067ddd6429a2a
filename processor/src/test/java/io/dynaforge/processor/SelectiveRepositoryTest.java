package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.IamPolicyTest.file;
import static io.dynaforge.processor.IamPolicyTest.policy;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Wave 5, rule 7, Spring Data's selective repositories: an interface extending Spring Data's {@code
 * Repository}, {@code CrudRepository}, {@code ListCrudRepository} or {@code ReactiveCrudRepository} over a
 * {@code @Table} entity gets an {@code _Impl} with exactly the methods it declares and inherits (CRUD ones
 * delegating to the runtime's, derived ones planned as in a {@code DynamoDbRepository}), is listed in the
 * repository index, reported, and granted only what those methods send.
 */
class SelectiveRepositoryTest {

  static final JavaFileObject ORDER = SelectiveRepositoryDiagnosticsTest.ORDER;

  static final JavaFileObject LINE = source("Line", """
      @Table("lines")
      public record Line(@PartitionKey String orderId, @SortKey String lineId, Integer quantity) {}
      """);

  private static final String IMPORTS = "import io.dynaforge.repository.DynamoDbCompositeId;\n"
      + "import org.springframework.data.repository.*;\n"
      + "import org.springframework.data.repository.reactive.*;\n"
      + "import reactor.core.publisher.*;\n";

  private static JavaFileObject repository(String name, String body) {
    return source(name, IMPORTS + body);
  }

  /** The public methods a class has beyond Object's, as {@code name(ParameterType, ...)}; bridges left out. */
  private static Set<String> publicMethods(Class<?> type) {
    return Arrays.stream(type.getMethods())
        .filter(m -> m.getDeclaringClass() != Object.class && !m.isBridge() && !m.isSynthetic()
            && !Modifier.isStatic(m.getModifiers()))
        .map(SelectiveRepositoryTest::signature).collect(Collectors.toCollection(TreeSet::new));
  }

  private static String signature(Method m) {
    return m.getName() + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName)
        .collect(Collectors.joining(", ", "(", ")"));
  }

  @Test
  void aNarrowedRepositoryHasExactlyItsMethodAndOnlyGetItem() throws IOException {
    Compilation c = compile(ORDER, repository("OrderReader", """
        public interface OrderReader extends Repository<Order, String> {
          Optional<Order> findById(String id);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    CompiledClasses classes = new CompiledClasses(c);
    Class<?> impl = classes.load("com.acme.OrderReader_Impl");
    assertThat(publicMethods(impl)).containsExactly("findById(String)");
    assertThat(org.springframework.data.repository.CrudRepository.class.isAssignableFrom(impl)).isFalse();
    assertThat(io.dynaforge.repository.DynamoDbRepository.class.isAssignableFrom(impl)).isFalse();
    assertThat(policy(c, "OrderReader").orElseThrow())
        .contains("\"dynamodb:GetItem\"").doesNotContain("PutItem").doesNotContain("Scan")
        .doesNotContain("DeleteItem").doesNotContain("BatchGetItem");
    assertThat(file(c, "META-INF/dynaforge/iam/service.json").orElseThrow())
        .contains("\"dynamodb:GetItem\"").doesNotContain("PutItem").doesNotContain("Scan");
    assertThat(file(c, "META-INF/services/io.dynaforge.repository.RepositoryFactory").orElseThrow())
        .contains("com.acme.OrderReader_Impl$Factory");
    assertThat(file(c, "META-INF/dynaforge/access-patterns/com.acme.OrderReader.json").orElseThrow())
        .contains("findById(java.lang.String)").contains("GetItem");
    assertThat(c.generatedSourceFile("com.acme.OrderReader_Impl").orElseThrow().getCharContent(true).toString())
        .contains("extends SelectiveRepository<Order, String> implements OrderReader")
        .contains("return this.crud().findById(id);");
  }

  @Test
  void aCrudRepositoryHasCrudRepositorysMethodsAndARedeclaredSaveOnce() throws IOException {
    Compilation c = compile(ORDER, repository("OrderStore", """
        public interface OrderStore extends CrudRepository<Order, String> {
          Order save(Order order);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    Class<?> impl = new CompiledClasses(c).load("com.acme.OrderStore_Impl");
    assertThat(publicMethods(impl)).containsExactlyInAnyOrder("save(Order)", "saveAll(Iterable)", "findById(String)",
        "existsById(String)", "findAll()", "findAllById(Iterable)", "count()", "deleteById(String)", "delete(Order)",
        "deleteAllById(Iterable)", "deleteAll(Iterable)", "deleteAll()");
    assertThat(policy(c, "OrderStore").orElseThrow()).contains("\"dynamodb:PutItem\"", "\"dynamodb:GetItem\"",
        "\"dynamodb:Scan\"", "\"dynamodb:BatchGetItem\"", "\"dynamodb:DeleteItem\"", "\"dynamodb:BatchWriteItem\"")
        .doesNotContain("UpdateItem").doesNotContain("dynamodb:Query");
  }

  /** A generic {@code @NoRepositoryBean} base, and a derived query beside it: planned as in a DynamoDbRepository. */
  @Test
  void aGenericBaseAndADerivedQueryWork() throws IOException {
    Compilation c = compile(LINE, repository("ReadOnly", """
        @NoRepositoryBean
        public interface ReadOnly<T, ID> extends Repository<T, ID> {
          Optional<T> findById(ID id);
          boolean existsById(ID id);
        }
        """), repository("LineReader", """
        public interface LineReader extends ReadOnly<Line, DynamoDbCompositeId> {
          List<Line> findByOrderId(String orderId);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(c.generatedSourceFile("com.acme.ReadOnly_Impl")).isEmpty();
    Class<?> impl = new CompiledClasses(c).load("com.acme.LineReader_Impl");
    assertThat(publicMethods(impl)).containsExactlyInAnyOrder("findById(DynamoDbCompositeId)",
        "existsById(DynamoDbCompositeId)", "findByOrderId(String)");
    assertThat(policy(c, "LineReader").orElseThrow()).contains("\"dynamodb:GetItem\"", "\"dynamodb:Query\"")
        .doesNotContain("Scan").doesNotContain("PutItem");
  }

  @Test
  void aReactiveCrudRepositoryIsReactive() throws IOException {
    Compilation c = compile(ORDER, repository("ReactiveOrderReader", """
        public interface ReactiveOrderReader extends ReactiveCrudRepository<Order, String> {}
        """), repository("MonoOrderReader", """
        public interface MonoOrderReader extends Repository<Order, String> {
          Mono<Order> findById(String id);
          Mono<Order> save(Order order);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    CompiledClasses classes = new CompiledClasses(c);
    assertThat(publicMethods(classes.load("com.acme.ReactiveOrderReader_Impl"))).hasSize(18)
        .doesNotContain("update(Object)");
    assertThat(publicMethods(classes.load("com.acme.MonoOrderReader_Impl")))
        .containsExactlyInAnyOrder("findById(String)", "save(Order)");
    assertThat(file(c, "META-INF/services/io.dynaforge.repository.ReactiveRepositoryFactory").orElseThrow())
        .contains("com.acme.MonoOrderReader_Impl$Factory", "com.acme.ReactiveOrderReader_Impl$Factory");
    assertThat(policy(c, "MonoOrderReader").orElseThrow()).contains("\"dynamodb:GetItem\"", "\"dynamodb:PutItem\"")
        .doesNotContain("Scan").doesNotContain("DeleteItem");
    assertThat(file(c, "META-INF/dynaforge/access-patterns/com.acme.MonoOrderReader.json").orElseThrow())
        .contains("\"reactive\": true");
  }

  /** A selective blocking repository and a reactive one that read by key, update and query: for the warnings test. */
  static final JavaFileObject[] WARNING_FREE = {LINE, source("LineStore", IMPORTS + """
      import io.dynaforge.annotation.Update;
      public interface LineStore extends ListCrudRepository<Line, DynamoDbCompositeId> {
        Optional<Line> findByOrderIdAndLineId(String orderId, String lineId);
        List<Line> findByOrderId(String orderId);
        @Update(updateExpression = "SET #quantity = :quantity")
        void setQuantity(String orderId, String lineId, Integer quantity);
      }
      """), source("ReactiveLineStore", IMPORTS + """
      public interface ReactiveLineStore extends ReactiveCrudRepository<Line, DynamoDbCompositeId> {
        Mono<Line> findByOrderIdAndLineId(String orderId, String lineId);
        Flux<Line> findByOrderId(String orderId);
      }
      """)};

  /**
   * {@code Order save(Order)} redeclared over {@code <S extends Order> S save(S)} is an unchecked override in
   * the interface (the user's to suppress) and would be one in the {@code _Impl}: suppressed there.
   */
  @Test
  void aRedeclaredSaveLeavesNoWarningInTheImplementation() {
    Compilation c = com.google.testing.compile.Compiler.javac().withProcessors(new DynaforgeProcessor())
        .withOptions("-Xlint:all").compile(ORDER, repository("OrderStore", """
            public interface OrderStore extends CrudRepository<Order, String> {
              Order save(Order order);
            }
            """));
    assertThat(c).succeeded();
    assertThat(c.warnings()).noneMatch(w -> w.getSource() != null
        && w.getSource().toUri().getPath().contains("/SOURCE_OUTPUT/"));
    assertThat(c.warnings()).anyMatch(w -> w.getSource() != null && w.getSource().getName().contains("OrderStore.java"));
  }

  /** Generated twice, byte for byte: the delegating methods come in the plans' order, not the compiler's. */
  @Test
  void theImplementationIsDeterministic() throws IOException {
    List<JavaFileObject> sources = List.of(ORDER, repository("OrderStore", """
        public interface OrderStore extends ListCrudRepository<Order, String> {}
        """));
    String first = compile(sources.toArray(JavaFileObject[]::new)).generatedSourceFile("com.acme.OrderStore_Impl")
        .orElseThrow().getCharContent(true).toString();
    String second = compile(sources.toArray(JavaFileObject[]::new)).generatedSourceFile("com.acme.OrderStore_Impl")
        .orElseThrow().getCharContent(true).toString();
    assertThat(second).isEqualTo(first);
    assertThat(first.indexOf("save(S entity)")).isLessThan(first.indexOf("findById(String id)"));
  }
}
