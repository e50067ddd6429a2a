/**
 * Spring configuration: {@link io.dynaforge.config.AbstractDynamoDbConfiguration} (the template bean) and
 * {@link io.dynaforge.config.EnableDynamoDbRepositories} (repository beans from the processor's build-time
 * index, also under Spring AOT).
 */
package io.dynaforge.config;
