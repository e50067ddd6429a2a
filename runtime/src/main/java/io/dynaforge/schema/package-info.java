/**
 * The schema as code: {@link io.dynaforge.schema.SchemaManager} compares the tables the generated
 * models declare with the live tables ({@link io.dynaforge.schema.SchemaReport}), creates the missing
 * ones and adds what can be added in place (global secondary indexes, time to live). What cannot be
 * changed in place is a {@link io.dynaforge.schema.SchemaMismatchException}; nothing is ever deleted.
 */
package io.dynaforge.schema;
