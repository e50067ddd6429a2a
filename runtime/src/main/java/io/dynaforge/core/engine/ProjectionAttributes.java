package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbQuery;
import java.util.Collection;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Widens or sets a query's {@code ProjectionExpression} with the attributes the read pipeline needs
 * besides what the caller asked for: the key attributes of the kind check, the {@code @TimeToLive}
 * attribute, what extensions read ({@code DynamoDbExtension#attributesRead}). Names always go through
 * fresh {@code #dfp} placeholders; an attribute the expression already names is not named twice
 * (DynamoDB refuses overlapping paths).
 */
final class ProjectionAttributes {

  private ProjectionAttributes() {}

  /** The query projecting exactly {@code attributes} (a count's rows: nothing else is looked at). */
  static DynamoDbQuery only(DynamoDbQuery query, Collection<String> attributes) {
    DynamoDbQuery cleared = query.projectionExpression() == null ? query
        : query.toBuilder().projection(null).build();
    return append(cleared, attributes, "");
  }

  /**
   * The query reading whole items: without its projection, and without the {@code #name} placeholders only the
   * projection used (DynamoDB refuses an unused one).
   */
  static DynamoDbQuery whole(DynamoDbQuery query) {
    if (query.projectionExpression() == null) {
      return query;
    }
    Set<String> used = new HashSet<>();
    for (String expression : new String[] {query.keyConditionExpression(), query.filterExpression()}) {
      if (expression != null) {
        java.util.regex.Matcher m = PLACEHOLDER.matcher(expression);
        while (m.find()) {
          used.add(m.group());
        }
      }
    }
    Map<String, String> names = new java.util.LinkedHashMap<>();
    query.names().forEach((placeholder, attribute) -> {
      if (used.contains(placeholder)) {
        names.put(placeholder, attribute);
      }
    });
    return new DynamoDbQuery(query.indexName(), query.keyConditionExpression(), query.filterExpression(), names,
        query.values(), query.scanIndexForward(), query.consistentRead(), null);
  }

  private static final java.util.regex.Pattern PLACEHOLDER = java.util.regex.Pattern.compile("#[A-Za-z0-9_]+");

  /**
   * The query whose projection also returns {@code attributes}; a query without a projection reads
   * whole items already and is returned as it is.
   */
  static DynamoDbQuery including(DynamoDbQuery query, Collection<String> attributes) {
    String projection = query.projectionExpression();
    if (projection == null || attributes.isEmpty()) {
      return query;
    }
    Set<String> named = topLevelAttributes(projection, query.names());
    java.util.List<String> missing = new java.util.ArrayList<>();
    for (String attribute : attributes) {
      if (!named.contains(attribute)) {
        missing.add(attribute);
      }
    }
    return missing.isEmpty() ? query : append(query, missing, projection);
  }

  private static DynamoDbQuery append(DynamoDbQuery query, Collection<String> attributes, String projection) {
    StringBuilder expression = new StringBuilder(projection);
    Set<String> taken = new HashSet<>(query.names().keySet());
    DynamoDbQuery.Builder builder = query.toBuilder();
    for (String attribute : attributes) {
      String name = Kinds.fresh("#dfp", taken);
      taken.add(name);
      builder.name(name, attribute);
      if (expression.length() > 0) {
        expression.append(", ");
      }
      expression.append(name);
    }
    return builder.projection(expression.toString()).build();
  }

  /** The attributes a projection expression names at its top level ({@code #a.b[1]} names {@code a}). */
  static Set<String> topLevelAttributes(String projection, Map<String, String> names) {
    Set<String> attributes = new HashSet<>();
    for (String path : projection.split(",")) {
      String head = path.trim();
      int end = head.length();
      for (int i = 0; i < head.length(); i++) {
        char c = head.charAt(i);
        if (c == '.' || c == '[') {
          end = i;
          break;
        }
      }
      head = head.substring(0, end).trim();
      attributes.add(head.startsWith("#") ? names.getOrDefault(head, head) : head);
    }
    return attributes;
  }
}
