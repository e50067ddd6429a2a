package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;

/** The inherited deleteAll(Iterable), deleteAllById(Iterable) and deleteAll() of a generated repository. */
@ExtendWith(DynamoDbExtension.class)
class RepositoryBatchDeleteTest {

  static RecordingTemplate db;
  static RequestRecorder log;
  static ProfileRepository profiles;
  static GameRepository games;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    db = new RecordingTemplate(local, tables, Profile.class, Game.class);
    log = db.log;
    profiles = new ProfileRepository_Impl(db.template);
    games = new GameRepository_Impl(db.template);
  }

  @AfterAll
  static void close() {
    db.close();
  }

  @BeforeEach
  void clear() {
    log.clear();
  }

  private static List<Profile> save(String user, int count) {
    List<Profile> saved = IntStream.range(0, count)
        .mapToObj(i -> new Profile(user, "K" + i, null, null, true, "n" + i)).toList();
    db.template.saveAll(saved);
    log.clear();
    return saved;
  }

  @Test
  void deleteAllByIdIsBatchWriteItem() {
    save("ids", 30);
    profiles.deleteAllById(IntStream.range(0, 30).mapToObj(i -> DynamoDbCompositeId.of("ids", "K" + i)).toList());
    assertThat(log.operations()).containsExactly("BatchWriteItem", "BatchWriteItem");
    assertThat(profiles.findByUserIdAndKindGreaterThanEqual("ids", "A")).isEmpty();
  }

  @Test
  void deleteAllOfEntitiesIsBatchWriteItemAndOfVersionedOnesOneDeleteItemEach() {
    List<Profile> saved = save("ents", 3);
    profiles.deleteAll(saved);
    assertThat(log.operations()).containsExactly("BatchWriteItem");
    assertThat(profiles.findByUserIdAndKindGreaterThanEqual("ents", "A")).isEmpty();

    Game g1 = games.save(new Game("LX", "g1", "FINAL", 1));
    Game g2 = games.save(new Game("LX", "g2", "FINAL", 2));
    log.clear();
    games.deleteAll(List.of(g1, g2));
    assertThat(log.operations()).containsExactly("DeleteItem", "DeleteItem");
    assertThat(log.requestsOf(DeleteItemRequest.class)).allMatch(d -> d.conditionExpression() != null);
    assertThat(games.findByLeague("LX")).isEmpty();
  }

  /** The access-pattern report says what the inherited deletes send: BatchWriteItem, DeleteItem when versioned. */
  @Test
  void theReportNamesTheBatchDeletes() throws java.io.IOException {
    java.util.Map<String, java.util.Map<String, String>> profile = AccessPatternReportTest.read(
        "META-INF/dynaforge/access-patterns/io.dynaforge.it.repository.ProfileRepository.json");
    java.util.Map<String, java.util.Map<String, String>> game = AccessPatternReportTest.read(
        "META-INF/dynaforge/access-patterns/io.dynaforge.it.repository.GameRepository.json");
    assertThat(operation(profile, "deleteAllById(")).isEqualTo("BatchWriteItem");
    assertThat(operation(profile, "deleteAll(java")).isEqualTo("BatchWriteItem");
    assertThat(operation(game, "deleteAllById(")).isEqualTo("BatchWriteItem");
    assertThat(operation(game, "deleteAll(java")).isEqualTo("DeleteItem");
    assertThat(profile.get("deleteAll()")).containsEntry("operation", "Scan");
    assertThat(profile.get("deleteAll()").get("reading")).contains("BatchWriteItem");
  }

  private static String operation(java.util.Map<String, java.util.Map<String, String>> report, String prefix) {
    return report.entrySet().stream().filter(e -> e.getKey().startsWith(prefix)).findFirst().orElseThrow()
        .getValue().get("operation");
  }

  @Test
  void deleteAllScansThenBatches() {
    save("all", 27);
    profiles.deleteAll();
    assertThat(log.operations()).containsExactly("Scan", "BatchWriteItem", "BatchWriteItem");
    assertThat(log.requestsOf(BatchWriteItemRequest.class).get(0).requestItems().values().iterator().next())
        .hasSize(25);
    assertThat(profiles.count()).isZero();
  }
}
