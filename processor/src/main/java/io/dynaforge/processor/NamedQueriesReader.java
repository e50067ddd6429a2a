package io.dynaforge.processor;

import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.matching.NamedQueries;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.validation.RepositoryConfigurationValidator;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import javax.annotation.processing.Filer;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Reads the named queries and the query lookup strategy: the resource {@code @EnableDynamoDbRepositories}
 * names (or the processor option, or the default), through the Filer's class output, where Maven
 * copies resources before compiling, else the class path (a resource of another module).
 */
final class NamedQueriesReader {

  /** {@code dynaforge.namedQueries}: the named-queries resource, for builds that do not put it in the class output. */
  static final String NAMED_QUERIES_OPTION = "dynaforge.namedQueries";
  static final String DEFAULT_NAMED_QUERIES = "META-INF/dynamodb-named-queries.properties";
  static final String ENABLE_REPOSITORIES = "io.dynaforge.config.EnableDynamoDbRepositories";

  private final Elements elements;
  private final Filer filer;
  private final Map<String, String> options;

  NamedQueriesReader(Elements elements, Filer filer, Map<String, String> options) {
    this.elements = elements;
    this.filer = filer;
    this.options = options;
  }

  /**
   * The named queries and strategy of the compilation; several {@code @EnableDynamoDbRepositories}
   * that ask for different ones are reported on the annotation (the first, by type name, is used).
   */
  NamedQueries read(RoundEnvironment round, ValidationReport report) {
    String defaultLocation = options.getOrDefault(NAMED_QUERIES_OPTION, DEFAULT_NAMED_QUERIES);
    List<RepositoryConfigurationValidator.Configuration> configurations = new ArrayList<>();
    TypeElement enable = elements.getTypeElement(ENABLE_REPOSITORIES);
    if (enable != null) {
      for (Element e : RoundOrder.inNameOrder(round.getElementsAnnotatedWith(enable))) {
        AnnotationMirror mirror = Annotations.find(e, ENABLE_REPOSITORIES).orElse(null);
        if (mirror == null || !(e instanceof TypeElement type)) {
          continue;
        }
        String location = Annotations.explicitValue(mirror, "namedQueriesLocation") != null
            ? Annotations.string(mirror, "namedQueriesLocation") : defaultLocation;
        configurations.add(new RepositoryConfigurationValidator.Configuration(type, mirror, location,
            Annotations.string(mirror, "queryLookupStrategy")));
      }
    }
    configurations.sort(Comparator.comparing(c -> c.type().getQualifiedName().toString()));
    new RepositoryConfigurationValidator().validate(configurations, report);
    if (configurations.isEmpty()) {
      return new NamedQueries(load(defaultLocation), "CREATE_IF_NOT_FOUND");
    }
    RepositoryConfigurationValidator.Configuration first = configurations.get(0);
    return new NamedQueries(load(first.namedQueriesLocation()), first.queryLookupStrategy());
  }

  private Properties load(String location) {
    location = location.startsWith("classpath:") ? location.substring("classpath:".length()) : location;
    location = location.startsWith("/") ? location.substring(1) : location;
    Properties queries = new Properties();
    for (StandardLocation where : List.of(StandardLocation.CLASS_OUTPUT, StandardLocation.CLASS_PATH)) {
      try {
        FileObject resource = filer.getResource(where, "", location);
        try (Reader in = resource.openReader(true)) {
          queries.load(in);
        }
        break;
      } catch (IOException | IllegalArgumentException absent) {
        // not there: try the class path (a resource of another module), else no named queries
      }
    }
    return queries;
  }
}
