package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.SortableText;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.AccessPlan.Condition;
import io.dynaforge.processor.query.KeySchema;
import io.dynaforge.processor.query.PropertyResolver;
import io.dynaforge.processor.query.QueryPlanner;
import io.dynaforge.processor.query.ResolvedMethod;
import java.util.ArrayList;
import java.util.List;

/**
 * Judges a method's {@link AccessPlan}: a Scan nobody opted into, an {@code @AllowScan} that is not
 * needed, a key attribute left in a Query's filter, a filter on a {@code @Derived} (unstored)
 * property, an order a Scan cannot give, and sort keys whose stored text does not sort like their
 * values. The plan it judges is the one the generated code runs.
 */
public final class AccessPlanValidator {

  public void validate(String repository, EntityModel entity, KeySchema schema, ResolvedMethod resolved,
      AccessPlan plan, ValidationReport report) {
    validate(repository, entity, schema, resolved, plan, "", report);
  }

  /**
   * @param indexes why each index the entity declares cannot serve the method ("the index 'GSI1' keys
   *     ..."), for a Scan's message; "" when it declares none
   */
  public void validate(String repository, EntityModel entity, KeySchema schema, ResolvedMethod resolved,
      AccessPlan plan, String indexes, ValidationReport report) {
    QueryMethod method = resolved.method();
    String name = method.name();
    if (plan.operation() == AccessPlan.Operation.SCAN) {
      if (!resolved.parsed().orders().isEmpty()) {
        report.report(DiagnosticId.INVALID_ORDER_BY, method.element(), repository, name,
            PropertyResolver.decapitalize(resolved.parsed().orders().get(0).property()),
            "a Scan returns items in no defined order; only a Query can be ordered, by its sort key", "");
        return;
      }
      if (!plan.scanOptIn()) {
        String target = schema.indexName() == null ? "table '" + entity.tableName() + "'"
            : "index '" + schema.indexName() + "' of table '" + entity.tableName() + "'";
        String fix = keyFix(schema) + (schema.indexName() != null ? ""
            : ", query an index whose key fits (a @TableIndex of " + entity.simpleName() + ", or a @SecondaryIndex"
                + " view)" + (indexes.isEmpty() ? "" : " — " + indexes));
        report.report(DiagnosticId.SCAN_SHAPED_METHOD, method.element(), repository, name, target,
            plan.reading(), plan.scanReason(), fix);
        return;
      }
    } else if (method.allowScan() != null) {
      report.report(DiagnosticId.UNNECESSARY_ALLOW_SCAN, method.element(), method.allowScan(), repository, name,
          plan.operation().display());
    }
    if (plan.operation() != AccessPlan.Operation.SCAN) {
      for (Condition c : leaves(plan.filter())) {
        PropertyModel root = c.property().root();
        // a multi-attribute GSI's sort attributes after a gap may be filtered (DynamoDB's rule)
        boolean filterable = schema.indexName() != null && schema.sort().size() > 1 && schema.sort().contains(root);
        if (root != null && schema.isKeyAttribute(root) && !filterable) {
          report.report(DiagnosticId.KEY_ATTRIBUTE_IN_FILTER, method.element(), repository, name, root.name(),
              "'" + QueryPlanner.describe(c) + "'");
        }
      }
    }
    for (Condition c : leaves(plan.filter())) {
      if (c.property().leaf().derived() != null) {
        report.report(DiagnosticId.FILTER_ON_DERIVED_PROPERTY, method.element(), repository, name,
            c.property().display());
      }
    }
    checkTextOrder(repository, schema, resolved, plan, report);
  }

  /** Ordering by, or a range on, a sort key stored as variable-width date-time text. */
  private static void checkTextOrder(String repository, KeySchema schema, ResolvedMethod resolved, AccessPlan plan,
      ValidationReport report) {
    QueryMethod method = resolved.method();
    for (PropertyModel sk : schema.sort()) {
      if (!SortableText.variableWidthTime(sk.mapping())) {
        continue;
      }
      String use = null;
      if (plan.scanIndexForward() != null && resolved.order() != null && resolved.order().root() == sk) {
        use = "orders by";
      }
      for (AccessPlan.KeyCondition k : plan.key()) {
        if (k instanceof AccessPlan.AttributeKey a && a.condition().property().root() == sk
            && a.condition().keyword().isKeyRange()) {
          use = use == null ? "puts a range on" : "orders by and puts a range on";
        }
      }
      if (use != null) {
        report.report(DiagnosticId.NON_CHRONOLOGICAL_SORT_KEY, method.element(), repository, method.name(), use,
            sk.name(), sk.type());
      }
    }
  }

  private static List<Condition> leaves(AccessPlan.Filter filter) {
    List<Condition> found = new ArrayList<>();
    if (filter instanceof AccessPlan.Leaf leaf) {
      found.add(leaf.condition());
    } else if (filter instanceof AccessPlan.And and) {
      and.operands().forEach(f -> found.addAll(leaves(f)));
    } else if (filter instanceof AccessPlan.Or or) {
      or.operands().forEach(f -> found.addAll(leaves(f)));
    }
    return found;
  }

  /**
   * The equality that would make it a Query, named by the real key properties: the partition key's
   * (every attribute of a multi-attribute one), or a partition-key template's placeholders.
   */
  private static String keyFix(KeySchema schema) {
    List<String> properties = new ArrayList<>();
    String what;
    if (!schema.partition().isEmpty()) {
      schema.partition().forEach(p -> properties.add(p.name()));
      what = properties.size() == 1 ? "the partition key '" + properties.get(0) + "'"
          : "the partition key attributes '" + String.join("', '", properties) + "'";
    } else if (schema.partitionTemplate() != null && !schema.partitionTemplate().placeholders().isEmpty()) {
      properties.addAll(schema.partitionTemplate().placeholders());
      what = "the partition key composed by " + schema.partitionTemplate().display() + ", that is on '"
          + String.join("', '", properties) + "'";
    } else {
      return "add an equality on the partition key";
    }
    StringBuilder by = new StringBuilder("…By");
    properties.forEach(p -> by.append(PropertyResolver.capitalize(p)).append("And"));
    return "add an equality on " + what + " (" + by + "…)";
  }
}
