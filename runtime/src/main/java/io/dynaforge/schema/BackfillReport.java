package io.dynaforge.schema;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a {@link Backfill#run()} did, over every segment it ran (segments an earlier run finished are
 * skipped and count nothing).
 *
 * @param read the items of the kind read
 * @param rewritten the items rewritten; in a dry run, the items that would be rewritten
 * @param unchanged the items that already held what the mapper writes, or were deleted (or became
 *     another kind's) before they could be rewritten
 * @param failed the items that could not be rewritten: not readable into the entity, changed by other
 *     writers at every attempt, or refused by DynamoDB
 * @param duration the time the run took
 * @param retries the rewrites sent again because the item changed after it was read (each one a
 *     consistent GetItem and another UpdateItem)
 * @param segmentsSkipped the segments an earlier run with the same checkpoints had finished
 * @param completed {@code false} when the run was stopped (its thread interrupted) before every segment
 *     was finished; run it again with the same checkpoints to go on
 * @param dryRun whether nothing was written
 * @param failedItems the first {@value Backfill#FAILED_ITEMS_KEPT} failed items, with their keys and why
 */
public record BackfillReport(long read, long rewritten, long unchanged, long failed, Duration duration, long retries,
    int segmentsSkipped, boolean completed, boolean dryRun, List<FailedItem> failedItems) {

  public BackfillReport {
    failedItems = List.copyOf(failedItems);
  }

  /**
   * An item a backfill could not rewrite.
   *
   * @param key its primary key
   * @param reason why, with the exception's message
   */
  public record FailedItem(Map<String, AttributeValue> key, String reason) {
    public FailedItem {
      key = Map.copyOf(key);
    }
  }
}
