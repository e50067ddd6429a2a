package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Every declared-query rule, pinned to the method line; expressions parsed at build time. */
class DeclaredQueryDiagnosticsTest {

  private static final JavaFileObject FIXTURE = source("Fixture", """
      @Table("league")
      public record Fixture(@PartitionKey String pk, @SortKey String sk, String region, String status,
          Integer round, List<String> tags) {}
      """);

  private static final JavaFileObject BY_REGION = source("ByRegion", """
      @SecondaryIndex("by_region")
      public record ByRegion(@PartitionKey String region, @SortKey Integer round, String pk, String sk,
          String status) {}
      """);

  private static JavaFileObject fixtures(String method) {
    return source("FixtureRepository", "import io.dynaforge.repository.*;\n"
        + "import org.springframework.data.repository.query.Param;\n"
        + "public interface FixtureRepository extends DynamoDbRepository<Fixture, DynamoDbCompositeId> {\n  "
        + method + "\n}\n");
  }

  private static JavaFileObject byRegion(String method) {
    return source("ByRegionRepository", "import io.dynaforge.repository.*;\n"
        + "import org.springframework.data.repository.query.Param;\n"
        + "public interface ByRegionRepository extends SecondaryIndexRepository<ByRegion> {\n  " + method + "\n}\n");
  }

  private static void assertError(JavaFileObject repo, String id, String line, String... fragments) {
    Sources.assertError(new JavaFileObject[] {FIXTURE, BY_REGION}, repo, id, line, fragments);
  }

  @Test
  void aSyntaxErrorIsMarkedUnderItsToken() {
    assertError(byRegion("@Query(keyConditionExpression = \"#region = :region AND\") List<ByRegion> q(String region);"),
        "ExpressionSyntax", "List<ByRegion> q(", "the keyConditionExpression does not parse",
        "    #region = :region AND", "                         ^");
  }

  @Test
  void aPlaceholderNeedsABinding() {
    assertError(byRegion("@Query(keyConditionExpression = \"#region = :r\") List<ByRegion> q(String region);"),
        "UnboundPlaceholder", "List<ByRegion> q(", "uses :r, but no parameter binds it", "@Param(\"r\")");
  }

  @Test
  void anAliasResolvesByConventionOrExpressionName() {
    assertError(byRegion("@Query(keyConditionExpression = \"#regoin = :region\") List<ByRegion> q(String region);"),
        "UnresolvedAlias", "List<ByRegion> q(", "uses #regoin", "('regoin' is none)");
  }

  @Test
  void aBareReservedWordIsRefused() {
    assertError(fixtures("@Query(filterExpression = \"status = :s\", allowScan = true) List<Fixture> q(@Param(\"s\") String s);"),
        "ReservedWordInExpression", "List<Fixture> q(", "reserved word 'status'", "write #status");
  }

  @Test
  void theWholeReservedWordListIsCheckedAndNothingElse() {
    // LEADING is one of DynamoDB's 573 reserved words that the earlier, partial list did not hold
    assertError(fixtures("@Query(filterExpression = \"leading = :s\", allowScan = true) List<Fixture> q(@Param(\"s\") String s);"),
        "ReservedWordInExpression", "List<Fixture> q(", "reserved word 'leading'", "write #leading");
    // score is not reserved (the partial list refused it, and message, password, content, ... wrongly)
    Compilation c = compile(FIXTURE, BY_REGION,
        fixtures("@Query(filterExpression = \"score = :r\", allowScan = true) List<Fixture> q(@Param(\"r\") Integer r);"));
    assertThat(c).succeededWithoutWarnings();
  }

  @Test
  void aKeyConditionUsesTheIndexKeysWithPartitionEquality() {
    assertError(byRegion("@Query(keyConditionExpression = \"#region = :region AND #status = :s\") List<ByRegion> q(String region, @Param(\"s\") String s);"),
        "InvalidKeyCondition", "List<ByRegion> q(", "'status' is not a key attribute of the index 'by_region'");
    assertError(byRegion("@Query(keyConditionExpression = \"#round > :round\") List<ByRegion> q(Integer round);"),
        "InvalidKeyCondition", "List<ByRegion> q(", "no equality on the partition attribute 'region'");
    assertError(byRegion("@Query(keyConditionExpression = \"#region = :a OR #region = :b\") List<ByRegion> q(String a, String b);"),
        "InvalidKeyCondition", "List<ByRegion> q(", "an AND of comparisons");
  }

  @Test
  void aFilterOnlyQueryIsAScanThatNeedsTheOptIn() {
    assertError(fixtures("@Query(filterExpression = \"#status = :status\") List<Fixture> q(String status);"),
        "DeclaredScan", "List<Fixture> q(", "Scans the table 'league'", "allowScan = true");
  }

  @Test
  void baseRepositoriesTakeNeitherIndexNamesNorKeyConditions() {
    assertError(fixtures("@Query(keyConditionExpression = \"#pk = :pk\") List<Fixture> q(String pk);"),
        "DeclaredQueryShape", "List<Fixture> q(", "keyConditionExpression on the base table", "derived method");
    assertError(byRegion("@Query(keyConditionExpression = \"#region = :region\", indexName = \"other\") List<ByRegion> q(String region);"),
        "DeclaredQueryShape", "List<ByRegion> q(", "names the index 'other'", "reads 'by_region'");
    assertError(byRegion("@Query(keyConditionExpression = \"#region = :region\", consistentRead = true) List<ByRegion> q(String region);"),
        "DeclaredQueryShape", "List<ByRegion> q(", "consistentRead on the global index 'by_region'");
  }

  @Test
  void limitsAndCombinations() {
    assertError(byRegion("@Query(keyConditionExpression = \"#region = :region\", limit = 0) List<ByRegion> q(String region);"),
        "InvalidDeclaredLimit", "List<ByRegion> q(", "limit = 0");
    assertError(fixtures("@Query(filterExpression = \"#status = :status\", allowScan = true) @Update(updateExpression = \"SET #status = :status\") void q(String status);"),
        "QueryAndUpdate", "void q(", "both @Query and @Update");
  }

  @Test
  void anUpdateNeedsItsKeyAndNeverChangesIt() {
    assertError(fixtures("@Update(updateExpression = \"SET #status = :status\") void q(String pk, String status);"),
        "UpdateKeyParameter", "void q(", "no parameter carries the sk key");
    assertError(fixtures("@Update(updateExpression = \"SET #sk = :status\") void q(String pk, String sk, String status);"),
        "UpdateOfKey", "void q(", "SETs the key attribute 'sk'");
    assertError(fixtures("@Update(updateExpression = \"SET #status = :status REMOVE #status\") void q(String pk, String sk, String status);"),
        "UpdateOverlap", "void q(", "touches '#status' twice (SET and REMOVE)");
  }

  @Test
  void unusedParametersAndUnknownAliasedAttributesWarn() {
    JavaFileObject repo = fixtures("@Query(filterExpression = \"#st = :status\", allowScan = true, names = @ExpressionName(name = \"#st\", value = \"state\")) List<Fixture> q(String status, String extra);");
    Compilation c = compile(FIXTURE, BY_REGION, repo);
    assertThat(c).succeeded();
    assertThat(c).hadWarningContaining("[Dynaforge/UnusedParameter]").inFile(repo).onLineContaining("List<Fixture> q(");
    assertThat(c).hadWarningContaining("the parameter 'extra'");
    assertThat(c).hadWarningContaining("[Dynaforge/UnknownAliasedAttribute] FixtureRepository.q maps #st to 'state'")
        .inFile(repo).onLineContaining("List<Fixture> q(");
  }

  @Test
  void anAliasInsideANestedPathIsNotCheckedAgainstTheItemsAttributes() {
    // #city names an attribute of a nested value, not of the item: no UnknownAliasedAttribute
    JavaFileObject repo = fixtures("@Query(filterExpression = \"attribute_exists(#region.#city)\", allowScan = true,"
        + " names = @ExpressionName(name = \"#city\", value = \"city\")) List<Fixture> q();");
    Compilation c = compile(FIXTURE, BY_REGION, repo);
    assertThat(c).succeeded();
    org.assertj.core.api.Assertions.assertThat(c.warnings()).noneMatch(
        d -> d.getMessage(java.util.Locale.ROOT).contains("UnknownAliasedAttribute"));
  }

  /** Issue 19, bug 11: a ? inside a string literal or a quoted identifier is text, not a parameter marker. */
  @Test
  void partiQlQuestionMarksInsideLiteralsAreNotMarkers() {
    Compilation c = compile(FIXTURE, BY_REGION, fixtures("@Query(partiQl = \"SELECT * FROM league WHERE pk = ?"
        + " AND status = 'what?' AND \\\"odd?name\\\" = 'it''s ?'\") List<Fixture> q(String pk);"));
    assertThat(c).succeededWithoutWarnings();
    assertError(fixtures("@Query(partiQl = \"SELECT * FROM league WHERE pk = ? AND status = '?'\")"
        + " List<Fixture> q(String pk, String status);"), "ArgumentCount", "List<Fixture> q(",
        "take 1 argument(s) but the method declares 2");
  }

  @Test
  void partiQlBindsItsMarkersPositionally() {
    assertError(fixtures("@Query(partiQl = \"SELECT * FROM league WHERE pk = ? AND sk = ?\") List<Fixture> q(String pk);"),
        "ArgumentCount", "List<Fixture> q(", "take 2 argument(s) but the method declares 1");
    assertError(fixtures("@Query(partiQl = \"SELECT * FROM league WHERE pk = ?\") long q(String pk);"),
        "UnsupportedReturnType", "long q(", "A PartiQL @Query returns List<T>, Optional<T> or T");
  }

  @Test
  void aFragmentNeedsAnImplementationWithAUsableConstructor() {
    JavaFileObject custom = source("FixtureCustom", "public interface FixtureCustom { int weight(String pk); }\n");
    JavaFileObject repo = source("FixtureRepository", "import io.dynaforge.repository.*;\n"
        + "public interface FixtureRepository extends DynamoDbRepository<Fixture, DynamoDbCompositeId>, FixtureCustom {}\n");
    Sources.assertError(new JavaFileObject[] {FIXTURE, custom}, repo, "FragmentImplementation",
        "public interface FixtureRepository", "extends the fragment FixtureCustom, but com.acme.FixtureCustomImpl does"
            + " not exist", "Write public class FixtureCustomImpl implements FixtureCustom");
    JavaFileObject impl = source("FixtureCustomImpl", """
        public class FixtureCustomImpl implements FixtureCustom {
          public FixtureCustomImpl(String wrong) {}
          public int weight(String pk) { return 1; }
        }
        """);
    Sources.assertError(new JavaFileObject[] {FIXTURE, custom, impl}, repo, "FragmentImplementation",
        "public interface FixtureRepository", "has no public constructor taking DynamoDbOperations or nothing");
  }

  private static Compilation compileNamed(JavaFileObject... sources) {
    return com.google.testing.compile.Compiler.javac().withProcessors(new DynaforgeProcessor())
        .withOptions("-Adynaforge.namedQueries=named/queries.properties").compile(sources);
  }

  @Test
  void namedQueriesAreCheckedLikeInlineOnes() {
    Compilation ok = compileNamed(FIXTURE, BY_REGION, byRegion("List<ByRegion> inRegion(String region);"),
        fixtures("@AllowScan List<Fixture> named(String status);"));
    assertThat(ok).succeededWithoutWarnings();
    JavaFileObject update = fixtures("@Update(updateExpression = \"SET #status = :status\") void touched(String pk, String sk, String status);");
    Compilation c = compileNamed(FIXTURE, BY_REGION, update);
    assertThat(c).hadErrorContaining("[Dynaforge/NamedQueryWithUpdate] FixtureRepository.touched has a named query")
        .inFile(update).onLineContaining("void touched(");
    JavaFileObject scan = fixtures("List<Fixture> named(String status);");
    assertThat(compileNamed(FIXTURE, BY_REGION, scan)).hadErrorContaining("[Dynaforge/DeclaredScan]").inFile(scan)
        .onLineContaining("List<Fixture> named(");
  }

  @Test
  void useDeclaredQueryRequiresADeclaredOrNamedQuery() {
    JavaFileObject config = source("Config", """
        @io.dynaforge.config.EnableDynamoDbRepositories(queryLookupStrategy =
            org.springframework.data.repository.query.QueryLookupStrategy.Key.USE_DECLARED_QUERY)
        public class Config {}
        """);
    JavaFileObject repo = fixtures("List<Fixture> findByPk(String pk);");
    Compilation c = compile(FIXTURE, BY_REGION, config, repo);
    assertThat(c).hadErrorContaining("[Dynaforge/NoDeclaredQuery] FixtureRepository.findByPk has no @Query, @Update or"
        + " named query 'Fixture.findByPk'").inFile(repo).onLineContaining("findByPk(");
  }

  @Test
  void validDeclaredQueriesCompile() {
    Compilation c = compile(FIXTURE, BY_REGION, byRegion("""
        @Query(keyConditionExpression = "#region = :region AND #round BETWEEN :from AND :to", filterExpression = "#status = :done",
              values = @ExpressionValue(name = ":done", value = "'PLAYED'"), limit = 10)
          List<ByRegion> played(String region, @Param("from") Integer lo, @Param("to") Integer hi);
          @Query(keyConditionExpression = "#region = :0") long countIn(String region);
          @Query(filterExpression = "#status = :status", allowScan = true) List<ByRegion> all(String status);"""));
    assertThat(c).succeededWithoutWarnings();
  }
}
