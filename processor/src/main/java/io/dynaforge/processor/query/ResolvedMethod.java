package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.AccessPlan.Condition;
import java.util.List;

/**
 * A derived query method with its name parsed and its predicates bound to properties and parameters.
 * Facts only: what could not be resolved is listed, and the validator decides what is wrong.
 *
 * @param method the method as read
 * @param parsed its parsed name
 * @param branches the {@code Or} branches of resolved conditions (an unresolved part is left out)
 * @param unresolved the property texts no property matched, in order
 * @param argumentsTaken how many bindable parameters the predicates take
 * @param order the {@code OrderBy} property, resolved; null when there is none or it does not resolve
 */
public record ResolvedMethod(
    QueryMethod method,
    ParsedMethod parsed,
    List<List<Condition>> branches,
    List<String> unresolved,
    int argumentsTaken,
    ResolvedProperty order) {

  public ResolvedMethod {
    branches = branches.stream().map(List::copyOf).toList();
    unresolved = List.copyOf(unresolved);
  }

  public List<Condition> conditions() {
    return branches.stream().flatMap(List::stream).toList();
  }
}
