package io.dynaforge.it.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.repository.RepositoryFactory;
import io.dynaforge.schema.Backfill;
import io.dynaforge.schema.BackfillProgress;
import io.dynaforge.schema.BackfillReport;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.stream.CheckpointStore;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The walk-through of {@code docs/evolution.md}, step by step: the example's {@code Player} (a kind of
 * the single {@code arena} table) gains a template column and a global index over it, for a new access
 * pattern (players by name).
 * <ol>
 *   <li>Version 1 is built with {@code -Adynaforge.schemaHistory}: the history file is written, no
 *   warning; players are stored.</li>
 *   <li>Version 2 is built against that history: {@code [Dynaforge/BackfillNeeded]} on the new template,
 *   naming the kind, the column, the index and the {@code Backfill} to run.</li>
 *   <li>{@code SchemaManager.update} (the starter's {@code schema-action=update}) adds the index; the new
 *   finder does not see the players stored before.</li>
 *   <li>The backfill, with progress, rewrites exactly those players (their versions unchanged); the new
 *   finder sees them; run again, it rewrites nothing.</li>
 * </ol>
 */
@ExtendWith(DynamoDbExtension.class)
// dynalite refuses the UpdateTable that adds a global index to an on-demand table without the
// ProvisionedThroughput that DynamoDB itself forbids there
@DisabledOnDynalite
class EvolutionWalkthroughTest {

  private static final String PLAYER_V1 = """
      package evo;
      import io.dynaforge.annotation.*;
      import org.springframework.data.annotation.Version;
      @Table("evo_arena")
      @SortKeyTemplate("PLAYER#{playerId}")
      public record Player(@PartitionKey String pk, String playerId, String name, int rating,
          @Version Long version) {}
      """;

  private static final String PLAYER_REPOSITORY = """
      package evo;
      import io.dynaforge.repository.*;
      public interface PlayerRepository extends DynamoDbRepository<Player, DynamoDbCompositeId> {}
      """;

  /** Version 2: players by name, through a composed column and a global index keyed on it. */
  private static final String PLAYER_V2 = """
      package evo;
      import io.dynaforge.annotation.*;
      import org.springframework.data.annotation.Version;
      @Table("evo_arena")
      @SortKeyTemplate("PLAYER#{playerId}")
      @PartitionKeyTemplate(value = "NAME#{name}", column = "gsi1pk")
      public record Player(@PartitionKey String pk, String playerId, String name, int rating,
          @Version Long version) {}
      """;

  private static final String PLAYER_BY_NAME = """
      package evo;
      import io.dynaforge.annotation.*;
      @SecondaryIndex(value = "by_name", tableName = "evo_arena")
      public record PlayerByName(@PartitionKey String gsi1pk, String playerId, String name, int rating) {}
      """;

  private static final String PLAYER_BY_NAME_REPOSITORY = """
      package evo;
      import io.dynaforge.repository.*;
      import java.util.List;
      public interface PlayerByNameRepository extends SecondaryIndexRepository<PlayerByName> {
        List<PlayerByName> findByGsi1pk(String gsi1pk);
      }
      """;

  @Test
  void aNewIndexOverAnExistingKindIsWarnedUpdatedAndBackfilled(@TempDir Path dir, LocalDynamoDb db,
      TestTables tables) throws Exception {
    Path history = dir.resolve("history");

    // 1. version 1, built with the history: the file is written, nothing to warn about
    Path v1 = compile(dir, "v1", history, Map.of("evo/Player.java", PLAYER_V1,
        "evo/PlayerRepository.java", PLAYER_REPOSITORY)).classes();
    assertThat(history.resolve("evo_arena.json")).exists();
    String recorded = Files.readString(history.resolve("evo_arena.json"));

    try (URLClassLoader loader = loader(v1)) {
      DynamoDbTemplate template = template(db, tables, loader);
      Class<?> player = loader.loadClass("evo.Player");
      template.createTables(player);
      for (int i = 0; i < 40; i++) {
        template.save(player.getConstructors()[0].newInstance("T1", "p" + i, "Ada" + (i % 10), 1000 + i, null));
      }
    }

    // 2. version 2 against the recorded history: the warning names what to backfill
    Compiled second = compile(dir, "v2", history, Map.of("evo/Player.java", PLAYER_V2,
        "evo/PlayerRepository.java", PLAYER_REPOSITORY, "evo/PlayerByName.java", PLAYER_BY_NAME,
        "evo/PlayerByNameRepository.java", PLAYER_BY_NAME_REPOSITORY));
    List<Diagnostic<? extends JavaFileObject>> warnings = second.warnings();
    assertThat(warnings).hasSize(1);
    Diagnostic<? extends JavaFileObject> warning = warnings.get(0);
    String message = warning.getMessage(Locale.ROOT);
    assertThat(message).startsWith("[Dynaforge/BackfillNeeded]").contains("evo.Player", "gsi1pk", "by_name",
        "Backfill.builder(operations, evo.Player.class)");
    assertThat(warning.getSource().getName()).endsWith("Player.java");
    assertThat(warning.getLineNumber()).as("on the new template").isEqualTo(6);
    assertThat(Files.readString(history.resolve("evo_arena.json"))).isNotEqualTo(recorded).contains("gsi1pk");

    try (URLClassLoader loader = loader(second.classes())) {
      DynamoDbTemplate template = template(db, tables, loader);
      Class<?> player = loader.loadClass("evo.Player");
      Class<?> byName = loader.loadClass("evo.PlayerByName");

      // 3. schema-action=update: the index is created over the live table
      assertThat(new SchemaManager(template).update(player, byName)).anySatisfy(change ->
          assertThat(change).contains("by_name"));
      List<?> ada3 = finder(loader, template).findByName("NAME#Ada3");
      assertThat(ada3).as("the players stored before the change carry no gsi1pk").isEmpty();
      Map<String, AttributeValue> before = stored(db, tables, "p3");
      assertThat(before).doesNotContainKey("gsi1pk");

      // 4. the backfill, with progress: exactly the stored players are rewritten, versions unchanged
      List<BackfillProgress> progress = new CopyOnWriteArrayList<>();
      CheckpointStore checkpoints = CheckpointStore.inMemory();
      BackfillReport report = Backfill.builder(template, entity(player)).segments(2).checkpoints(checkpoints)
          .progress(progress::add).run();
      assertThat(report.read()).isEqualTo(40);
      assertThat(report.rewritten()).isEqualTo(40);
      assertThat(report.failed()).isZero();
      assertThat(progress).isNotEmpty();
      assertThat(progress.stream().mapToInt(BackfillProgress::segment).distinct().count()).isEqualTo(2);

      Map<String, AttributeValue> after = stored(db, tables, "p3");
      assertThat(after).containsEntry("gsi1pk", AttributeValue.fromS("NAME#Ada3"))
          .containsEntry("version", before.get("version"));
      assertThat(finder(loader, template).findByName("NAME#Ada3")).hasSize(4); // p3, p13, p23, p33

      BackfillReport again = Backfill.builder(template, entity(player)).segments(2).run();
      assertThat(again.rewritten()).as("nothing is left behind").isZero();
      assertThat(again.unchanged()).isEqualTo(40);
    }
  }

  /** The entity class loaded from a version's output, typed for {@code Backfill.builder}. */
  @SuppressWarnings("unchecked")
  private static Class<Object> entity(Class<?> type) {
    return (Class<Object>) type;
  }

  /** The new finder, {@code PlayerByNameRepository.findByGsi1pk}, as the application calls it. */
  private interface ByName {
    List<?> findByName(String gsi1pk) throws Exception;
  }

  private static ByName finder(URLClassLoader loader, DynamoDbTemplate template) throws Exception {
    Class<?> repositoryType = loader.loadClass("evo.PlayerByNameRepository");
    for (RepositoryFactory<?> factory : ServiceLoader.load(RepositoryFactory.class, loader)) {
      if (factory.repositoryInterface() == repositoryType) {
        Object repository = factory.create(template);
        return gsi1pk -> (List<?>) repositoryType.getMethod("findByGsi1pk", String.class).invoke(repository, gsi1pk);
      }
    }
    throw new AssertionError("no factory of evo.PlayerByNameRepository");
  }

  private static Map<String, AttributeValue> stored(LocalDynamoDb db, TestTables tables, String playerId) {
    return db.client().getItem(r -> r.tableName(tables.name("evo_arena")).consistentRead(true)
        .key(Map.of("pk", AttributeValue.fromS("T1"), "sk", AttributeValue.fromS("PLAYER#" + playerId)))).item();
  }

  private static DynamoDbTemplate template(LocalDynamoDb db, TestTables tables, ClassLoader loader) {
    return DynamoDbTemplate.builder(db.client()).mapperRegistry(MapperRegistry.load(loader))
        .tableNameResolver(tables::name).build();
  }

  private static URLClassLoader loader(Path classes) throws IOException {
    return new URLClassLoader(new URL[] {classes.toUri().toURL()}, EvolutionWalkthroughTest.class.getClassLoader());
  }

  private record Compiled(Path classes, List<Diagnostic<? extends JavaFileObject>> diagnostics) {
    List<Diagnostic<? extends JavaFileObject>> warnings() {
      return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.WARNING
          || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING).toList();
    }
  }

  /** Compiles one version of the model with the processor and the history folder, as a build would. */
  private static Compiled compile(Path dir, String version, Path history, Map<String, String> sources)
      throws IOException {
    Path src = dir.resolve(version).resolve("src");
    Path classes = Files.createDirectories(dir.resolve(version).resolve("classes"));
    Path generated = Files.createDirectories(dir.resolve(version).resolve("generated"));
    List<File> files = new ArrayList<>();
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = src.resolve(source.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      files.add(file.toFile());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager fileManager = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
      List<String> options = List.of("-d", classes.toString(), "-s", generated.toString(), "-classpath",
          System.getProperty("java.class.path"), "-processorpath", System.getProperty("java.class.path"),
          "-processor", "io.dynaforge.processor.DynaforgeProcessor", "-implicit:none",
          "-Adynaforge.schemaHistory=" + history);
      Boolean ok = javac.getTask(null, fileManager, diagnostics, options, null,
          fileManager.getJavaFileObjectsFromFiles(files)).call();
      assertThat(ok).as(diagnostics.getDiagnostics().toString()).isTrue();
    }
    return new Compiled(classes, diagnostics.getDiagnostics());
  }
}
