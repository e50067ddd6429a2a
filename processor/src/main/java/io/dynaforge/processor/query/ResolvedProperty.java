package io.dynaforge.processor.query;

import io.dynaforge.processor.model.PropertyModel;
import java.util.List;

/**
 * A property path of a query method resolved against the model.
 *
 * @param chain the properties from the entity down to the leaf ({@code address}, {@code city})
 * @param attributePath the DynamoDB document path: flattened {@code @Embedded} members add nothing,
 *     nested maps add their attribute
 */
public record ResolvedProperty(List<PropertyModel> chain, List<String> attributePath) {

  public ResolvedProperty {
    chain = List.copyOf(chain);
    attributePath = List.copyOf(attributePath);
  }

  public PropertyModel leaf() {
    return chain.get(chain.size() - 1);
  }

  /** The entity's own property, when the path is one property long; else null. */
  public PropertyModel root() {
    return chain.size() == 1 ? chain.get(0) : null;
  }

  /** {@code address.city}. */
  public String display() {
    return String.join(".", chain.stream().map(PropertyModel::name).toList());
  }

  /** {@code address.city} as attributes. */
  public String attributeDisplay() {
    return String.join(".", attributePath);
  }
}
