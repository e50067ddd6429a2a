package io.dynaforge.processor.model;

import java.util.LinkedHashMap;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;

/**
 * A {@code @Query} or {@code @Update} as written on a repository method.
 *
 * @param annotation the annotation, for diagnostics
 * @param update whether it is an {@code @Update}
 * @param names {@code @ExpressionName}s: {@code #alias} to attribute
 * @param values {@code @ExpressionValue}s: {@code :name} to the literal or SpEL text
 * @param scanIndexForward {@code @Query(scanIndexForward)}: false for descending sort-key order
 */
public record DeclaredQuery(
    AnnotationMirror annotation,
    boolean update,
    String keyCondition,
    String filter,
    String indexName,
    String partiQl,
    boolean consistentRead,
    int limit,
    boolean allowScan,
    Map<String, String> names,
    Map<String, String> values,
    String updateExpression,
    String conditionExpression,
    boolean scanIndexForward) {

  /**
   * A named query: the expression from the properties resource, and the metadata of a method-level
   * {@code @Query} if there is one. On a base-table repository the expression is a filter; on an
   * index or item-collection repository a key condition. A statement starting with SELECT is PartiQL.
   */
  public static DeclaredQuery named(QueryMethod method, String expression, boolean keyCondition) {
    DeclaredQuery meta = method.query() == null ? null : of(method);
    boolean partiQl = expression.trim().regionMatches(true, 0, "SELECT", 0, 6);
    Builder named = new Builder(method.query(), false);
    if (partiQl) {
      named.partiQl = expression;
    } else if (keyCondition) {
      named.keyCondition = expression;
    } else {
      named.filter = expression;
    }
    if (meta != null) {
      named.indexName = meta.indexName();
      named.consistentRead = meta.consistentRead();
      named.limit = meta.limit();
      named.allowScan = meta.allowScan();
      named.names = meta.names();
      named.values = meta.values();
      named.scanIndexForward = meta.scanIndexForward();
    }
    return named.build();
  }

  /** The declared query of a method, or null when it has neither {@code @Query} nor {@code @Update}. */
  public static DeclaredQuery of(QueryMethod method) {
    AnnotationMirror a = method.update() != null ? method.update() : method.query();
    if (a == null) {
      return null;
    }
    Builder declared = new Builder(a, method.update() != null);
    for (AnnotationMirror n : Annotations.mirrors(a, "names")) {
      declared.names.put(Annotations.string(n, "name"), Annotations.string(n, "value"));
    }
    for (AnnotationMirror v : Annotations.mirrors(a, "values")) {
      declared.values.put(Annotations.string(v, "name"), Annotations.string(v, "value"));
    }
    if (declared.update) {
      declared.updateExpression = Annotations.string(a, "updateExpression");
      declared.conditionExpression = Annotations.string(a, "conditionExpression");
    } else {
      declared.keyCondition = Annotations.string(a, "keyConditionExpression");
      declared.filter = Annotations.string(a, "filterExpression");
      declared.indexName = Annotations.string(a, "indexName");
      declared.partiQl = Annotations.string(a, "partiQl");
      declared.consistentRead = Annotations.bool(a, "consistentRead");
      declared.limit = Annotations.integer(a, "limit");
      declared.allowScan = Annotations.bool(a, "allowScan");
      declared.scanIndexForward = Annotations.bool(a, "scanIndexForward");
    }
    return declared.build();
  }

  /**
   * Collects a declaration: what it does not set keeps the annotations' defaults (no expression, no
   * limit, ascending), so an {@code @Update} and a {@code @Query} each set only their own attributes.
   */
  private static final class Builder {
    private final AnnotationMirror annotation;
    private final boolean update;
    private String keyCondition = "";
    private String filter = "";
    private String indexName = "";
    private String partiQl = "";
    private boolean consistentRead;
    private int limit = -1;
    private boolean allowScan;
    private Map<String, String> names = new LinkedHashMap<>();
    private Map<String, String> values = new LinkedHashMap<>();
    private String updateExpression = "";
    private String conditionExpression = "";
    private boolean scanIndexForward = true;

    Builder(AnnotationMirror annotation, boolean update) {
      this.annotation = annotation;
      this.update = update;
    }

    DeclaredQuery build() {
      return new DeclaredQuery(annotation, update, keyCondition, filter, indexName, partiQl, consistentRead, limit,
          allowScan, names, values, updateExpression, conditionExpression, scanIndexForward);
    }
  }

  /** A literal {@code @ExpressionValue}'s DynamoDB type: S, N or BOOL; null for anything else (SpEL). */
  public static String literalType(String value) {
    String v = value.trim();
    if (v.matches("'([^']|'')*'")) {
      return "S";
    }
    if (v.matches("-?[0-9]+(\\.[0-9]+)?")) {
      return "N";
    }
    if (v.equals("true") || v.equals("false")) {
      return "BOOL";
    }
    return null;
  }
}
