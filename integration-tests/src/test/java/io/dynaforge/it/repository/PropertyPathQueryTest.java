package io.dynaforge.it.repository;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Derived predicates on embedded and nested paths, booleans, absence, NotIn; hostile values. */
@ExtendWith(DynamoDbExtension.class)
class PropertyPathQueryTest {

  static RecordingTemplate db;
  static RequestRecorder log;
  static ProfileRepository profiles;
  static final String HOSTILE = "a :x #y OR 'q' \"dq\"\nline \uD83C\uDFC6";

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    db = new RecordingTemplate(local, tables, Profile.class);
    log = db.log;
    DynamoDbTemplate template = db.template;
    profiles = new ProfileRepository_Impl(template);
    profiles.save(new Profile("u1", "PROFILE", new Profile.Details("Ada", "ada@example.com"),
        new Profile.Address("1 Main St", "Paris"), true, null));
    profiles.save(new Profile("u1", "SETTINGS", null, new Profile.Address("2 Side St", "Lyon"), false, "ady"));
    profiles.save(new Profile("u2", "PROFILE", new Profile.Details(HOSTILE, "h@example.com"),
        new Profile.Address(HOSTILE, HOSTILE), true, HOSTILE));
  }

  @AfterAll
  static void close() {
    db.close();
  }

  @BeforeEach
  void clearLog() {
    log.clear();
  }

  private static QueryRequest lastQuery() {
    List<QueryRequest> queries = log.requestsOf(QueryRequest.class);
    return queries.get(queries.size() - 1);
  }

  @Test
  void aFlattenedMemberIsFilteredByItsTopLevelAttribute() {
    assertThat(profiles.findByUserIdAndDetailsName("u1", "Ada")).extracting(Profile::kind).containsExactly("PROFILE");
    assertThat(lastQuery().filterExpression()).isEqualTo("#display_name = :name");
    assertThat(lastQuery().expressionAttributeNames()).containsEntry("#display_name", "display_name");
  }

  @Test
  void aNestedMapIsFilteredByItsDocumentPath() {
    assertThat(profiles.findByUserIdAndAddressCity("u1", "Lyon")).extracting(Profile::kind).containsExactly("SETTINGS");
    assertThat(lastQuery().filterExpression()).isEqualTo("#address.#city = :city");
    assertThat(profiles.findByUserIdAndAddress_Street("u1", "1 Main St")).extracting(Profile::kind)
        .containsExactly("PROFILE");
  }

  @Test
  void booleansAbsenceAndNotIn() {
    assertThat(profiles.findByUserIdAndActiveTrue("u1")).extracting(Profile::kind).containsExactly("PROFILE");
    assertThat(lastQuery().filterExpression()).isEqualTo("#active = :true");
    assertThat(profiles.findByUserIdAndNicknameIsNull("u1")).extracting(Profile::kind).containsExactly("PROFILE");
    assertThat(lastQuery().filterExpression()).isEqualTo("attribute_not_exists(#nickname)");
    // NOT (a IN ...) is true for an absent attribute too
    assertThat(profiles.findByUserIdAndNicknameNotIn("u1", List.of("ady"))).extracting(Profile::kind)
        .containsExactly("PROFILE");
    assertThat(lastQuery().filterExpression()).isEqualTo("NOT (#nickname IN (:nicknames_0))");
    assertThat(profiles.findByUserIdAndKindGreaterThanEqual("u1", "S")).extracting(Profile::kind)
        .containsExactly("SETTINGS");
    assertThat(lastQuery().keyConditionExpression()).isEqualTo("#userId = :userId AND #kind >= :kind");
  }

  @Test
  void hostileValuesRoundTripThroughQueriesAsValuesOnly() {
    List<Profile> found = profiles.findByUserIdAndDetailsName("u2", HOSTILE);
    assertThat(found).singleElement().satisfies(p -> {
      assertThat(p.details().name()).isEqualTo(HOSTILE);
      assertThat(p.address().city()).isEqualTo(HOSTILE);
      assertThat(p.nickname()).isEqualTo(HOSTILE);
    });
    assertThat(profiles.findByUserIdAndAddressCity("u2", HOSTILE)).hasSize(1);
    assertThat(lastQuery().filterExpression()).doesNotContain(HOSTILE);
  }
}
