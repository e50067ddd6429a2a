package io.dynaforge.it.generative;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * {@code -Dgenerative.seed=S} replays the run of a printed seed. The number of tries is jqwik's configuration
 * parameter {@code jqwik.tries.default}, which the pom sets from {@code -Dgenerative.tries} (default
 * {@value #DEFAULT_TRIES}, the CI budget on 2 cores); outside Maven pass {@code -Djqwik.tries.default=N}.
 */
public final class GenerativeBudget implements AroundPropertyHook {

  static final int DEFAULT_TRIES = 12;

  @Override
  public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
    String seed = System.getProperty("generative.seed", "");
    if (!seed.isBlank()) {
      context.attributes().setSeed(seed);
    }
    return property.execute();
  }
}
