package io.dynaforge.schema;

/**
 * One difference between a declared table and its live table.
 *
 * @param table the physical table
 * @param index the index it concerns, or {@code null}
 * @param kind what differs, which says whether {@link SchemaManager#update} can fix it
 * @param text the line of the report
 */
record Difference(String table, String index, Kind kind, String text) {

  enum Kind {
    /** Created by {@code create} and {@code update}. */
    MISSING_TABLE(Fix.CREATE),
    /** Added by {@code update} (UpdateTable). */
    MISSING_GLOBAL_INDEX(Fix.UPDATE),
    /** Enabled by {@code update} (UpdateTimeToLive). */
    TIME_TO_LIVE_DISABLED(Fix.UPDATE),
    /** Enabled by {@code update} (UpdateTable with a {@code StreamSpecification}). */
    STREAM_DISABLED(Fix.UPDATE),
    /** A stream of another view: only disabling it and enabling a new one changes it. */
    STREAM_OTHER_VIEW(Fix.NONE),
    KEY_SCHEMA(Fix.NONE),
    ATTRIBUTE_TYPE(Fix.NONE),
    MISSING_LOCAL_INDEX(Fix.NONE),
    DIFFERENT_INDEX(Fix.NONE),
    TIME_TO_LIVE_OTHER_ATTRIBUTE(Fix.NONE),
    /** An index or time to live the model does not declare: left alone. */
    EXTRA(Fix.HARMLESS);

    final Fix fix;

    Kind(Fix fix) {
      this.fix = fix;
    }
  }

  enum Fix { CREATE, UPDATE, NONE, HARMLESS }

  boolean harmless() {
    return kind.fix == Fix.HARMLESS;
  }

  boolean fixableInPlace() {
    return kind.fix == Fix.CREATE || kind.fix == Fix.UPDATE;
  }
}
