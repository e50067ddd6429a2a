package io.dynaforge.annotation;

/**
 * What a table's DynamoDB stream carries for each change ({@code @Table(stream = ...)}), as
 * DynamoDB's {@code StreamViewType}; {@link #NONE} means the table has no stream.
 *
 * <p>Entities of one table that declare different views other than {@code NONE} are a compile error
 * ({@code [Dynaforge/StreamViewConflict]}); {@code NONE} on one entity and a view on another: the
 * table has the view.
 */
public enum StreamView {
  /** No stream (the default). */
  NONE,
  /** Only the key attributes of the changed item: handlers receive keys, never entities. */
  KEYS_ONLY,
  /** The item as it is after the change. */
  NEW_IMAGE,
  /** The item as it was before the change. */
  OLD_IMAGE,
  /** The item before and after the change. */
  NEW_AND_OLD_IMAGES
}
