package io.dynaforge.processor.codegen;

import io.dynaforge.processor.query.MethodPlan;

/**
 * Writes the method of one plan family into an {@code _Impl} (with its plan constant, when it has
 * one). It decides nothing the plan has not decided.
 *
 * @param <P> the family
 */
interface MethodWriter<P extends MethodPlan> {
  void write(P plan, ImplContext impl);
}
