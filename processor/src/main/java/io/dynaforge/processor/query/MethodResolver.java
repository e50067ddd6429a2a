package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.query.AccessPlan.Condition;
import io.dynaforge.processor.query.ParsedMethod.Part;
import java.util.ArrayList;
import java.util.List;

/**
 * Binds a parsed method name to the model: each predicate part to a property path (trying the
 * keyword readings longest first) and to the next parameters in declaration order.
 */
public final class MethodResolver {

  private final PropertyResolver properties;

  public MethodResolver(PropertyResolver properties) {
    this.properties = properties;
  }

  public ResolvedMethod resolve(EntityModel entity, QueryMethod method, ParsedMethod parsed) {
    List<List<Condition>> branches = new ArrayList<>();
    List<String> unresolved = new ArrayList<>();
    List<Parameter> bindable = method.bindable();
    int next = 0;
    for (List<Part> branch : parsed.branches()) {
      List<Condition> conditions = new ArrayList<>();
      for (Part part : branch) {
        ParsedMethod.Candidate chosen = null;
        ResolvedProperty property = null;
        for (ParsedMethod.Candidate candidate : part.candidates()) {
          property = properties.resolve(entity, candidate.property());
          if (property != null) {
            chosen = candidate;
            break;
          }
        }
        if (chosen == null) {
          unresolved.add(part.candidates().get(0).property());
          continue;
        }
        List<Parameter> arguments = new ArrayList<>();
        for (int i = 0; i < chosen.keyword().arguments(); i++) {
          if (next < bindable.size()) {
            arguments.add(bindable.get(next));
          }
          next++;
        }
        conditions.add(new Condition(property, chosen.keyword(), arguments));
      }
      branches.add(conditions);
    }
    ResolvedProperty order = parsed.orders().isEmpty() ? null
        : properties.resolve(entity, parsed.orders().get(0).property());
    return new ResolvedMethod(method, parsed, branches, unresolved, next, order);
  }
}
