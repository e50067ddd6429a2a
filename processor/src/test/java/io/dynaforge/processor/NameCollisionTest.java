package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static org.assertj.core.api.Assertions.assertThat;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Users' names that equal the generated code's own locals, parameters, lambda parameters or fields
 * must compile: every writer allocates its names around them.
 */
class NameCollisionTest {

  @Test
  void propertiesNamedLikeTheMappersLocalsCompile() {
    JavaFileObject entity = source("Clash", """
        @Table("clash")
        @SortKeyTemplate("CLASH#{value}#{pos}#{end}")
        public class Clash {
          @PartitionKey public String item;
          public String value;
          public String pos;
          public Integer end;
          public String entity;
          public String av;
          public String copy;
          public String now;
          public String key;
          public String e;
          public String i;
          public Set<String> s;
          public List<List<String>> e0;
          public Map<String, List<Integer>> v0;
          public List<Character> p0;
          public String sortKeyValue;
          public String Paths;
          public String INSTANCE;
          public String MetadataHolder;
          public String skParts;
          public String query;
          public String method;
          public String operations;
          @Version public Long version;
          @LastModifiedDate public Instant modified;
          @Embedded(startsWith = "CLASH#") public Inner inner;
          public static class Inner { @Column("innerItem") public String item; @Column("innerEntity") public String entity; @Column("innerAv") public String av; }
        }
        """);
    Compilation c = compile(entity);
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("com.acme.Clash_Mapper");
    assertThat(c).generatedSourceFile("com.acme.Clash_Keys");
  }

  @Test
  void recordComponentsNamedLikeTheMappersLocalsCompile() {
    JavaFileObject entity = source("Clash", """
        @Table("clash")
        public record Clash(@PartitionKey String entity, @SortKey String item, String copy, String av,
            @Version Long version, String e0, List<String> v0) {}
        """);
    assertThat(compile(entity)).succeededWithoutWarnings();
  }

  @Test
  void repositoryParametersNamedLikeTheImplsLocalsCompile() {
    JavaFileObject entity = source("Account", """
        @Table("accounts")
        public class Account {
          @PartitionKey public String account;
          @SortKey public String sk;
          public String status;
          public Integer score;
        }
        """);
    JavaFileObject repo = source("AccountRepository", """
        import io.dynaforge.repository.*;
        import org.springframework.data.domain.*;
        public interface AccountRepository extends DynamoDbRepository<Account, DynamoDbCompositeId> {
          List<Account> findByAccountAndSkStartingWith(String query, String method);
          Optional<Account> findByAccountAndSk(String operations, String mapper);
          List<Account> findByAccountAndStatusIn(String e, Collection<String> i);
          List<Account> findByAccountAndScoreIn(String type, List<Integer> e0);
          Window<Account> findByAccount(String value, ScrollPosition position, Limit limit);
          long countByAccountAndStatus(String query_, String method_);
          // the plan constants and the QueryExecution field: a parameter named like a constant
          // would shadow it, so constants are allocated around every parameter name
          List<Account> findByAccountAndStatus(String FIND_BY_ACCOUNT_AND_STATUS, String queries);
          List<Account> findByAccountAndStatus(String account, String status, Limit limit);
          long countByAccount(String fragments);
        }
        """);
    Compilation c = compile(entity, repo);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.AccountRepository_Impl")
        .contentsAsUtf8String().contains("FIND_BY_ACCOUNT_AND_STATUS_.require(FIND_BY_ACCOUNT_AND_STATUS, queries);");
  }
  /**
   * Property names that spell the same upper-snake constant ({@code fooBar} and {@code foo_bar}; an
   * {@code @Embedded} member {@code inner.x} and a property {@code innerX}) get distinct {@code Paths}
   * constants in the mapper and in a projection's mapper, and each still reads its own attribute.
   */
  @Test
  void propertiesWhoseConstantNamesCoincideCompileAndReadTheirOwnAttributes() {
    JavaFileObject entity = source("Twins", """
        @Table("twins")
        public class Twins {
          @PartitionKey public String id;
          public String fooBar;
          public String foo_bar;
          public Integer innerX;
          @Embedded public Inner inner;
          public static class Inner { @Column("inner_x") public Integer x; }
        }
        """);
    JavaFileObject repo = source("TwinsRepository", """
        import io.dynaforge.repository.*;
        import java.util.List;
        public interface TwinsRepository extends DynamoDbRepository<Twins, String> {
          record Pair(String fooBar, String foo_bar) {}
          List<Pair> findPairById(String id);
        }
        """);
    JavaFileObject probe = source("Probe", """
        import java.util.Map;
        import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
        public class Probe {
          public static String run() {
            Twins t = new Twins();
            t.id = "t-1";
            t.fooBar = "camel";
            t.foo_bar = "snake";
            t.innerX = 1;
            t.inner = new Twins.Inner();
            t.inner.x = 2;
            Map<String, AttributeValue> item = Twins_Mapper.INSTANCE.toItem(t);
            Twins back = Twins_Mapper.INSTANCE.fromItem(item);
            TwinsRepository.Pair pair = TwinsRepository_Pair_Mapper.INSTANCE.fromItem(item);
            return back.fooBar + " " + back.foo_bar + " " + back.innerX + " " + back.inner.x + " | "
                + pair.fooBar() + " " + pair.foo_bar();
          }
        }
        """);
    Compilation c = compile(entity, repo, probe);
    assertThat(c).succeededWithoutWarnings();
    assertThat(new CompiledClasses(c).call("com.acme.Probe", "run")).isEqualTo("camel snake 1 2 | camel snake");
  }
}
