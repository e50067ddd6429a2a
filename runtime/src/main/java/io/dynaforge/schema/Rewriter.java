package io.dynaforge.schema;

import io.dynaforge.core.engine.ItemRewrites;
import java.util.Map;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How a {@link Backfill} brings one stored item of its kind up to date: {@link DerivedAttributes} (an
 * UpdateItem of the derived attributes) or, for a kind on an encrypted table, {@link EncryptingRewriter} (a
 * PutItem of the whole item, encrypted). Either is computed from the item as read and sent under a condition
 * on it, so a concurrent write fails it and the item is read again.
 *
 * @param <R> the rewrite of one item
 */
interface Rewriter<R> {

  /** Whether any item can need a rewrite; when not, the backfill reads nothing. */
  boolean rewritesAnything();

  /**
   * The rewrite the stored item needs, {@code null} when it is up to date.
   *
   * @throws RuntimeException when it cannot be computed (the item cannot be read into the entity and written
   *     back, or does not verify): the item is counted as failed
   */
  R rewriteOf(Map<String, AttributeValue> stored);

  /**
   * Sends the rewrite of the item under {@code key}.
   *
   * @return whether it was written; {@code false} when its condition failed (the item changed or was deleted
   *     since it was read)
   * @throws Refused when no item could be rewritten: the backfill ends with it
   * @throws org.springframework.dao.DataAccessException when this item could not be: it is counted as failed
   */
  boolean send(ItemRewrites<?> items, Map<String, AttributeValue> key, R rewrite);

  /** A rewrite that no item of the run could pass (the run's configuration is at fault): ends the backfill. */
  final class Refused extends InvalidDataAccessApiUsageException {
    Refused(String message) {
      super(message);
    }
  }
}
