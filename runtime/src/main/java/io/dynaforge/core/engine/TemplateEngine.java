package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;

/**
 * A template built on this engine ({@code DynamoDbTemplate}): how the engine's entry points for code
 * outside the template ({@link ItemRewrites#of}, {@link TableRequests#of}, {@link ReadStages#of}) reach its
 * runtime without the engine depending on the template. Not for applications.
 */
@Internal
public interface TemplateEngine {

  /** The template's context, operations and executor. */
  TemplateRuntime runtime();

  /** The template's table requests, sent through its executor. */
  TableRequests tableRequests();
}
