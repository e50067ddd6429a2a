package io.dynaforge.processor.query;

import io.dynaforge.processor.model.QueryMethod;

/**
 * A derived query method (name parsed, resolved, checked and planned), or an index view's inherited
 * {@code findAll()}/{@code count()} Scan of its index.
 *
 * @param method the method as read
 * @param access the request it sends
 * @param projection what it reads when it returns a projection, or null
 */
public record DerivedPlan(QueryMethod method, AccessPlan access, ProjectionPlan projection) implements MethodPlan {

  public DerivedPlan(QueryMethod method, AccessPlan access) {
    this(method, access, null);
  }

  @Override
  public String operation() {
    return access.operation().display();
  }
}
