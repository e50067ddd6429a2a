package io.dynaforge.processor.codegen;

import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.CrudPlan;
import io.dynaforge.processor.query.DeclaredPlan;
import io.dynaforge.processor.query.DeclaredQueryPlan;
import io.dynaforge.processor.query.DerivedPlan;
import io.dynaforge.processor.query.IamActions;
import io.dynaforge.processor.query.MethodPlan;
import io.dynaforge.processor.query.PartiQlPlan;
import io.dynaforge.processor.query.UpdatePlan;
import io.dynaforge.processor.query.ExpressionRenderer;
import io.dynaforge.processor.query.PlannedRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.VariableElement;

/**
 * Writes {@code META-INF/dynaforge/access-patterns/<repository>.json}: for every method, the
 * operation, table, index, key condition, filter, ordering, limit and scan opt-in, from the same plan
 * the generated code runs, and the IAM actions its requests need on each table and index
 * ({@code permissions}, from {@link IamActions}: the repository's policy is their union). Deterministic,
 * so a pull request's diff shows every access-pattern change.
 */
public final class AccessPatternReport {

  public static final String FOLDER = "META-INF/dynaforge/access-patterns/";

  private AccessPatternReport() {}

  public static String path(RepositoryModel repository) {
    return FOLDER + repository.element().getQualifiedName() + ".json";
  }

  public static String json(PlannedRepository planned) {
    if (planned.model().itemCollection()) {
      return itemCollectionJson(planned);
    }
    RepositoryModel repository = planned.model();
    StringBuilder b = new StringBuilder();
    b.append("{\n");
    field(b, 1, "repository", repository.element().getQualifiedName().toString(), true);
    field(b, 1, "entity", repository.entity().element().getQualifiedName().toString(), true);
    field(b, 1, "table", repository.entity().tableName(), true);
    reactive(b, repository);
    b.append("  \"methods\": [");
    String expiring = repository.entity().filtersExpired()
        ? repository.entity().timeToLiveProperty().orElseThrow().attributeName() : null;
    int n = 0;
    for (MethodPlan plan : planned.methods()) {
      if (plan instanceof DerivedPlan d) {
        b.append(n++ == 0 ? "\n" : ",\n");
        method(b, d.method(), d.access(), d.projection(), repository.readsConsistently(d.method()), expiring);
        permissions(b, IamActions.of(plan, repository));
      } else if (plan instanceof DeclaredPlan d) {
        b.append(n++ == 0 ? "\n" : ",\n");
        declared(b, d, repository.readsConsistently(d.method()), expiring);
        permissions(b, IamActions.of(plan, repository));
      } else if (plan instanceof CrudPlan crud) {
        b.append(n++ == 0 ? "\n" : ",\n");
        crud(b, repository.entity().tableName(), crud, repository.consistentCrudReads(), expiring);
        permissions(b, IamActions.of(plan, repository));
      }
      // a fragment's methods are the fragment implementation's: it decides what they send
    }
    b.append(n == 0 ? "]\n" : "\n  ]\n");
    return b.append("}\n").toString();
  }

  /**
   * {@code "reactive": true} for a reactive repository: its methods send the same requests, through
   * {@code DynamoDbAsyncClient}, when subscribed to. Nothing for a blocking one.
   */
  private static void reactive(StringBuilder b, RepositoryModel repository) {
    if (repository.reactive()) {
      b.append("  \"reactive\": true,\n");
    }
  }

  /**
   * The condition the runtime ANDs to the filter of every Query and Scan of an entity with
   * {@code @TimeToLive(filterExpired = true)} (its {@code Expiry}), with its placeholders.
   */
  static final String UNEXPIRED = "(attribute_not_exists(#dfttl) OR #dfttl > :dfnow)";
  static final String NOW = "now (epoch seconds, by the template's clock)";

  /** The filter sent: the plan's, with the expiry condition ANDed when {@code expiring} (the TTL attribute) is set. */
  static String filter(String filter, String expiring) {
    if (expiring == null) {
      return filter;
    }
    return filter == null ? UNEXPIRED : "(" + filter + ") AND " + UNEXPIRED;
  }

  /** The names sent: the plan's, plus the TTL attribute's when the expiry condition is added. */
  private static Map<String, String> names(Map<String, String> names, String expiring) {
    if (expiring == null) {
      return names;
    }
    Map<String, String> all = new java.util.LinkedHashMap<>(names);
    all.put("#dfttl", expiring);
    return all;
  }

  /** {@code "consistentRead": true|false} for a read, {@code null} for a write (there is nothing to read). */
  private static void consistentRead(StringBuilder b, Boolean consistent) {
    b.append("      \"consistentRead\": ").append(consistent == null ? "null" : consistent.toString()).append(",\n");
  }

  private static void declared(StringBuilder b, DeclaredPlan plan, boolean consistentRepository, String expiring) {
    DeclaredQueryPlan query = plan instanceof DeclaredQueryPlan q ? q : null;
    UpdatePlan update = plan instanceof UpdatePlan u ? u : null;
    // an item collection's reads span kinds: expired items are left out on the client, not by a filter
    boolean filtered = expiring != null && query != null && query.kind() != DeclaredQueryPlan.Kind.COLLECTION_QUERY;
    String sentExpiry = filtered ? expiring : null;
    b.append("    {\n");
    field(b, 3, "method", signature(plan.method()), true);
    field(b, 3, "operation", plan.operation(), true);
    field(b, 3, "table", plan.tableName(), true);
    field(b, 3, "index", query == null ? null : query.indexName(), true);
    consistentRead(b, query != null ? Boolean.valueOf(query.consistentRead() || consistentRepository)
        : plan instanceof PartiQlPlan p && isSelect(p.statement()) ? Boolean.FALSE : null);
    field(b, 3, "keyCondition", query == null ? null : query.keyCondition(), true);
    field(b, 3, "filter", query == null ? null : filter(query.filter(), sentExpiry), true);
    field(b, 3, "update", update == null ? null : update.updateExpression(), true);
    field(b, 3, "condition", update == null ? null : update.conditionExpression(), true);
    field(b, 3, "statement", plan instanceof PartiQlPlan p ? p.statement() : null, true);
    if (query != null && !query.scanIndexForward()) {
      field(b, 3, "ordering", "descending (ScanIndexForward=false)", true);
    }
    b.append("      \"names\": {");
    int n = 0;
    for (Map.Entry<String, String> e : names(plan.names(), sentExpiry).entrySet()) {
      b.append(n++ == 0 ? "" : ", ").append(quote(e.getKey())).append(": ").append(quote(e.getValue()));
    }
    b.append("},\n");
    if (sentExpiry != null) {
      b.append("      \"values\": {").append(quote(":dfnow")).append(": ").append(quote(NOW)).append("},\n");
    }
    projection(b, query == null ? null : query.projection());
    b.append("      \"declared\": true,\n");
    b.append("      \"scan\": ").append(query != null && query.kind() == DeclaredQueryPlan.Kind.SCAN).append(",\n");
  }

  /**
   * A method returning a projection: its type and the attributes of its {@code ProjectionExpression}
   * (what DynamoDB sends back), nothing for a method reading whole items.
   */
  private static void projection(StringBuilder b, io.dynaforge.processor.query.ProjectionPlan projection) {
    if (projection == null) {
      return;
    }
    field(b, 3, "projection", projection.model().className().canonicalName(), true);
    b.append("      \"projectedAttributes\": [");
    for (int i = 0; i < projection.attributes().size(); i++) {
      b.append(i == 0 ? "" : ", ").append(quote(projection.attributes().get(i)));
    }
    b.append("],\n");
  }

  private static boolean isSelect(String statement) {
    return statement.stripLeading().regionMatches(true, 0, "SELECT", 0, 6);
  }

  /** An inherited CRUD method, implemented by SimpleDynamoDbRepository. */
  private static void crud(StringBuilder b, String table, CrudPlan plan, List<String> consistentReads,
      String expiring) {
    String sentExpiry = plan.scan() ? expiring : null;
    // deleteAll() reads what it deletes with findAll()'s Scan
    String reads = plan.name().equals("deleteAll") && plan.scan() ? "findAll" : plan.name();
    boolean read = plan.scan() || io.dynaforge.processor.model.RepositoryModel.CONSISTENT_CRUD_READS.contains(reads);
    b.append("    {\n");
    field(b, 3, "method", plan.signature(), true);
    field(b, 3, "operation", plan.operation(), true);
    field(b, 3, "table", table, true);
    field(b, 3, "index", null, true);
    consistentRead(b, read ? Boolean.valueOf(consistentReads.contains(reads)) : null);
    field(b, 3, "filter", filter(plan.filter(), sentExpiry), true);
    b.append("      \"names\": {");
    int n = 0;
    for (Map.Entry<String, String> e : new java.util.TreeMap<>(names(plan.names(), sentExpiry)).entrySet()) {
      b.append(n++ == 0 ? "" : ", ").append(quote(e.getKey())).append(": ").append(quote(e.getValue()));
    }
    b.append("},\n");
    b.append("      \"values\": {");
    n = 0;
    Map<String, String> values = new java.util.TreeMap<>(plan.values());
    if (sentExpiry != null) {
      values.put(":dfnow", NOW);
    }
    for (Map.Entry<String, String> e : values.entrySet()) {
      b.append(n++ == 0 ? "" : ", ").append(quote(e.getKey())).append(": ").append(quote(e.getValue()));
    }
    b.append("},\n");
    b.append("      \"inherited\": true,\n");
    b.append("      \"scan\": ").append(plan.scan()).append(",\n");
    field(b, 3, "reading", plan.reading(), true);
  }

  /**
   * The last field of a method: the IAM actions its requests need, by resource (the ARN's resource
   * part), from {@link IamActions} as the repository's policy; {@code {}} for nothing.
   */
  private static void permissions(StringBuilder b, Map<IamActions.Resource, java.util.SortedSet<String>> grants) {
    b.append("      \"permissions\": {");
    int n = 0;
    for (Map.Entry<IamActions.Resource, java.util.SortedSet<String>> e : grants.entrySet()) {
      b.append(n++ == 0 ? "" : ", ").append(quote(e.getKey().path())).append(": [");
      int a = 0;
      for (String action : e.getValue()) {
        b.append(a++ == 0 ? "" : ", ").append(quote(action));
      }
      b.append(']');
    }
    b.append("}\n    }");
  }

  /** The fixed finders of an ItemCollectionRepository: each one Query of the view's table or index. */
  private static String itemCollectionJson(PlannedRepository planned) {
    RepositoryModel repository = planned.model();
    io.dynaforge.processor.model.CollectionViewModel view = repository.collection();
    String[][] finders = {
        {"findByPartitionKey(java.lang.Object)", "#pk = :pk"},
        {"findByPartitionKeyAndSortKey(java.lang.Object, java.lang.Object)", "#pk = :pk AND #sk = :sk"},
        {"findByPartitionKeyAndSortKeyStartingWith(java.lang.Object, java.lang.String)",
            "#pk = :pk AND begins_with(#sk, :sk)"},
        {"findByPartitionKeyAndSortKeyBetween(java.lang.Object, java.lang.Object, java.lang.Object)",
            "#pk = :pk AND #sk BETWEEN :from AND :to"},
        {"existsByPartitionKey(java.lang.Object)", "#pk = :pk"}};
    StringBuilder b = new StringBuilder("{\n");
    field(b, 1, "repository", repository.element().getQualifiedName().toString(), true);
    field(b, 1, "view", view.element().getQualifiedName().toString(), true);
    field(b, 1, "table", view.tableName(), true);
    reactive(b, repository);
    b.append("  \"methods\": [");
    List<DeclaredPlan> declared = planned.of(DeclaredPlan.class);
    for (int i = 0; i < finders.length + declared.size(); i++) {
      if (i >= finders.length) {
        b.append(",\n");
        declared(b, declared.get(i - finders.length), false, null);
        permissions(b, IamActions.of(declared.get(i - finders.length), repository));
        continue;
      }
      b.append(i == 0 ? "\n" : ",\n").append("    {\n");
      field(b, 3, "method", finders[i][0], true);
      field(b, 3, "operation", "Query", true);
      field(b, 3, "table", view.tableName(), true);
      field(b, 3, "index", view.indexName(), true);
      consistentRead(b, Boolean.FALSE);
      field(b, 3, "keyCondition", finders[i][1], true);
      b.append("      \"names\": {").append(quote("#pk")).append(": ").append(quote(view.partitionKey()));
      if (finders[i][1].contains("#sk") && view.sortKey() != null) {
        b.append(", ").append(quote("#sk")).append(": ").append(quote(view.sortKey()));
      }
      b.append("},\n");
      field(b, 3, "returns", i == finders.length - 1 ? "exists (Limit 1)" : "one page, folded into "
          + view.simpleName(), true);
      permissions(b, IamActions.itemCollectionFinder(view));
    }
    return b.append("\n  ]\n}\n").toString();
  }

  private static void method(StringBuilder b, QueryMethod method, AccessPlan plan,
      io.dynaforge.processor.query.ProjectionPlan projection, boolean consistent, String expiring) {
    ExpressionRenderer.Rendered rendered = ExpressionRenderer.render(plan);
    // a GetItem leaves an expired item out on the client; a Query or Scan sends the condition
    String sentExpiry = plan.operation() == AccessPlan.Operation.GET_ITEM ? null : expiring;
    b.append("    {\n");
    field(b, 3, "method", signature(method), true);
    field(b, 3, "operation", plan.operation().display(), true);
    field(b, 3, "table", plan.tableName(), true);
    field(b, 3, "index", plan.indexName(), true);
    consistentRead(b, consistent);
    if (plan.operation() == AccessPlan.Operation.GET_ITEM) {
      List<String> key = new ArrayList<>();
      for (AccessPlan.KeyCondition k : plan.key()) {
        if (k instanceof AccessPlan.AttributeKey a) {
          key.add(a.condition().property().attributeDisplay() + " = " + a.condition().arguments().get(0).name());
        } else if (k instanceof AccessPlan.TemplateKey t) {
          key.add(t.template().column() + " = " + composed(t.template(), names(t.placeholders()), true));
        }
      }
      field(b, 3, "key", String.join(" AND ", key), true);
    } else {
      field(b, 3, "keyCondition", rendered.keyCondition(), true);
    }
    field(b, 3, "filter", filter(rendered.filterText(), sentExpiry), true);
    b.append("      \"names\": {");
    int n = 0;
    for (Map.Entry<String, String> e : names(rendered.names(), sentExpiry).entrySet()) {
      b.append(n++ == 0 ? "" : ", ").append(quote(e.getKey())).append(": ").append(quote(e.getValue()));
    }
    b.append("},\n");
    b.append("      \"values\": {");
    int v = 0;
    for (ExpressionRenderer.ValueBinding binding : rendered.values()) {
      b.append(v++ == 0 ? "" : ", ").append(quote(binding.placeholder())).append(": ")
          .append(quote(describe(binding.source())));
    }
    if (sentExpiry != null) {
      b.append(v == 0 ? "" : ", ").append(quote(":dfnow")).append(": ").append(quote(NOW));
    }
    b.append("},\n");
    field(b, 3, "ordering", plan.scanIndexForward() == null ? null
        : plan.scanIndexForward() ? "ascending (ScanIndexForward=true)" : "descending (ScanIndexForward=false)", true);
    String limit = plan.limitParameter() != null ? "parameter " + plan.limitParameter().name()
        : plan.top() > 0 ? Integer.toString(plan.top()) : null;
    field(b, 3, "limit", limit, true);
    field(b, 3, "returns", method.returnKind().name().toLowerCase(java.util.Locale.ROOT), true);
    projection(b, projection);
    b.append("      \"scan\": ").append(plan.operation() == AccessPlan.Operation.SCAN).append(",\n");
    b.append("      \"scanOptIn\": ").append(plan.scanOptIn()).append(",\n");
    field(b, 3, "reading", plan.reading(), true);
  }

  /** What a value placeholder holds: a parameter, or the composed key with the parameters in it. */
  static String describe(ExpressionRenderer.ValueSource source) {
    if (source instanceof ExpressionRenderer.Argument a) {
      return "{" + a.parameter().name() + "}";
    }
    if (source instanceof ExpressionRenderer.BooleanValue bool) {
      return Boolean.toString(bool.value());
    }
    if (source instanceof ExpressionRenderer.PrefixValue prefix) {
      return prefix.key().prefix();
    }
    if (source instanceof ExpressionRenderer.TemplateValue t) {
      return composed(t.key().template(), names(t.key().placeholders()), t.key().complete());
    }
    ExpressionRenderer.TemplateBound bound = (ExpressionRenderer.TemplateBound) source;
    AccessPlan.TemplateRangeKey key = bound.key();
    List<String> names = names(key.equalities());
    if (bound.bound() == ExpressionRenderer.Bound.PREFIX) {
      return composed(key.template(), names, false) + " (the lower end of the item kind)";
    }
    if (bound.bound() == ExpressionRenderer.Bound.PREFIX_END) {
      return composed(key.template(), names, false) + " with its last character incremented (the kind's end)";
    }
    names.add(key.range().arguments().get(bound.argument()).name());
    String upTo = composed(key.template(), names, false, true);
    String literal = key.literalAfter();
    return switch (bound.bound()) {
      case LOWER_INCLUSIVE, EXACT -> upTo;
      case LOWER_EXCLUSIVE -> upTo + (literal.isEmpty() ? " + U+0000" : " + '" + (char) (literal.charAt(0) + 1) + "'")
          + " (just above every key with that value)";
      case UPPER_INCLUSIVE -> upTo + (literal.isEmpty() ? "" : " + '" + (char) (literal.charAt(0) + 1) + "'")
          + " (just above every key with that value)";
      default -> upTo + (literal.isEmpty() ? " with its last character decremented" : "")
          + " (below every key with that value)";
    };
  }

  private static List<String> names(List<AccessPlan.Condition> conditions) {
    List<String> names = new ArrayList<>();
    conditions.forEach(c -> names.add(c.arguments().get(0).name()));
    return names;
  }

  private static String composed(KeyTemplate t, List<String> parameters, boolean complete) {
    return composed(t, parameters, complete, false);
  }

  /**
   * The template with the first placeholders replaced by {@code {parameter}}: all of it when complete,
   * else up to the next placeholder (a begins_with prefix), or ({@code exact}) up to the last one given.
   */
  private static String composed(KeyTemplate t, List<String> parameters, boolean complete, boolean exact) {
    StringBuilder b = new StringBuilder();
    int k = 0;
    for (KeyTemplate.Segment s : t.segments()) {
      if (s instanceof KeyTemplate.Literal l) {
        if (exact && k == parameters.size()) {
          break;
        }
        b.append(l.text());
      } else if (k < parameters.size()) {
        b.append('{').append(parameters.get(k++)).append('}');
      } else if (!complete) {
        break;
      }
    }
    return b.toString();
  }

  private static String signature(QueryMethod method) {
    List<String> params = new ArrayList<>();
    for (VariableElement p : method.element().getParameters()) {
      params.add(p.asType().toString());
    }
    return method.name() + "(" + String.join(", ", params) + ")";
  }

  private static void field(StringBuilder b, int depth, String name, String value, boolean comma) {
    b.append("  ".repeat(depth)).append(quote(name)).append(": ").append(value == null ? "null" : quote(value))
        .append(comma ? ",\n" : "\n");
  }

  static String quote(String s) {
    return JsonText.quote(s);
  }
}
