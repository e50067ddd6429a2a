/**
 * The schema as code: {@link io.dynaforge.schema.SchemaManager} compares the tables the generated
 * models declare with the live tables ({@link io.dynaforge.schema.SchemaReport}), creates the missing
 * ones and adds what can be added in place (global secondary indexes, time to live). What cannot be
 * changed in place is a {@link io.dynaforge.schema.SchemaMismatchException}; nothing is ever deleted.
 * {@link io.dynaforge.schema.Backfill} then rewrites the stored items of a kind whose derived columns
 * (template, index and sparse columns, TTL) differ from what the current mapper writes.
 *
 * <p>This package depends on {@code core}, {@code mapping} and {@code stream} (the backfill's
 * {@link io.dynaforge.stream.CheckpointStore}); nothing there depends on it.
 */
package io.dynaforge.schema;
