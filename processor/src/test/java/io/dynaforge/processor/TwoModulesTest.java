package io.dynaforge.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compilations that see each other only through class files, run with javac as a build runs it: a
 * module and the module that depends on it, or an incremental build that recompiles part of one.
 */
class TwoModulesTest {

  /** Module A: an entity, a @SecondaryIndex view and an @ItemCollectionView, both taking the entity's table. */
  private static final Map<String, String> MODULE_A = Map.of(
      "com/acme/Player.java", """
          package com.acme;
          import io.dynaforge.annotation.*;
          @Table("arena")
          public record Player(@PartitionKey String pk, @SortKey String sk, String league, Integer rating) {}
          """,
      "com/acme/PlayerByRating.java", """
          package com.acme;
          import io.dynaforge.annotation.*;
          @SecondaryIndex("by_rating")
          public record PlayerByRating(@PartitionKey String league, @SortKey Integer rating, String pk) {}
          """,
      "com/acme/Roster.java", """
          package com.acme;
          import io.dynaforge.annotation.*;
          @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
          public record Roster(@ItemCollectionMember(startsWith = "PLAYER#") java.util.List<Player> players) {}
          """);

  /** Module B: only repositories, over module A's views. */
  private static final Map<String, String> MODULE_B = Map.of(
      "com/acme/app/PlayerByRatingRepository.java", """
          package com.acme.app;
          public interface PlayerByRatingRepository
              extends io.dynaforge.repository.SecondaryIndexRepository<com.acme.PlayerByRating> {
            java.util.List<com.acme.PlayerByRating> findByLeague(String league);
          }
          """,
      "com/acme/app/RosterRepository.java", """
          package com.acme.app;
          public interface RosterRepository extends io.dynaforge.repository.ItemCollectionRepository<com.acme.Roster> {}
          """);

  /**
   * Bug 3, views from another module: a repository of module B over a @SecondaryIndex view and an
   * @ItemCollectionView of module A is implemented (it was a false UnprocessedType), and reads the
   * table the views took in module A.
   */
  @Test
  void repositoriesOverViewsOfAnotherModule(@TempDir Path dir) throws IOException {
    Path a = compile(dir, "a", MODULE_A);
    Path b = compile(dir, "b", MODULE_B, a);
    assertThat(b.resolve("com/acme/app/PlayerByRatingRepository_Impl.class")).exists();
    assertThat(b.resolve("com/acme/app/RosterRepository_Impl.class")).exists();
    assertThat(Files.readString(b.resolve("META-INF/dynaforge/access-patterns/com.acme.app.PlayerByRatingRepository.json")))
        .contains("\"table\": \"arena\"").contains("by_rating");
    assertThat(Files.readString(b.resolve("META-INF/dynaforge/access-patterns/com.acme.app.RosterRepository.json")))
        .contains("\"table\": \"arena\"");
  }

  /**
   * The table a view takes does not depend on which entities the compilation holds: recompiling the
   * views alone, into module A's output with it on the class path (an incremental build), still finds
   * the entity's table through the mappers registered there.
   */
  @Test
  void aViewRecompiledWithoutItsEntityKeepsItsTable(@TempDir Path dir) throws IOException {
    Path a = compile(dir, "a", MODULE_A);
    Map<String, String> views = Map.of("com/acme/PlayerByRating.java", MODULE_A.get("com/acme/PlayerByRating.java"),
        "com/acme/Roster.java", MODULE_A.get("com/acme/Roster.java"));
    compileInto(dir.resolve("src-a2"), a, views, a);
    assertThat(Files.readString(a.resolve("META-INF/services/io.dynaforge.mapping.EntityMapper"), StandardCharsets.UTF_8))
        .isEqualTo("com.acme.PlayerByRating_Mapper\ncom.acme.Player_Mapper\n");
  }

  /** Bug 2: the merge drops an earlier entry whose class no longer exists (its source was deleted). */
  @Test
  void aListedTypeWhoseClassIsGoneIsDropped(@TempDir Path dir) throws IOException {
    Path a = compile(dir, "a", MODULE_A);
    Files.delete(a.resolve("com/acme/PlayerByRating.class"));
    Files.delete(a.resolve("com/acme/PlayerByRating_Mapper.class"));
    compileInto(dir.resolve("src-a2"), a, Map.of("com/acme/Player.java", MODULE_A.get("com/acme/Player.java")), a);
    assertThat(Files.readString(a.resolve("META-INF/services/io.dynaforge.mapping.EntityMapper"), StandardCharsets.UTF_8))
        .isEqualTo("com.acme.Player_Mapper\n");
    assertThat(Files.readString(a.resolve("META-INF/services/io.dynaforge.mapping.ItemCollectionMapper"),
        StandardCharsets.UTF_8)).isEqualTo("com.acme.Roster_Mapper\n");
  }

  private static Path compile(Path dir, String module, Map<String, String> sources, Path... classPath)
      throws IOException {
    Path classes = Files.createDirectories(dir.resolve(module + "-classes"));
    compileInto(dir.resolve("src-" + module), classes, sources, classPath);
    return classes;
  }

  /** Compiles with the Dynaforge processor as a build does (the test's class path, plus {@code classPath}). */
  static void compileInto(Path sourceDir, Path classes, Map<String, String> sources, Path... classPath)
      throws IOException {
    compileInto(sourceDir, classes, sources, List.of(), classPath);
  }

  /** {@link #compileInto(Path, Path, Map, Path...)} with these processor options ({@code -A...}). */
  static void compileInto(Path sourceDir, Path classes, Map<String, String> sources, List<String> options,
      Path... classPath) throws IOException {
    List<String> arguments = new ArrayList<>(options);
    StringBuilder path = new StringBuilder(System.getProperty("java.class.path"));
    for (Path p : classPath) {
      path.append(File.pathSeparator).append(p);
    }
    arguments.addAll(List.of("-d", classes.toString(), "-s", Files.createDirectories(sourceDir.resolve("generated"))
        .toString(), "-classpath", path.toString(), "-processorpath", System.getProperty("java.class.path"),
        "-processor", DynaforgeProcessor.class.getName(), "-implicit:none"));
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = sourceDir.resolve(source.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
      arguments.add(file.toString());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status = javac.run(null, out, out, arguments.toArray(String[]::new));
    assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isZero();
  }
}
