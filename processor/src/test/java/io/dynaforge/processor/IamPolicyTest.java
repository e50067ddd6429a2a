package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import io.dynaforge.processor.codegen.CloudFormationWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 34, least privilege: each repository's {@code META-INF/dynaforge/iam/<Repository>.json} allows
 * exactly the DynamoDB actions its methods send (inherited CRUD included) on exactly the tables and
 * indexes they use, the union of the {@code permissions} its access-pattern report lists per method;
 * the CloudFormation template holds the same document as an {@code AWS::IAM::ManagedPolicy} whose ARNs
 * follow the tables' name parameters (pinned by {@code golden/cloudformation-iam.json}, rewritten with
 * {@code -Ddynaforge.updateGolden=true}); an incremental build keeps the policies of what it did not
 * recompile.
 */
class IamPolicyTest {

  private static final Path GOLDEN = Path.of("src", "test", "resources", "golden", "cloudformation-iam.json");

  static final JavaFileObject GAME = source("Game", """
      @Table("games")
      public record Game(@PartitionKey String league, @SortKey String gameId, String status, Integer score,
          @Version Long version) {}
      """);

  static final JavaFileObject GAME_BY_STATUS = source("GameByStatus", """
      @SecondaryIndex(value = "by_status", tableName = "games")
      public record GameByStatus(@PartitionKey String status, @SortKey Integer score, String league, String gameId) {}
      """);

  /** A table repository: a derived Query of the table, PartiQL on the table and on the index, an @Update, CRUD. */
  static final JavaFileObject GAME_REPOSITORY = source("GameRepository", """
      public interface GameRepository
          extends io.dynaforge.repository.DynamoDbRepository<Game, io.dynaforge.repository.DynamoDbCompositeId> {
        List<Game> findByLeague(String league);
        @Query(partiQl = "SELECT * FROM \\"games\\".\\"by_status\\" WHERE status = ?")
        List<Game> withStatus(String status);
        @Query(partiQl = "SELECT * FROM \\"games\\" WHERE league = ?")
        List<Game> inLeague(String league);
        @Update(updateExpression = "SET #status = :status")
        Game mark(String league, String gameId, String status);
      }
      """);

  /** A view repository: a derived Query of the global index and its Scan. */
  static final JavaFileObject GAME_BY_STATUS_REPOSITORY = source("GameByStatusRepository", """
      public interface GameByStatusRepository extends io.dynaforge.repository.SecondaryIndexRepository<GameByStatus> {
        List<GameByStatus> findByStatus(String status);
        @AllowScan
        List<GameByStatus> findAll();
      }
      """);

  static final JavaFileObject[] MODEL = {GAME, GAME_BY_STATUS, GAME_REPOSITORY, GAME_BY_STATUS_REPOSITORY};

  static final String GAME_POLICY = """
      {
        "Version": "2012-10-17",
        "Statement": [
          {
            "Effect": "Allow",
            "Action": [
              "dynamodb:BatchGetItem",
              "dynamodb:BatchWriteItem",
              "dynamodb:DeleteItem",
              "dynamodb:GetItem",
              "dynamodb:PartiQLSelect",
              "dynamodb:PutItem",
              "dynamodb:Query",
              "dynamodb:Scan",
              "dynamodb:UpdateItem"
            ],
            "Resource": "arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}games"
          },
          {
            "Effect": "Allow",
            "Action": [
              "dynamodb:PartiQLSelect"
            ],
            "Resource": "arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}games/index/by_status"
          }
        ]
      }
      """;

  static final String GAME_BY_STATUS_POLICY = """
      {
        "Version": "2012-10-17",
        "Statement": [
          {
            "Effect": "Allow",
            "Action": [
              "dynamodb:Query",
              "dynamodb:Scan"
            ],
            "Resource": "arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}games/index/by_status"
          }
        ]
      }
      """;

  @Test
  void eachRepositoryHasItsPolicy() throws IOException {
    Compilation c = compile(MODEL);
    assertThat(c).succeededWithoutWarnings();
    assertThat(policy(c, "GameRepository")).hasValue(GAME_POLICY);
    assertThat(policy(c, "GameByStatusRepository")).hasValue(GAME_BY_STATUS_POLICY);
    assertThat(file(c, RepositoryPolicies.LISTING)).hasValue("com.acme.GameByStatusRepository\ncom.acme.GameRepository\n");
  }

  @Test
  void theTemplateWithPoliciesMatchesItsGoldenFile() throws IOException {
    Compilation c = compile(MODEL);
    assertThat(c).succeededWithoutWarnings();
    String template = file(c, CloudFormationWriter.PATH).orElseThrow();
    if (Boolean.getBoolean("dynaforge.updateGolden")) {
      Files.writeString(GOLDEN, template);
    }
    assertThat(template).isEqualTo(Files.readString(GOLDEN)); // byte for byte
    // the same document, its ARNs following the table's name parameter
    assertThat(template.replaceAll("\\s+", "")).contains("\"GameRepositoryPolicy\":{\"Type\":\"AWS::IAM::ManagedPolicy\"")
        .contains("{\"Fn::Sub\":\"arn:${AWS::Partition}:dynamodb:${AWS::Region}:${AWS::AccountId}:table/${GamesTableName}\"}")
        .contains("\"GameRepositoryPolicyArn\":{\"Description\":\"TheARNofthemanagedpolicyofcom.acme.GameRepository\","
            + "\"Value\":{\"Ref\":\"GameRepositoryPolicy\"}}");
    // the files' document, with the template's own placeholders where the files write envsubst's
    assertThat(documentsOf(template)).containsEntry("GameRepositoryPolicy", strip(asInTemplate(GAME_POLICY)))
        .containsEntry("GameByStatusRepositoryPolicy", strip(asInTemplate(GAME_BY_STATUS_POLICY))).hasSize(2);
  }

  @Test
  void theOutputIsTheSameWhateverTheOrderOfTheSources() throws IOException {
    Compilation forward = compile(MODEL);
    Compilation backward = compile(GAME_BY_STATUS_REPOSITORY, GAME_REPOSITORY, GAME_BY_STATUS, GAME);
    for (String path : new String[] {CloudFormationWriter.PATH, RepositoryPolicies.LISTING,
        "META-INF/dynaforge/iam/com.acme.GameRepository.json", "META-INF/dynaforge/iam/com.acme.GameByStatusRepository.json"}) {
      assertThat(file(backward, path)).as(path).isEqualTo(file(forward, path)).isPresent();
    }
  }

  /** The policy and the report come from the same plans: the policy is the union of the methods' permissions. */
  @Test
  void thePolicyIsTheUnionOfThePermissionsOfTheReport() throws IOException {
    Compilation c = compile(MODEL);
    for (String repository : new String[] {"GameRepository", "GameByStatusRepository"}) {
      String report = file(c, "META-INF/dynaforge/access-patterns/com.acme." + repository + ".json").orElseThrow();
      assertThat(grants(policy(c, repository).orElseThrow())).as(repository).isEqualTo(reportedPermissions(report))
          .isNotEmpty();
    }
    String report = file(c, "META-INF/dynaforge/access-patterns/com.acme.GameRepository.json").orElseThrow();
    assertThat(report).contains("      \"reading\": \"find Game where league = league\",\n"
            + "      \"permissions\": {\"table/games\": [\"dynamodb:Query\"]}\n    }")
        .contains("      \"scan\": false,\n"
            + "      \"permissions\": {\"table/games/index/by_status\": [\"dynamodb:PartiQLSelect\"]}\n    }")
        .contains("\"update\": \"SET #status = :status\"")
        .contains("\"permissions\": {\"table/games\": [\"dynamodb:UpdateItem\"]}");
  }

  /**
   * What the runtime sends for inherited CRUD: a versioned write whose condition fails (with an
   * extension's condition too) reads the version with a consistent GetItem; {@code deleteAll()} Scans,
   * then deletes with BatchWriteItem, or one DeleteItem each for a versioned entity; the save of an
   * entity with an {@code @AtomicCounter} is an UpdateItem; {@code saveAll} is BatchWriteItem (and
   * PutItem) unless the entity is versioned (PutItem) or counted (UpdateItem).
   */
  @Test
  void inheritedCrudMethodsAreGrantedWhatTheRuntimeSends() throws IOException {
    Compilation c = compile(GAME, source("Note", """
        @Table("notes")
        public record Note(@PartitionKey String id, String text) {}
        """), source("Tally", """
        @Table("tallies")
        public class Tally {
          @PartitionKey public String id;
          @AtomicCounter public long hits;
        }
        """), source("GameRepository", """
        public interface GameRepository
            extends io.dynaforge.repository.DynamoDbRepository<Game, io.dynaforge.repository.DynamoDbCompositeId> {}
        """), source("NoteRepository", """
        public interface NoteRepository extends io.dynaforge.repository.DynamoDbRepository<Note, String> {}
        """), source("TallyRepository", """
        public interface TallyRepository extends io.dynaforge.repository.DynamoDbRepository<Tally, String> {}
        """));
    assertThat(c).succeededWithoutWarnings();
    Map<String, String> game = permissionsByMethod(file(c, "META-INF/dynaforge/access-patterns/com.acme.GameRepository.json")
        .orElseThrow());
    assertThat(game).containsEntry("save(S)", "{\"table/games\": [\"dynamodb:GetItem\", \"dynamodb:PutItem\"]}")
        .containsEntry("saveAll(java.lang.Iterable<S>)", "{\"table/games\": [\"dynamodb:GetItem\", \"dynamodb:PutItem\"]}")
        .containsEntry("update(com.acme.Game)", "{\"table/games\": [\"dynamodb:GetItem\", \"dynamodb:UpdateItem\"]}")
        .containsEntry("delete(com.acme.Game)", "{\"table/games\": [\"dynamodb:DeleteItem\", \"dynamodb:GetItem\"]}")
        .containsEntry("deleteAll(java.lang.Iterable<? extends com.acme.Game>)",
            "{\"table/games\": [\"dynamodb:DeleteItem\", \"dynamodb:GetItem\"]}")
        .containsEntry("deleteAll()", "{\"table/games\": [\"dynamodb:DeleteItem\", \"dynamodb:GetItem\", \"dynamodb:Scan\"]}")
        .containsEntry("findAllById(java.lang.Iterable<io.dynaforge.repository.DynamoDbCompositeId>)",
            "{\"table/games\": [\"dynamodb:BatchGetItem\"]}")
        .containsEntry("deleteAllById(java.lang.Iterable<? extends io.dynaforge.repository.DynamoDbCompositeId>)",
            "{\"table/games\": [\"dynamodb:BatchWriteItem\"]}")
        .containsEntry("count()", "{\"table/games\": [\"dynamodb:Scan\"]}")
        .containsEntry("findById(io.dynaforge.repository.DynamoDbCompositeId)", "{\"table/games\": [\"dynamodb:GetItem\"]}");
    Map<String, String> note = permissionsByMethod(file(c, "META-INF/dynaforge/access-patterns/com.acme.NoteRepository.json")
        .orElseThrow());
    assertThat(note).containsEntry("save(S)", "{\"table/notes\": [\"dynamodb:PutItem\"]}")
        // BatchWriteItem; PutItem too, for an extension adding a write condition (known at run time only)
        .containsEntry("saveAll(java.lang.Iterable<S>)", "{\"table/notes\": [\"dynamodb:BatchWriteItem\", \"dynamodb:PutItem\"]}")
        .containsEntry("delete(com.acme.Note)", "{\"table/notes\": [\"dynamodb:DeleteItem\"]}")
        .containsEntry("deleteAll(java.lang.Iterable<? extends com.acme.Note>)", "{\"table/notes\": [\"dynamodb:BatchWriteItem\"]}")
        .containsEntry("deleteAll()", "{\"table/notes\": [\"dynamodb:BatchWriteItem\", \"dynamodb:Scan\"]}");
    assertThat(grants(policy(c, "NoteRepository").orElseThrow())).isEqualTo(Map.of("table/notes", Set.of(
        "dynamodb:BatchGetItem", "dynamodb:BatchWriteItem", "dynamodb:DeleteItem", "dynamodb:GetItem",
        "dynamodb:PutItem", "dynamodb:Scan", "dynamodb:UpdateItem")));
    assertThat(permissionsByMethod(file(c, "META-INF/dynaforge/access-patterns/com.acme.TallyRepository.json").orElseThrow()))
        .containsEntry("save(S)", "{\"table/tallies\": [\"dynamodb:UpdateItem\"]}")
        .containsEntry("saveAll(java.lang.Iterable<S>)", "{\"table/tallies\": [\"dynamodb:UpdateItem\"]}");
    assertThat(grants(policy(c, "TallyRepository").orElseThrow()).get("table/tallies")).doesNotContain("dynamodb:PutItem");
  }

  /** A PartiQL statement is sent as written: its verb's action, on the table (and index) it names. */
  @Test
  void partiQlStatementsAreGrantedTheirVerbOnTheTableTheyName() throws IOException {
    Compilation c = compile(source("Note", """
        @Table("notes")
        public record Note(@PartitionKey String id, String text) {}
        """), source("NoteRepository", """
        public interface NoteRepository extends io.dynaforge.repository.DynamoDbRepository<Note, String> {
          @Query(partiQl = "INSERT INTO \\"notes\\" VALUE {'id': ?, 'text': ?}")
          List<Note> add(String id, String text);
          @Query(partiQl = "update notes SET text = ? WHERE id = ?")
          List<Note> edit(String text, String id);
          @Query(partiQl = "DELETE FROM \\"notes\\" WHERE id = ?")
          List<Note> remove(String id);
          @Query(partiQl = "SELECT * FROM \\"archive\\" WHERE id = ?")
          List<Note> archived(String id);
        }
        """));
    assertThat(c).succeeded();
    Map<String, String> note = permissionsByMethod(file(c, "META-INF/dynaforge/access-patterns/com.acme.NoteRepository.json")
        .orElseThrow());
    assertThat(note).containsEntry("add(java.lang.String, java.lang.String)", "{\"table/notes\": [\"dynamodb:PartiQLInsert\"]}")
        .containsEntry("edit(java.lang.String, java.lang.String)", "{\"table/notes\": [\"dynamodb:PartiQLUpdate\"]}")
        .containsEntry("remove(java.lang.String)", "{\"table/notes\": [\"dynamodb:PartiQLDelete\"]}")
        .containsEntry("archived(java.lang.String)", "{\"table/archive\": [\"dynamodb:PartiQLSelect\"]}");
    assertThat(grants(policy(c, "NoteRepository").orElseThrow())).containsEntry("table/archive", Set.of("dynamodb:PartiQLSelect"));
    // the statement names a table the template does not declare: the policy stays out of the template
    String template = file(c, CloudFormationWriter.PATH).orElseThrow();
    assertThat(template).contains("\"NotesTable\"").doesNotContain("NoteRepositoryPolicy");
  }

  /** An item collection's fixed finders (and its declared Queries) read the view's table or index. */
  @Test
  void anItemCollectionRepositoryQueriesItsTableOrIndex() throws IOException {
    Compilation c = compile(source("CustomerRow", """
        @Table("crm")
        public record CustomerRow(@PartitionKey String pk, @SortKey String sk, String name) {}
        """), source("Profile", "public record Profile(String name) {}"), source("CustomerView", """
        @ItemCollectionView(tableName = "crm", partitionKey = "pk", sortKey = "sk")
        public record CustomerView(@ItemCollectionMember(startsWith = "PROFILE") Profile profile) {}
        """), source("PlainViewRepository", """
        public interface PlainViewRepository extends io.dynaforge.repository.ItemCollectionRepository<CustomerView> {}
        """), source("CustomerViewRepository", """
        public interface CustomerViewRepository extends io.dynaforge.repository.ItemCollectionRepository<CustomerView> {
          @Query(keyConditionExpression = "#pk = :pk AND begins_with(#sk, :prefix)")
          Optional<CustomerView> startingWith(String pk, String prefix);
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(grants(policy(c, "CustomerViewRepository").orElseThrow())).isEqualTo(Map.of("table/crm",
        Set.of("dynamodb:Query")));
    assertThat(grants(policy(c, "PlainViewRepository").orElseThrow())).as("the fixed finders alone")
        .isEqualTo(Map.of("table/crm", Set.of("dynamodb:Query")));
    String report = file(c, "META-INF/dynaforge/access-patterns/com.acme.CustomerViewRepository.json").orElseThrow();
    assertThat(permissionsByMethod(report)).hasSize(6)
        .allSatisfy((method, permissions) -> assertThat(permissions).isEqualTo("{\"table/crm\": [\"dynamodb:Query\"]}"));
  }

  /** A repository whose methods send nothing (none, or only a custom fragment's) has no policy. */
  @Test
  void aRepositoryThatSendsNothingHasNoPolicy() throws IOException {
    Compilation c = compile(GAME, GAME_BY_STATUS, source("IdleRepository", """
        public interface IdleRepository extends io.dynaforge.repository.SecondaryIndexRepository<GameByStatus> {}
        """));
    assertThat(c).succeededWithoutWarnings();
    assertThat(policy(c, "IdleRepository")).isEmpty();
    assertThat(file(c, RepositoryPolicies.LISTING)).isEmpty();
    assertThat(file(c, CloudFormationWriter.PATH).orElseThrow()).doesNotContain("AWS::IAM::ManagedPolicy")
        .doesNotContain("managed policy");
  }

  /** Two repositories of one simple name get numbered logical ids, in the order of their qualified names. */
  @Test
  void repositoriesOfOneSimpleNameAreNumbered() throws IOException {
    Compilation c = compile(GAME, GAME_BY_STATUS, GAME_BY_STATUS_REPOSITORY, source("Legacy", """
        public class Legacy {
          public interface GameByStatusRepository extends io.dynaforge.repository.SecondaryIndexRepository<GameByStatus> {
            List<GameByStatus> findByStatus(String status);
          }
        }
        """));
    assertThat(c).succeededWithoutWarnings();
    String template = file(c, CloudFormationWriter.PATH).orElseThrow();
    assertThat(documentsOf(template)).containsOnlyKeys("GameByStatusRepositoryPolicy", "GameByStatusRepositoryPolicy2");
    assertThat(template).contains("\"Description\": \"The ARN of the managed policy of com.acme.Legacy.GameByStatusRepository\","
        + "\n      \"Value\": {\n        \"Ref\": \"GameByStatusRepositoryPolicy2\"");
    assertThat(file(c, RepositoryPolicies.LISTING))
        .hasValue("com.acme.GameByStatusRepository\ncom.acme.Legacy$GameByStatusRepository\n");
    assertThat(file(c, "META-INF/dynaforge/iam/com.acme.Legacy.GameByStatusRepository.json")).isPresent();
  }

  /**
   * A repository over another module's entity has its policy file; the template that creates the
   * table is the other module's, so this module's template does not hold the policy.
   */
  @Test
  void aRepositoryOverATableOfAnotherModuleHasItsFileOnly(@TempDir Path dir) throws IOException {
    Path a = Files.createDirectories(dir.resolve("a-classes"));
    TwoModulesTest.compileInto(dir.resolve("src-a"), a, Map.of("com/acme/Game.java", """
        package com.acme;
        import io.dynaforge.annotation.*;
        @Table("games")
        public record Game(@PartitionKey String league, @SortKey String gameId, String status) {}
        """));
    Path b = Files.createDirectories(dir.resolve("b-classes"));
    TwoModulesTest.compileInto(dir.resolve("src-b"), b, Map.of("com/acme/app/GameRepository.java", """
        package com.acme.app;
        public interface GameRepository
            extends io.dynaforge.repository.DynamoDbRepository<com.acme.Game, io.dynaforge.repository.DynamoDbCompositeId> {
          java.util.List<com.acme.Game> findByLeague(String league);
        }
        """, "com/acme/app/Visit.java", """
        package com.acme.app;
        import io.dynaforge.annotation.*;
        @Table("visits")
        public record Visit(@PartitionKey String id) {}
        """, "com/acme/app/VisitRepository.java", """
        package com.acme.app;
        public interface VisitRepository extends io.dynaforge.repository.DynamoDbRepository<Visit, String> {}
        """), a);
    assertThat(grants(Files.readString(b.resolve("META-INF/dynaforge/iam/com.acme.app.GameRepository.json"))))
        .containsOnlyKeys("table/games");
    String template = Files.readString(b.resolve(CloudFormationWriter.PATH));
    assertThat(documentsOf(template)).containsOnlyKeys("VisitRepositoryPolicy");
    assertThat(Files.readString(b.resolve(RepositoryPolicies.LISTING)))
        .isEqualTo("com.acme.app.GameRepository\ncom.acme.app.VisitRepository\n");
  }

  /**
   * An incremental build (part of the sources recompiled into the same output, with it on the class
   * path) keeps the policies of the repositories it did not recompile, in the template and the
   * listing, read back from their files; a recompiled repository's policy is the new one; a
   * repository whose class is gone is dropped.
   */
  @Test
  void anIncrementalBuildKeepsThePoliciesOfWhatItDidNotRecompile(@TempDir Path dir) throws IOException {
    Map<String, String> sources = Map.of(
        "inc/Album.java", """
            package inc;
            @io.dynaforge.annotation.Table("inc_albums")
            public record Album(@io.dynaforge.annotation.PartitionKey String artist,
                @io.dynaforge.annotation.SortKey String sk, String title) {}
            """,
        "inc/AlbumByTitle.java", """
            package inc;
            @io.dynaforge.annotation.SecondaryIndex(value = "by_title", tableName = "inc_albums")
            public record AlbumByTitle(@io.dynaforge.annotation.PartitionKey String title, String artist) {}
            """,
        "inc/AlbumByTitleRepository.java", """
            package inc;
            public interface AlbumByTitleRepository extends io.dynaforge.repository.SecondaryIndexRepository<AlbumByTitle> {
              java.util.List<AlbumByTitle> findByTitle(String title);
            }
            """,
        "inc/Track.java", """
            package inc;
            @io.dynaforge.annotation.Table("inc_tracks")
            public record Track(@io.dynaforge.annotation.PartitionKey String album, String title) {}
            """,
        "inc/TrackRepository.java", """
            package inc;
            public interface TrackRepository extends io.dynaforge.repository.DynamoDbRepository<Track, String> {
              java.util.List<Track> findByAlbum(String album);
            }
            """);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    TwoModulesTest.compileInto(dir.resolve("src"), classes, sources);
    Path template = classes.resolve(CloudFormationWriter.PATH);
    Path listing = classes.resolve(RepositoryPolicies.LISTING);
    String full = Files.readString(template);
    String fullListing = Files.readString(listing);
    assertThat(documentsOf(full)).containsOnlyKeys("AlbumByTitleRepositoryPolicy", "TrackRepositoryPolicy");
    assertThat(fullListing).isEqualTo("inc.AlbumByTitleRepository\ninc.TrackRepository\n");

    TwoModulesTest.compileInto(dir.resolve("src2"), classes, Map.of("inc/Track.java", sources.get("inc/Track.java"),
        "inc/TrackRepository.java", sources.get("inc/TrackRepository.java")), classes);
    assertThat(Files.readString(template)).as("only the tracks recompiled").isEqualTo(full);
    assertThat(Files.readString(listing)).as("only the tracks recompiled").isEqualTo(fullListing);
    TwoModulesTest.compileInto(dir.resolve("src3"), classes, Map.of("inc/Track.java", sources.get("inc/Track.java")),
        classes);
    assertThat(Files.readString(template)).as("only the entity recompiled").isEqualTo(full);

    // a recompiled repository has its new policy, the other one keeps its own
    TwoModulesTest.compileInto(dir.resolve("src4"), classes, Map.of("inc/TrackRepository.java", """
        package inc;
        public interface TrackRepository extends io.dynaforge.repository.DynamoDbRepository<Track, String> {
          java.util.List<Track> findByAlbum(String album);
          @io.dynaforge.annotation.Query(partiQl = "DELETE FROM \\"inc_tracks\\" WHERE album = ?")
          java.util.List<Track> drop(String album);
        }
        """), classes);
    Map<String, String> documents = documentsOf(Files.readString(template));
    assertThat(documents.get("TrackRepositoryPolicy")).contains("\"dynamodb:PartiQLDelete\"");
    assertThat(documentsOf(full).get("TrackRepositoryPolicy")).doesNotContain("PartiQLDelete");
    assertThat(documents.get("AlbumByTitleRepositoryPolicy")).isEqualTo(documentsOf(full).get("AlbumByTitleRepositoryPolicy"));

    // a repository whose class is gone is dropped, as the listings drop it
    Files.delete(classes.resolve("inc/AlbumByTitleRepository.class"));
    TwoModulesTest.compileInto(dir.resolve("src5"), classes, Map.of("inc/Track.java", sources.get("inc/Track.java")),
        classes);
    assertThat(documentsOf(Files.readString(template))).containsOnlyKeys("TrackRepositoryPolicy");
    assertThat(Files.readString(listing)).isEqualTo("inc.TrackRepository\n");
  }

  /** The same files under the Eclipse compiler. */
  @Nested
  @ExtendWith(Compilers.Eclipse.class)
  class UnderEcj {
    @Test
    void eachRepositoryHasItsPolicy() throws IOException {
      Compilation c = compile(MODEL);
      assertThat(c).succeeded();
      assertThat(policy(c, "GameRepository")).hasValue(GAME_POLICY);
      assertThat(policy(c, "GameByStatusRepository")).hasValue(GAME_BY_STATUS_POLICY);
      assertThat(file(c, CloudFormationWriter.PATH)).hasValue(Files.readString(GOLDEN));
    }
  }

  // ------------------------------------------------------------------ reading the files

  private static final Pattern PERMISSIONS = Pattern.compile(
      "\"method\": \"((?:[^\"\\\\]|\\\\.)*)\",[\\s\\S]*?\"permissions\": (\\{[^\\n]*})\\n");
  private static final Pattern GRANT = Pattern.compile("\"([^\"]+)\": \\[([^\\]]*)]");
  private static final Pattern STATEMENT = Pattern.compile(
      "\"Action\": \\[([^\\]]*)],\\s*\"Resource\": (?:\\{\\s*\"Fn::Sub\": )?\"arn:[^\"]*?:(table/[^\"]+)\"");
  private static final Pattern POLICY = Pattern.compile(
      "\"(\\w+)\": \\{\\s*\"Type\": \"AWS::IAM::ManagedPolicy\",[\\s\\S]*?\"PolicyDocument\": (\\{[\\s\\S]*?\\n        })");

  /** method → its {@code permissions} object, as written. */
  static Map<String, String> permissionsByMethod(String report) {
    Map<String, String> methods = new TreeMap<>();
    Matcher m = PERMISSIONS.matcher(report);
    while (m.find()) {
      methods.put(m.group(1), m.group(2));
    }
    return methods;
  }

  /** The union of a report's permissions: resource → actions. */
  static Map<String, Set<String>> reportedPermissions(String report) {
    Map<String, Set<String>> all = new TreeMap<>();
    for (String permissions : permissionsByMethod(report).values()) {
      Matcher g = GRANT.matcher(permissions);
      while (g.find()) {
        all.computeIfAbsent(g.group(1), k -> new TreeSet<>()).addAll(actions(g.group(2)));
      }
    }
    return all;
  }

  /**
   * A policy document's statements: resource (its ARN's resource part, as written, without a standalone
   * file's {@code ${table_prefix}}) → actions.
   */
  static Map<String, Set<String>> grants(String policy) {
    Map<String, Set<String>> grants = new TreeMap<>();
    Matcher m = STATEMENT.matcher(policy.replace("table/${table_prefix}", "table/"));
    while (m.find()) {
      grants.computeIfAbsent(m.group(2), k -> new TreeSet<>()).addAll(actions(m.group(1)));
    }
    return grants;
  }

  private static Set<String> actions(String list) {
    Set<String> actions = new TreeSet<>();
    for (String a : list.split(",")) {
      if (!a.isBlank()) {
        actions.add(a.strip().replace("\"", ""));
      }
    }
    return actions;
  }

  /**
   * The template's policies: logical id → document with the {@code Fn::Sub} of each resource replaced by
   * its string and the table parameters by the logical names, without white space.
   */
  static Map<String, String> documentsOf(String template) {
    Map<String, String> documents = new TreeMap<>();
    Matcher m = POLICY.matcher(template);
    while (m.find()) {
      String document = m.group(2).replaceAll("\\{\\s*\"Fn::Sub\": (\"[^\"]*\")\\s*}", "$1");
      Matcher parameter = Pattern.compile("\"(\\w+)TableName\": \\{\\s*\"Type\": \"String\",\\s*\"Default\": \"([^\"]+)\"")
          .matcher(template);
      while (parameter.find()) {
        document = document.replace("${" + parameter.group(1) + "TableName}", parameter.group(2));
      }
      documents.put(m.group(1), strip(document));
    }
    return documents;
  }

  /** A standalone file's document as the template's {@code Fn::Sub} writes it, the table parameters resolved. */
  private static String asInTemplate(String file) {
    return file.replace("arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}",
        "arn:${AWS::Partition}:dynamodb:${AWS::Region}:${AWS::AccountId}:table/");
  }

  private static String strip(String json) {
    return json.replaceAll("\\s+", "");
  }

  static Optional<String> policy(Compilation c, String repository) throws IOException {
    return file(c, "META-INF/dynaforge/iam/com.acme." + repository + ".json");
  }

  static Optional<String> file(Compilation c, String path) throws IOException {
    Optional<JavaFileObject> file = c.generatedFile(StandardLocation.CLASS_OUTPUT, path);
    try {
      return file.isPresent() ? Optional.of(file.get().getCharContent(true).toString()) : Optional.empty();
    } catch (java.io.FileNotFoundException looked) {
      return Optional.empty(); // the processor looked for an earlier one, and wrote none
    }
  }
}
