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
 *       (another template, attribute or type, a sort key added or dropped, or the same template with
 *       another text form of a placeholder: type, width, converter): its stored items are no longer
 *       where its reads, updates and deletes look.</li>
 *   <li>{@link BackfillNeeded}: an existing kind derives a new column, or a column from another
 *       template (or sparseness, or {@code @TimeToLive} property, or text form of a placeholder): its
 *       stored items lack it or hold the old value until they are rewritten. The indexes keyed on such
 *       a column are named. A new index over columns the stored items already carry needs nothing:
 *       DynamoDB fills a new global index from the items' attributes.</li>
 *   <li>{@link NoLongerDerived}: an existing kind no longer derives a column it did: its stored items
 *       keep the attribute (and stay in the indexes keyed on it).</li>
 *   <li>{@link Removed}: a kind the history lists is no longer an entity of the table (and no new kind
 *       has the very same keys and columns, which is a rename or a move to another package).</li>
 * </ul>
 *
 * <p>A placeholder's text form is compared only where the history records it: a file written before
 * the forms were recorded leaves them unknown, and unknown is no change.
 */
final class SchemaHistoryComparison {

  /**
   * An existing kind's base-table key as the history has it and as the model has it now (null: none).
   *
   * @param placeholder null when the key itself changed; else the placeholder of the same template
   *     whose text form changed
   */
  record Unreachable(String kind, boolean partition, TableHistory.Key was, TableHistory.Key now,
      String placeholder) {}

  /**
   * A column of an existing kind that the stored items lack ({@code was} null) or hold with another value.
   *
   * @param placeholders the placeholders of the same template whose text form changed; empty when the
   *     column is new or its template, sparseness or time-to-live property changed
   */
  record ColumnChange(String column, TableHistory.Column was, TableHistory.Column now, List<String> placeholders) {}

  /** The columns an existing kind's stored items must be rewritten for, and the indexes keyed on them. */
  record BackfillNeeded(String kind, List<ColumnChange> columns, List<String> indexes) {}

  /** A column an existing kind derived and no longer does, and the model's indexes keyed on it. */
  record NoLongerDerived(String kind, String column, TableHistory.Column was, List<String> indexes) {}

  /** A kind the history lists that the table no longer has. */
  record Removed(String kind) {}

  /** Everything that changed for stored items, each list in kind name order. */
  record Findings(List<Unreachable> unreachable, List<BackfillNeeded> backfills, List<NoLongerDerived> noLongerDerived,
      List<Removed> removed) {
    boolean none() {
      return unreachable.isEmpty() && backfills.isEmpty() && noLongerDerived.isEmpty() && removed.isEmpty();
    }
  }

  private SchemaHistoryComparison() {}

  static Findings compare(TableHistory history, TableHistory model) {
    List<Unreachable> unreachable = new ArrayList<>();
    List<BackfillNeeded> backfills = new ArrayList<>();
    List<NoLongerDerived> noLongerDerived = new ArrayList<>();
    List<Removed> removed = new ArrayList<>();
    for (Map.Entry<String, TableHistory.Kind> entry : model.kinds().entrySet()) {
      TableHistory.Kind was = history.kinds().get(entry.getKey());
      if (was == null) {
        continue; // a new kind: nothing stored yet
      }
      TableHistory.Kind now = entry.getValue();
      unreachable.addAll(keyChanges(entry.getKey(), true, was.partitionKey(), now.partitionKey()));
      unreachable.addAll(keyChanges(entry.getKey(), false, was.sortKey(), now.sortKey()));
      List<ColumnChange> columns = columnChanges(was, now);
      if (!columns.isEmpty()) {
        backfills.add(new BackfillNeeded(entry.getKey(), columns,
            indexes(model, entry.getKey(), columns.stream().map(ColumnChange::column).toList())));
      }
      was.columns().forEach((column, before) -> {
        if (!now.columns().containsKey(column)) {
          noLongerDerived.add(new NoLongerDerived(entry.getKey(), column, before, indexes(model, null, List.of(column))));
        }
      });
    }
    for (Map.Entry<String, TableHistory.Kind> entry : history.kinds().entrySet()) {
      if (!model.kinds().containsKey(entry.getKey()) && !renamed(entry.getValue(), history, model)) {
        removed.add(new Removed(entry.getKey()));
      }
    }
    return new Findings(unreachable, backfills, noLongerDerived, removed);
  }

  /** The key itself changed, or else each placeholder of its template whose recorded text form changed. */
  private static List<Unreachable> keyChanges(String kind, boolean partition, TableHistory.Key was,
      TableHistory.Key now) {
    if (!sameKey(was, now)) {
      return List.of(new Unreachable(kind, partition, was, now, null));
    }
    return was == null ? List.of() : changedPlaceholders(was.placeholders(), now.placeholders()).stream()
        .map(p -> new Unreachable(kind, partition, was, now, p)).toList();
  }

  /** The new and changed columns of an existing kind, by name. */
  private static List<ColumnChange> columnChanges(TableHistory.Kind was, TableHistory.Kind now) {
    List<ColumnChange> columns = new ArrayList<>();
    now.columns().forEach((column, value) -> {
      TableHistory.Column before = was.columns().get(column);
      if (before == null || !sameColumn(before, value)) {
        columns.add(new ColumnChange(column, before, value, List.of()));
      } else {
        List<String> placeholders = changedPlaceholders(before.placeholders(), value.placeholders());
        if (!placeholders.isEmpty()) {
          columns.add(new ColumnChange(column, before, value, placeholders));
        }
      }
    });
    return columns;
  }

  /** The model's indexes keyed on one of the columns (that hold the kind, unless {@code kind} is null). */
  private static List<String> indexes(TableHistory model, String kind, List<String> columns) {
    List<String> indexes = new ArrayList<>();
    model.indexes().forEach((name, index) -> {
      if ((kind == null || index.kinds().contains(kind))
          && columns.stream().anyMatch(c -> index.keyAttributes().contains(c))) {
        indexes.add(name);
      }
    });
    return indexes;
  }

  /** Whether a new kind (one the history does not list) has exactly this kind's keys and columns. */
  private static boolean renamed(TableHistory.Kind kind, TableHistory history, TableHistory model) {
    return model.kinds().entrySet().stream()
        .anyMatch(e -> !history.kinds().containsKey(e.getKey()) && same(kind, e.getValue()));
  }

  /** Whether a kind writes its items as the history's kind did: the same keys and columns, as far as recorded. */
  private static boolean same(TableHistory.Kind was, TableHistory.Kind now) {
    return keyChanges("", true, was.partitionKey(), now.partitionKey()).isEmpty()
        && keyChanges("", false, was.sortKey(), now.sortKey()).isEmpty()
        && was.columns().keySet().equals(now.columns().keySet()) && columnChanges(was, now).isEmpty();
  }

  /** The same attribute, type and template (or both none), whatever is known of the placeholders. */
  private static boolean sameKey(TableHistory.Key was, TableHistory.Key now) {
    return was == null || now == null ? was == now
        : was.attribute().equals(now.attribute()) && was.type().equals(now.type())
            && Objects.equals(was.template(), now.template());
  }

  /** The same type, template, sparseness and time-to-live property, whatever is known of the placeholders. */
  private static boolean sameColumn(TableHistory.Column was, TableHistory.Column now) {
    return was.type().equals(now.type()) && Objects.equals(was.template(), now.template())
        && was.sparse() == now.sparse() && Objects.equals(was.timeToLive(), now.timeToLive());
  }

  /**
   * The placeholders of one template whose text form the history records and the model writes
   * differently, by name; one the history does not record is unknown, never a change.
   */
  private static List<String> changedPlaceholders(Map<String, TableHistory.Placeholder> was,
      Map<String, TableHistory.Placeholder> now) {
    return was.keySet().stream().filter(p -> now.containsKey(p) && !was.get(p).equals(now.get(p))).toList();
  }
}
