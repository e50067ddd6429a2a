package io.dynaforge.processor.matching;

import io.dynaforge.processor.model.QueryMethod;
import java.util.Properties;

/**
 * Named queries ({@code <Domain>.<method>} to expression) and the query lookup strategy, as the
 * repository configuration declares them.
 *
 * @param queries every named query
 * @param strategy {@code CREATE}, {@code USE_DECLARED_QUERY} or {@code CREATE_IF_NOT_FOUND}
 */
public record NamedQueries(Properties queries, String strategy) {
  public static final NamedQueries NONE = new NamedQueries(new Properties(), "CREATE_IF_NOT_FOUND");

  /** The named query of {@code domain.method}, or null (always null under {@code CREATE}). */
  public String lookup(String domain, QueryMethod method) {
    return strategy.equals("CREATE") ? null : queries.getProperty(domain + "." + method.name());
  }

  /** Whether every method must be declared ({@code USE_DECLARED_QUERY}). */
  boolean declaredOnly() {
    return strategy.equals("USE_DECLARED_QUERY");
  }
}
