package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;

/**
 * A derived query method (name parsed, resolved, checked and planned), or an index view's inherited
 * {@code findAll()}/{@code count()} Scan of its index.
 *
 * @param method the method as read
 * @param access the request it sends
 */
public record DerivedPlan(QueryMethod method, AccessPlan access) implements MethodPlan {
  @Override
  public String operation() {
    return access.operation().display();
  }
}
