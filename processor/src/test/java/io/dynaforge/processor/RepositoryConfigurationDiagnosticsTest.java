package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.Sources.compile;
import static io.dynaforge.processor.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Several @EnableDynamoDbRepositories in one compilation. */
class RepositoryConfigurationDiagnosticsTest {

  private static final JavaFileObject ADMIN = source("AdminConfig", """
      @io.dynaforge.config.EnableDynamoDbRepositories(queryLookupStrategy =
          org.springframework.data.repository.query.QueryLookupStrategy.Key.USE_DECLARED_QUERY)
      public class AdminConfig {}
      """);

  /** Point 11: with a different lookup strategy, the last one silently won. */
  @Test
  void conflictingLookupStrategiesAreAnErrorOnTheAnnotation() {
    JavaFileObject shop = source("ShopConfig", """
        @io.dynaforge.config.EnableDynamoDbRepositories(basePackages = "com.acme")
        public class ShopConfig {}
        """);
    Compilation c = compile(ADMIN, shop);
    assertThat(c).failed();
    assertThat(c).hadErrorContaining("[Dynaforge/ConflictingRepositoryConfiguration] @EnableDynamoDbRepositories on"
        + " ShopConfig sets queryLookupStrategy = CREATE_IF_NOT_FOUND, but the one on AdminConfig sets"
        + " USE_DECLARED_QUERY").inFile(shop).onLineContaining("@io.dynaforge.config.EnableDynamoDbRepositories");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void conflictingNamedQueriesLocationsAreAnErrorOnTheAnnotation() {
    JavaFileObject first = source("AConfig", """
        @io.dynaforge.config.EnableDynamoDbRepositories(namedQueriesLocation = "META-INF/a.properties")
        public class AConfig {}
        """);
    JavaFileObject second = source("BConfig", """
        @io.dynaforge.config.EnableDynamoDbRepositories(namedQueriesLocation = "META-INF/b.properties")
        public class BConfig {}
        """);
    Compilation c = compile(second, first);
    assertThat(c).hadErrorContaining("[Dynaforge/ConflictingRepositoryConfiguration] @EnableDynamoDbRepositories on"
        + " BConfig sets namedQueriesLocation = META-INF/b.properties, but the one on AConfig sets"
        + " META-INF/a.properties").inFile(second).onLineContaining("@io.dynaforge.config.EnableDynamoDbRepositories");
    assertThat(c).hadErrorCount(1);
  }

  @Test
  void agreeingAnnotationsCompile() {
    JavaFileObject other = source("OtherConfig", """
        @io.dynaforge.config.EnableDynamoDbRepositories(basePackages = "com.acme.other", queryLookupStrategy =
            org.springframework.data.repository.query.QueryLookupStrategy.Key.USE_DECLARED_QUERY)
        public class OtherConfig {}
        """);
    assertThat(compile(ADMIN, other)).succeededWithoutWarnings();
  }
}
