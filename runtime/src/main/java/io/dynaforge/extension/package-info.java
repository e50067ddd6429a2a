/**
 * Extensions: hooks the template runs on every write and read, as the AWS SDK Enhanced Client's
 * {@code DynamoDbEnhancedClientExtension}s do. A {@link io.dynaforge.extension.DynamoDbExtension} sees
 * each write before it is sent ({@link io.dynaforge.extension.DynamoDbExtension#beforeWrite}: add a
 * condition, add update actions, replace a put's item) and each item read before it is converted
 * ({@link io.dynaforge.extension.DynamoDbExtension#afterRead}: transform it, or skip it). Registered
 * with {@code DynamoDbTemplate.builder(client).extensions(...)}; under Spring every
 * {@code DynamoDbExtension} bean, in {@code @Order}.
 */
package io.dynaforge.extension;
