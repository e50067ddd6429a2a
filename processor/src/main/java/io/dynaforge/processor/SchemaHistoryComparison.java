package io.dynaforge.processor;

import io.dynaforge.processor.model.TableHistory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a table's model changes against its schema history, for the items already stored. Only kinds
 * the history already lists have stored items; a new kind, a new table, a changed stream or
 * projection change nothing for them. Pure: it compares two {@link TableHistory}s.
 *
 * <ul>
 *   <li>{@link Unreachable}: an existing kind writes its base-table partition or sort key differently
 *       (another template, attribute or type, a sort key added or dropped): its stored items are no
 *       longer where its reads, updates and deletes look.</li>
 *   <li>{@link BackfillNeeded}: an existing kind derives a new column, or a column from another
 *       template (or sparseness, or {@code @TimeToLive} property): its stored items lack it or hold
 *       the old value until they are rewritten. The indexes keyed on such a column are named. A new
 *       index over columns the stored items already carry needs nothing: DynamoDB fills a new global
 *       index from the items' attributes.</li>
 *   <li>{@link Removed}: a kind the history lists is no longer an entity of the table (and no new kind
 *       has the very same keys and columns, which is a rename or a move to another package).</li>
 * </ul>
 */
final class SchemaHistoryComparison {

  /** An existing kind's base-table key as the history has it and as the model has it now (null: none). */
  record Unreachable(String kind, boolean partition, TableHistory.Key was, TableHistory.Key now) {}

  /** A column of an existing kind that the stored items lack ({@code was} null) or hold with another value. */
  record ColumnChange(String column, TableHistory.Column was, TableHistory.Column now) {}

  /** The columns an existing kind's stored items must be rewritten for, and the indexes keyed on them. */
  record BackfillNeeded(String kind, List<ColumnChange> columns, List<String> indexes) {}

  /** A kind the history lists that the table no longer has. */
  record Removed(String kind) {}

  /** Everything that changed for stored items, each list in kind name order. */
  record Findings(List<Unreachable> unreachable, List<BackfillNeeded> backfills, List<Removed> removed) {
    boolean none() {
      return unreachable.isEmpty() && backfills.isEmpty() && removed.isEmpty();
    }
  }

  private SchemaHistoryComparison() {}

  static Findings compare(TableHistory history, TableHistory model) {
    List<Unreachable> unreachable = new ArrayList<>();
    List<BackfillNeeded> backfills = new ArrayList<>();
    List<Removed> removed = new ArrayList<>();
    for (Map.Entry<String, TableHistory.Kind> entry : model.kinds().entrySet()) {
      TableHistory.Kind was = history.kinds().get(entry.getKey());
      if (was == null) {
        continue; // a new kind: nothing stored yet
      }
      TableHistory.Kind now = entry.getValue();
      if (!was.partitionKey().equals(now.partitionKey())) {
        unreachable.add(new Unreachable(entry.getKey(), true, was.partitionKey(), now.partitionKey()));
      }
      if (!Objects.equals(was.sortKey(), now.sortKey())) {
        unreachable.add(new Unreachable(entry.getKey(), false, was.sortKey(), now.sortKey()));
      }
      List<ColumnChange> columns = new ArrayList<>();
      now.columns().forEach((column, value) -> {
        TableHistory.Column before = was.columns().get(column);
        if (!value.equals(before)) {
          columns.add(new ColumnChange(column, before, value));
        }
      });
      if (!columns.isEmpty()) {
        List<String> indexes = new ArrayList<>();
        model.indexes().forEach((name, index) -> {
          if (index.kinds().contains(entry.getKey())
              && columns.stream().anyMatch(c -> index.keyAttributes().contains(c.column()))) {
            indexes.add(name);
          }
        });
        backfills.add(new BackfillNeeded(entry.getKey(), columns, indexes));
      }
    }
    for (Map.Entry<String, TableHistory.Kind> entry : history.kinds().entrySet()) {
      if (!model.kinds().containsKey(entry.getKey()) && !renamed(entry.getValue(), history, model)) {
        removed.add(new Removed(entry.getKey()));
      }
    }
    return new Findings(unreachable, backfills, removed);
  }

  /** Whether a new kind (one the history does not list) has exactly this kind's keys and columns. */
  private static boolean renamed(TableHistory.Kind kind, TableHistory history, TableHistory model) {
    return model.kinds().entrySet().stream()
        .anyMatch(e -> !history.kinds().containsKey(e.getKey()) && e.getValue().equals(kind));
  }
}
