/**
 * The template's engine: internal, no compatibility promise, not for applications. The machinery
 * behind {@link io.dynaforge.core.DynamoDbTemplate} and {@code io.dynaforge.reactive.ReactiveDynamoDbTemplate}
 * that the runtime's other packages and modules share: the request operations ({@link
 * io.dynaforge.core.engine.ItemOperations}, {@link io.dynaforge.core.engine.RequestOperation},
 * {@link io.dynaforge.core.engine.RequestSequence}) and the one executor that sends them ({@link
 * io.dynaforge.core.engine.OperationExecutor}); the write and read stages (conditions, updates, versions,
 * kinds, expiry, derived columns, extensions, encryption, lifecycle events); batches, transactions,
 * PartiQL, paged reads and parallel scans; table requests and definitions; backfill rewrites
 * ({@link io.dynaforge.core.engine.ItemRewrites}) and the read stages of stream decoding
 * ({@link io.dynaforge.core.engine.ReadStages}).
 *
 * <p>Applications use the API of {@code io.dynaforge.core} ({@code DynamoDbOperations},
 * {@code DynamoDbTemplate} and its builder, queries, cursors, exceptions); every public type here is
 * {@link io.dynaforge.core.Internal}. The dependency runs one way: the engine uses the API's value types,
 * and of the API only the types that assemble a template ({@code DynamoDbTemplate}, {@code TemplateOptions})
 * use the engine ({@code PackageDependenciesTest} fails otherwise).
 */
@Internal
package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
