package io.dynaforge.it.spring;

import io.dynaforge.core.DynamoDbOperations;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Not a {@code @Component}: as in Spring Data, the repository infrastructure makes it a bean. It is
 * built with the repository's own operations (the constructor the processor found) and then gets its
 * {@code @Autowired} fields injected.
 */
public class GadgetLabellingImpl implements GadgetLabelling {

  private final DynamoDbOperations operations;
  @Autowired GadgetLabels labels;

  public GadgetLabellingImpl(DynamoDbOperations operations) {
    this.operations = operations;
  }

  @Override
  public String label(String id) {
    return labels.prefix() + operations.findById(Gadget.class, id).map(g -> g.name).orElse("?");
  }

  /** An application bean the fragment depends on. */
  public record GadgetLabels(String prefix) {}
}
