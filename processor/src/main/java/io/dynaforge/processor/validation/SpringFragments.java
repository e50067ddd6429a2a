package io.dynaforge.processor.validation;

import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * Spring Data's own fragment interfaces (query by example, Querydsl): Spring's stores implement them,
 * Dynaforge does not, and no {@code <Fragment>Impl} a user could write belongs in Spring's package.
 */
final class SpringFragments {
  private SpringFragments() {}

  private static final String BY_EXAMPLE = "an Example matches any properties, which DynamoDB could only Scan for,"
      + " and Dynaforge refuses the Scans nobody asked for";
  private static final String QUERYDSL = "a Querydsl Predicate is not translated to DynamoDB expressions";

  private static final Map<String, String> KNOWN = Map.of(
      "org.springframework.data.repository.query.QueryByExampleExecutor", BY_EXAMPLE,
      "org.springframework.data.repository.query.ReactiveQueryByExampleExecutor", BY_EXAMPLE,
      "org.springframework.data.repository.query.ListQueryByExampleExecutor", BY_EXAMPLE,
      "org.springframework.data.querydsl.QuerydslPredicateExecutor", QUERYDSL,
      "org.springframework.data.querydsl.ReactiveQuerydslPredicateExecutor", QUERYDSL,
      "org.springframework.data.querydsl.ListQuerydslPredicateExecutor", QUERYDSL);

  /** Why Dynaforge does not implement the fragment when it is one of Spring's, else null (a user's own fragment). */
  static String unsupported(TypeElement fragment) {
    String name = fragment.getQualifiedName().toString();
    String known = KNOWN.get(name);
    if (known != null) {
      return known;
    }
    return name.startsWith("org.springframework.") ? "its implementation would belong in Spring's package "
        + fragment.getEnclosingElement() + ", which only Spring's own stores fill" : null;
  }
}
