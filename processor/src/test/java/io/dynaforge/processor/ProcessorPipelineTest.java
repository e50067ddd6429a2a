package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/** Deferral, isolation, determinism and registration: the processor's loop, not its rules. */
class ProcessorPipelineTest {

  private static final JavaFileObject MATCH = source("Match", """
      @Table("arena")
      public class Match {
        @PartitionKey public String pk;
        @SortKey public String sk;
        public Instant playedAt;
        public List<Map<String, Set<String>>> rounds;
        public Venue venue;
        public record Venue(String name, @Column("city_name") String city) {}
      }
      """);

  private static final JavaFileObject PLAYER = source("Player", """
      @Table("players")
      public record Player(@PartitionKey String pk, @SortKey String sk, String name, @Version Long version) {}
      """);

  @Test
  void generatesMappersAndRegistersEntitiesForServiceLoader() throws IOException {
    Compilation c = compile(MATCH, PLAYER);
    assertThat(c).succeededWithoutWarnings();
    assertThat(c).generatedSourceFile("com.acme.Match_Mapper");
    assertThat(c).generatedSourceFile("com.acme.Player_Mapper");
    assertThat(c).generatedSourceFile("com.acme.Match_Venue_Mapper");
    JavaFileObject services = c.generatedFile(StandardLocation.CLASS_OUTPUT, "",
        "META-INF/services/io.dynaforge.mapping.EntityMapper").orElseThrow();
    // nested mappers are not entities: only @Table types are registered, sorted
    assertThat(services.getCharContent(true).toString())
        .isEqualTo("com.acme.Match_Mapper\ncom.acme.Player_Mapper\n");
    String mapper = generated(c, "com.acme.Match_Mapper");
    assertThat(mapper).contains("@Generated(\"io.dynaforge.processor.DynaforgeProcessor\")");
    assertThat(mapper).doesNotContain("java.lang.reflect").doesNotContain("getDeclaredField");
  }

  private static final JavaFileObject FIXTURE = source("Fixture", """
      @Table("arena")
      @SortKeyTemplate("FIXTURE#{day}#{slot}")
      @SortKeyTemplate(value = "VENUE#{venue}", column = "gsi1sk")
      public class Fixture {
        @PartitionKey public String pk;
        @Derived public LocalDate day;
        @Derived public Integer slot;
        public String venue;
        @Embedded(regex = "FIXTURE#.+") public Score score;
        public record Score(int home, int away) {}
      }
      """);

  private static final JavaFileObject FIXTURE_REPOSITORY = source("FixtureRepository", """
      public interface FixtureRepository
          extends io.dynaforge.repository.DynamoDbRepository<Fixture, io.dynaforge.repository.DynamoDbCompositeId> {
        List<Fixture> findByPkAndDay(String pk, LocalDate day);
        Optional<Fixture> findByPkAndDayAndSlot(String pk, LocalDate day, Integer slot);
        List<Fixture> findTop2ByPkAndVenueInOrderByDayDesc(String pk, Collection<String> venues);
      }
      """);

  @Test
  void generatedSourcesAndReportsAreByteIdenticalAcrossBuilds() {
    Map<String, String> first = files(compile(MATCH, PLAYER, FIXTURE, FIXTURE_REPOSITORY));
    Map<String, String> second = files(compile(FIXTURE_REPOSITORY, PLAYER, FIXTURE, MATCH));
    assertThat(first.keySet()).anyMatch(name -> name.endsWith("Fixture_Keys.java"))
        .anyMatch(name -> name.endsWith("FixtureRepository_Impl.java"))
        .anyMatch(name -> name.endsWith("com.acme.FixtureRepository.json"));
    assertThat(second).isEqualTo(first);
  }

  @Test
  void oneBadEntityDoesNotStopTheOthers() {
    JavaFileObject bad = source("Broken", """
        @Table
        public class Broken {
          public String noKey;
        }
        """);
    // refers to the good entity's mapper: if it were not generated, javac would add "cannot find symbol"
    JavaFileObject user = source("UsesPlayer", """
        public class UsesPlayer {
          Object mapper = Player_Mapper.INSTANCE;
        }
        """);
    Compilation c = compile(bad, PLAYER, user);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/MissingPartitionKey]").inFile(bad).onLineContaining("@Table");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void typeReferringToLaterGeneratedCodeIsDeferredNotFailed() {
    JavaFileObject wallet = source("Wallet", """
        @Table
        public class Wallet {
          @PartitionKey public String owner;
          public Money balance;
        }
        """);
    Compilation c = compile(new MoneyGenerator(), wallet);
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("com.acme.Wallet_Mapper");
    assertThat(c).generatedSourceFile("com.acme.Money_Mapper");
    assertThat(generated(c, "com.acme.Wallet_Mapper")).contains("ItemValues.putValue(item, \"balance\", entity.balance, Money_Mapper.INSTANCE)")
        .contains("ItemValues.getValue(item, Paths.BALANCE, Money_Mapper.INSTANCE)");
  }

  /**
   * Bug 4, deferral loses nested mappers: the entity reaches the generated type through a nested type
   * (entity, Purse, Money). Reading Purse is deferred with the entity; it must be read (and its mapper
   * queued) again when the entity is retried, not remembered as usable but never written.
   */
  @Test
  void deferralKeepsNestedMappersTwoHopsFromAGeneratedType() {
    JavaFileObject wallet = source("Wallet", """
        @Table
        public class Wallet {
          @PartitionKey public String owner;
          public Purse purse;
        }
        """);
    JavaFileObject purse = source("Purse", """
        public class Purse {
          public String label;
          public Money money;
        }
        """);
    Compilation c = compile(new MoneyGenerator(), wallet, purse);
    assertThat(c).succeeded();
    assertThat(c).generatedSourceFile("com.acme.Wallet_Mapper");
    assertThat(c).generatedSourceFile("com.acme.Purse_Mapper");
    assertThat(c).generatedSourceFile("com.acme.Money_Mapper");
    assertThat(generated(c, "com.acme.Purse_Mapper")).contains("Money_Mapper.INSTANCE");
  }

  @Test
  void constructorBoundClassesAndRecordsAreCopiedWhenTheVersionChanges() {
    JavaFileObject account = source("Account", """
        @Table
        public class Account {
          @PartitionKey private final String id;
          @Version private final long version;
          private String note;
          public Account(String id, long version) { this.id = id; this.version = version; }
          public String getId() { return id; }
          public long getVersion() { return version; }
          public String getNote() { return note; }
          public void setNote(String note) { this.note = note; }
        }
        """);
    Compilation c = compile(account);
    assertThat(c).succeededWithoutWarnings();
    String mapper = generated(c, "com.acme.Account_Mapper");
    assertThat(mapper).contains("Account entity = new Account(id, version_);");
    assertThat(mapper).contains("entity.setNote(note);");
    assertThat(mapper).contains("Account copy = new Account(entity.getId(), version == null ? 0 : version.longValue());");
    assertThat(mapper).contains("copy.setNote(entity.getNote());");
  }

  private static String generated(Compilation c, String name) {
    try {
      return c.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every generated source and resource (not class files), by name. */
  private static Map<String, String> files(Compilation c) {
    assertThat(c).succeeded();
    Map<String, String> result = new java.util.TreeMap<>();
    for (JavaFileObject file : c.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        continue;
      }
      try {
        result.put(file.getName(), file.getCharContent(true).toString());
      } catch (java.io.FileNotFoundException lookedUpOnly) {
        // the named-queries resource the processor looked for: compile-testing lists it, unwritten
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return result;
  }

  /** Stands in for another processor (Lombok, MapStruct, ...) that creates a type in round 1. */
  static final class MoneyGenerator extends AbstractProcessor {
    private boolean done;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (!done) {
        done = true;
        try {
          JavaFileObject file = processingEnv.getFiler().createSourceFile("com.acme.Money");
          try (Writer w = file.openWriter()) {
            w.write("package com.acme;\npublic record Money(java.math.BigDecimal amount, String currency) {}\n");
          }
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      return false;
    }
  }


  @Test
  void anExceptionInsideAStepIsAnInternalErrorOnTheTypeNotAStackTrace() {
    DynaforgeProcessor failing = new DynaforgeProcessor(type -> {
      if (type.getSimpleName().contentEquals("Match")) {
        throw new IllegalStateException("boom");
      }
    });
    Compilation c = com.google.testing.compile.Compiler.javac().withProcessors(failing).compile(MATCH, PLAYER);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/InternalError] Dynaforge failed while processing com.acme.Match:"
        + " java.lang.IllegalStateException: boom").inFile(MATCH).onLineContaining("public class Match");
    assertThat(c).hadErrorContaining("please report it");
    assertThat(c).hadErrorCount(1); // reported once, on Match only
  }

  @Test
  void generatedRepositoriesAreListedInTheBuildTimeIndex() throws IOException {
    JavaFileObject players = source("PlayerRepository", """
        import io.dynaforge.repository.*;
        public interface PlayerRepository extends DynamoDbRepository<Player, DynamoDbCompositeId> {
          interface Factory {}
        }
        """);
    JavaFileObject base = source("BaseRepository", """
        import io.dynaforge.repository.*;
        @org.springframework.data.repository.NoRepositoryBean
        public interface BaseRepository<T> extends DynamoDbRepository<T, DynamoDbCompositeId> {}
        """);
    JavaFileObject arena = source("ArenaRepository", """
        public interface ArenaRepository extends BaseRepository<Player> {}
        """);
    Compilation c = compile(PLAYER, players, base, arena);
    assertThat(c).succeededWithoutWarnings();
    JavaFileObject index = c.generatedFile(StandardLocation.CLASS_OUTPUT, "",
        "META-INF/services/io.dynaforge.repository.RepositoryFactory").orElseThrow();
    // sorted; the @NoRepositoryBean base is not listed; a user type named Factory is not shadowed
    assertThat(index.getCharContent(true).toString())
        .isEqualTo("com.acme.ArenaRepository_Impl$Factory\ncom.acme.PlayerRepository_Impl$Factory_\n");
  }

  @Test
  void repositoriesGoThroughTheSameStepLoopAndSeam() {
    JavaFileObject repo = source("PlayerRepository", """
        import io.dynaforge.repository.*;
        public interface PlayerRepository extends DynamoDbRepository<Player, DynamoDbCompositeId> {}
        """);
    DynaforgeProcessor failing = new DynaforgeProcessor(type -> {
      if (type.getSimpleName().contentEquals("PlayerRepository")) {
        throw new IllegalStateException("boom");
      }
    });
    Compilation c = com.google.testing.compile.Compiler.javac().withProcessors(failing).compile(PLAYER, repo);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/InternalError] Dynaforge failed while processing"
        + " com.acme.PlayerRepository: java.lang.IllegalStateException: boom").inFile(repo)
        .onLineContaining("public interface PlayerRepository");
    assertThat(c).hadErrorCount(1); // the entity's own step still ran and reported nothing
  }
}
