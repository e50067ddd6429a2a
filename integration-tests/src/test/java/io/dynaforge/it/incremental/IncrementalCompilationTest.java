package io.dynaforge.it.incremental;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.ItemCollectionMapper;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.repository.RepositoryFactory;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.data.repository.CrudRepository;

/**
 * Bug 2, incremental compilation drops generated services: two entities, their repositories and their
 * item-collection views are compiled, then one entity, its repository and its view are compiled again
 * into the same output with the first output on the class path, as IntelliJ, Eclipse and Gradle do.
 * The ServiceLoader files and the repository index must still list the types of both.
 */
@ExtendWith(DynamoDbExtension.class)
class IncrementalCompilationTest {

  private static final Map<String, String> SOURCES = new TreeMap<>(Map.of(
      "inc/Album.java", """
          package inc;
          @io.dynaforge.annotation.Table("inc_albums")
          public record Album(@io.dynaforge.annotation.PartitionKey String artist,
              @io.dynaforge.annotation.SortKey String sk, String title) {}
          """,
      "inc/AlbumRepository.java", """
          package inc;
          public interface AlbumRepository
              extends io.dynaforge.repository.DynamoDbRepository<Album, io.dynaforge.repository.DynamoDbCompositeId> {}
          """,
      "inc/AlbumShelf.java", """
          package inc;
          @io.dynaforge.annotation.ItemCollectionView(tableName = "inc_albums", partitionKey = "artist", sortKey = "sk")
          public record AlbumShelf(@io.dynaforge.annotation.ItemCollectionMember(startsWith = "ALBUM#")
              java.util.List<Album> albums) {}
          """,
      "inc/Track.java", """
          package inc;
          @io.dynaforge.annotation.Table("inc_tracks")
          public record Track(@io.dynaforge.annotation.PartitionKey String album,
              @io.dynaforge.annotation.SortKey String sk, String title) {}
          """,
      "inc/TrackRepository.java", """
          package inc;
          public interface TrackRepository
              extends io.dynaforge.repository.DynamoDbRepository<Track, io.dynaforge.repository.DynamoDbCompositeId> {}
          """,
      "inc/TrackList.java", """
          package inc;
          @io.dynaforge.annotation.ItemCollectionView(tableName = "inc_tracks", partitionKey = "album", sortKey = "sk")
          public record TrackList(@io.dynaforge.annotation.ItemCollectionMember(startsWith = "TRACK#")
              java.util.List<Track> tracks) {}
          """));

  @Test
  void aRecompilationKeepsTheServicesOfTheTypesItDidNotRecompile(@TempDir Path dir, LocalDynamoDb db,
      TestTables tables) throws Exception {
    Path classes = Files.createDirectories(dir.resolve("classes"));
    for (Map.Entry<String, String> source : SOURCES.entrySet()) {
      Path file = dir.resolve("src").resolve(source.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
    }
    compile(dir, classes, "inc/Album.java", "inc/AlbumRepository.java", "inc/AlbumShelf.java",
        "inc/Track.java", "inc/TrackRepository.java", "inc/TrackList.java");
    // the IDE recompiles what changed only: the tracks, with the earlier output on the class path
    compile(dir, classes, "inc/Track.java", "inc/TrackRepository.java", "inc/TrackList.java");

    assertThat(service(classes, EntityMapper.class)).containsExactly("inc.Album_Mapper", "inc.Track_Mapper");
    assertThat(service(classes, RepositoryFactory.class))
        .containsExactly("inc.AlbumRepository_Impl$Factory", "inc.TrackRepository_Impl$Factory");
    assertThat(service(classes, ItemCollectionMapper.class))
        .containsExactly("inc.AlbumShelf_Mapper", "inc.TrackList_Mapper");

    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      // (the parent loader adds this module's own generated types: only the package inc is ours here)
      assertThat(ServiceLoader.load(EntityMapper.class, loader).stream().map(p -> p.type().getName())
          .filter(name -> name.startsWith("inc."))).containsExactlyInAnyOrder("inc.Album_Mapper", "inc.Track_Mapper");
      List<RepositoryFactory<?>> factories = new ArrayList<>();
      ServiceLoader.load(RepositoryFactory.class, loader).forEach(f -> {
        if (f.repositoryInterface().getName().startsWith("inc.")) {
          factories.add(f);
        }
      });
      assertThat(factories).extracting(f -> f.repositoryInterface().getName())
          .containsExactlyInAnyOrder("inc.AlbumRepository", "inc.TrackRepository");

      // a repository from each compilation works against the server
      MapperRegistry mappers = MapperRegistry.load(loader);
      DynamoDbTemplate template = DynamoDbTemplate.builder(db.client()).mapperRegistry(mappers)
          .tableNameResolver(tables::name).build();
      Class<?> album = loader.loadClass("inc.Album");
      Class<?> track = loader.loadClass("inc.Track");
      template.createTables(album, track);
      for (RepositoryFactory<?> factory : factories) {
        boolean albums = factory.repositoryInterface().getSimpleName().equals("AlbumRepository");
        Class<?> type = albums ? album : track;
        Object row = type.getConstructors()[0].newInstance("p1", albums ? "ALBUM#1" : "TRACK#1", "t1");
        @SuppressWarnings("unchecked")
        CrudRepository<Object, Object> repository = (CrudRepository<Object, Object>) factory.create(template);
        repository.save(row);
        assertThat(repository.findAll()).containsExactly(row);
      }
    }
  }

  /** The CloudFormation template, like the listings, keeps the tables and indexes of what was not recompiled. */
  @Test
  void aRecompilationKeepsTheTablesAndIndexesOfTheCloudFormationTemplate(@TempDir Path dir) throws Exception {
    Path classes = Files.createDirectories(dir.resolve("classes"));
    Map<String, String> sources = Map.of(
        "cfn/Album.java", """
            package cfn;
            @io.dynaforge.annotation.Table("cfn_albums")
            public record Album(@io.dynaforge.annotation.PartitionKey String artist,
                @io.dynaforge.annotation.SortKey String sk, String title) {}
            """,
        "cfn/AlbumByTitle.java", """
            package cfn;
            @io.dynaforge.annotation.SecondaryIndex(value = "by_title", tableName = "cfn_albums")
            public record AlbumByTitle(@io.dynaforge.annotation.PartitionKey String title, String artist) {}
            """,
        "cfn/Track.java", """
            package cfn;
            @io.dynaforge.annotation.Table("cfn_tracks")
            public record Track(@io.dynaforge.annotation.PartitionKey String album, String title) {}
            """);
    for (Map.Entry<String, String> source : sources.entrySet()) {
      Path file = dir.resolve("src").resolve(source.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, source.getValue());
    }
    compile(dir, classes, "cfn/Album.java", "cfn/AlbumByTitle.java", "cfn/Track.java");
    Path template = classes.resolve("META-INF/dynaforge/cloudformation.json");
    String full = Files.readString(template);
    assertThat(full).contains("\"CfnAlbumsTable\"", "\"CfnTracksTable\"", "\"IndexName\": \"by_title\"");

    Path facts = classes.resolve("META-INF/dynaforge/tables");
    String fullFacts = Files.readString(facts);
    assertThat(fullFacts.lines().skip(1)).as("a line per entity and view, by qualified name").containsExactly(
        "entity\tcfn.Album_Mapper\tcfn.Album\tAlbum\tcfn_albums\tartist:S\tsk:S\t\t\t\t\tartist,sk,title",
        "view\tcfn.AlbumByTitle_Mapper\tcfn.AlbumByTitle\tAlbumByTitle\tcfn_albums\ttitle:S\t\tby_title\tglobal\tALL\t\ttitle,artist",
        "entity\tcfn.Track_Mapper\tcfn.Track\tTrack\tcfn_tracks\talbum:S\t\t\t\t\t\talbum,title");

    compile(dir, classes, "cfn/Track.java");
    assertThat(Files.readString(template)).as("only the tracks recompiled").isEqualTo(full);
    assertThat(Files.readString(facts)).as("only the tracks recompiled").isEqualTo(fullFacts);
    compile(dir, classes, "cfn/AlbumByTitle.java");
    assertThat(Files.readString(template)).as("only the view recompiled").isEqualTo(full);
    assertThat(Files.readString(facts)).as("only the view recompiled").isEqualTo(fullFacts);

    // the tables of what is not recompiled come from the recorded facts, not from the class files
    Files.writeString(facts, fullFacts.replace("cfn_tracks\talbum:S", "cfn_tracks\talbum:N"));
    compile(dir, classes, "cfn/Album.java");
    assertThat(Files.readString(template)).as("the recorded key type of the tracks")
        .containsPattern("\"AttributeName\": \"album\",\\s+\"AttributeType\": \"N\"");

    // an output without the facts (an older processor's): the earlier types are read from their class files
    Files.delete(facts);
    compile(dir, classes, "cfn/Album.java");
    assertThat(Files.readString(template)).as("read from the class files").isEqualTo(full);
    assertThat(Files.readString(facts)).as("recorded again").isEqualTo(fullFacts);

    // a type whose mapper is gone is dropped, as the listings drop it
    Files.delete(classes.resolve("cfn/Track.class"));
    Files.delete(classes.resolve("cfn/Track_Mapper.class"));
    compile(dir, classes, "cfn/Album.java");
    assertThat(Files.readString(template)).contains("\"CfnAlbumsTable\"").doesNotContain("CfnTracksTable");
    assertThat(Files.readString(facts)).doesNotContain("cfn.Track");
  }

  private static void compile(Path dir, Path classes, String... sources) throws IOException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    String classPath = System.getProperty("java.class.path") + File.pathSeparator + classes;
    List<String> arguments = new ArrayList<>(List.of("-d", classes.toString(), "-s",
        Files.createDirectories(dir.resolve("generated")).toString(), "-classpath", classPath, "-processorpath",
        System.getProperty("java.class.path"), "-processor", "io.dynaforge.processor.DynaforgeProcessor",
        "-implicit:none"));
    for (String source : sources) {
      arguments.add(dir.resolve("src").resolve(source).toString());
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int status = javac.run(null, out, out, arguments.toArray(String[]::new));
    assertThat(status).as(out.toString()).isZero();
  }

  private static List<String> service(Path classes, Class<?> service) throws IOException {
    return Files.readAllLines(classes.resolve("META-INF/services/" + service.getName())).stream()
        .filter(line -> !line.isBlank()).toList();
  }
}
