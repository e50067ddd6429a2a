package io.dynaforge.extension;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A hook the template runs on every write before it is sent and on every item read before it is
 * converted, in registration order ({@code DynamoDbTemplate.builder(client).extensions(a, b)}: {@code a}
 * first; under Spring every {@code DynamoDbExtension} bean, in {@code @Order}). Both methods default to
 * changing nothing. Implementations must be thread-safe; they run on the caller's thread.
 *
 * <p><b>Writes.</b> {@link #beforeWrite} sees every request: {@code save}/{@code insert} (PUT),
 * {@code update(entity)} and the updates by key (UPDATE), {@code delete}/{@code deleteById} (DELETE),
 * {@code saveAll} (BATCH_PUT), {@code deleteAll}/{@code deleteAllById} (BATCH_DELETE) and every
 * {@code transactWrite} action (TRANSACT_*). Later extensions see the item as earlier ones replaced it;
 * conditions and update actions accumulate.
 *
 * <p><b>Reads.</b> {@link #afterRead} sees every item the template converts: {@code findById},
 * {@code findAllById}/{@code batchGet}, {@code query}/{@code scan}/{@code findAll} (and so every generated
 * query method), {@code executeStatement} with an entity type, {@code transactGet}, the item an update by
 * key returns, and each item of an item collection before it is folded. Returning {@code null} skips the
 * item on every one of these paths: {@code findById} is empty, a list leaves it out, {@code transactGet}
 * has {@code null} in its place (as for a missing item), an update by key returns {@code null}, a fold
 * does not see it. Paths that read no items run no {@code afterRead}: {@code count}, {@code exists},
 * {@code existsById} (the server counts; give them a filter), the raw-item methods
 * ({@code queryItems}, {@code executeStatement(String, List)}) and an item collection's
 * {@code existsByPartitionKey}. A page's {@code getCount()} stays the server's count.
 */
public interface DynamoDbExtension {

  /** The additions to one write; default {@link WriteModification#none()}. */
  default WriteModification beforeWrite(WriteContext context) {
    return WriteModification.none();
  }

  /**
   * The item to convert: {@code context.item()} itself (the default), a new map, or {@code null} to
   * skip the item as if it had not been read.
   */
  default Map<String, AttributeValue> afterRead(ReadContext context) {
    return context.item();
  }

  /**
   * The stored attributes {@link #afterRead} looks at for items of {@code entityType} (e.g. a tenant
   * guard's {@code tenantId}); default none. A read of a projection asks for them too, so that
   * {@code afterRead} sees them although the projection type does not receive them; its
   * {@link ReadContext#entityType()} is the entity, never the projection type.
   */
  default java.util.Set<String> attributesRead(Class<?> entityType) {
    return java.util.Set.of();
  }

  /**
   * The stored attributes {@link #beforeWrite} adds to items of {@code entityType} (e.g. a tenant guard's
   * {@code tenantId}, an audit stamp); default none. On an encrypted table (an entity with an {@code
   * @Encrypted} property) the encryption SDK refuses a write naming an attribute it has no action for:
   * these are signed ({@code SIGN_ONLY}) in the table's configuration.
   */
  default java.util.Set<String> attributesWritten(Class<?> entityType) {
    return java.util.Set.of();
  }
}
