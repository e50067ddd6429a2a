package io.dynaforge.processor.query;

import io.dynaforge.processor.model.FragmentModel;

/**
 * A custom fragment the repository extends: each of its methods delegates to one instance of its
 * implementation, which decides what it sends.
 *
 * @param fragment the fragment, its implementation and how to construct it (checked)
 */
public record FragmentPlan(FragmentModel fragment) implements MethodPlan {
  @Override
  public String operation() {
    return "delegated";
  }
}
