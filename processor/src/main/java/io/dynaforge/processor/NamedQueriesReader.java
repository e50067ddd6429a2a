package io.dynaforge.processor;

import io.dynaforge.processor.model.Annotations;
import java.io.IOException;
import java.io.Reader;
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

  RepositoryStep.NamedQueries read(RoundEnvironment round) {
    String location = options.getOrDefault(NAMED_QUERIES_OPTION, DEFAULT_NAMED_QUERIES);
    String strategy = "CREATE_IF_NOT_FOUND";
    TypeElement enable = elements.getTypeElement(ENABLE_REPOSITORIES);
    if (enable != null) {
      for (Element e : round.getElementsAnnotatedWith(enable)) {
        AnnotationMirror mirror = Annotations.find(e, ENABLE_REPOSITORIES).orElse(null);
        if (mirror == null) {
          continue;
        }
        if (Annotations.explicitValue(mirror, "namedQueriesLocation") != null) {
          location = Annotations.string(mirror, "namedQueriesLocation");
        }
        strategy = Annotations.string(mirror, "queryLookupStrategy");
      }
    }
    return new RepositoryStep.NamedQueries(load(location), strategy);
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
