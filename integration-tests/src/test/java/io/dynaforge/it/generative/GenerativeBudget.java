package io.dynaforge.it.generative;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * The budget of {@link GenerativeInteractionTest} from system properties: {@code generative.tries} (default
 * {@value #DEFAULT_TRIES}, the CI budget on 2 cores) and {@code generative.seed} (replays one run).
 */
public final class GenerativeBudget implements AroundPropertyHook {

  static final int DEFAULT_TRIES = 12;

  @Override
  public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
    context.attributes().setTries(Integer.getInteger("generative.tries", DEFAULT_TRIES));
    String seed = System.getProperty("generative.seed", "");
    if (!seed.isBlank()) {
      context.attributes().setSeed(seed);
    }
    return property.execute();
  }
}
