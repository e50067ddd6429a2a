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
    return new DeclaredQuery(method.query(), false,
        !partiQl && keyCondition ? expression : "",
        !partiQl && !keyCondition ? expression : "",
        meta == null ? "" : meta.indexName(),
        partiQl ? expression : "",
        meta != null && meta.consistentRead(),
        meta == null ? -1 : meta.limit(),
        meta != null && meta.allowScan(),
        meta == null ? Map.of() : meta.names(),
        meta == null ? Map.of() : meta.values(),
        "", "", meta == null || meta.scanIndexForward());
  }

  /** The declared query of a method, or null when it has neither {@code @Query} nor {@code @Update}. */
  public static DeclaredQuery of(QueryMethod method) {
    AnnotationMirror a = method.update() != null ? method.update() : method.query();
    if (a == null) {
      return null;
    }
    boolean update = method.update() != null;
    Map<String, String> names = new LinkedHashMap<>();
    for (AnnotationMirror n : Annotations.mirrors(a, "names")) {
      names.put(Annotations.string(n, "name"), Annotations.string(n, "value"));
    }
    Map<String, String> values = new LinkedHashMap<>();
    for (AnnotationMirror v : Annotations.mirrors(a, "values")) {
      values.put(Annotations.string(v, "name"), Annotations.string(v, "value"));
    }
    return new DeclaredQuery(a, update,
        update ? "" : Annotations.string(a, "keyConditionExpression"),
        update ? "" : Annotations.string(a, "filterExpression"),
        update ? "" : Annotations.string(a, "indexName"),
        update ? "" : Annotations.string(a, "partiQl"),
        !update && Annotations.bool(a, "consistentRead"),
        update ? -1 : Annotations.integer(a, "limit"),
        !update && Annotations.bool(a, "allowScan"),
        names, values,
        update ? Annotations.string(a, "updateExpression") : "",
        update ? Annotations.string(a, "conditionExpression") : "",
        update || Annotations.bool(a, "scanIndexForward"));
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
