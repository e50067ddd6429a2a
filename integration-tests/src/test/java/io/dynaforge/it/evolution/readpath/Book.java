package io.dynaforge.it.evolution.readpath;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;

/**
 * A book under {@code GSI1} by its category ({@code CAT#{category}}); {@code BackfillReadPathTest}'s
 * BeforeConvert callback upper-cases the category of every book saved.
 */
@Table("readpath_books")
@PartitionKeyTemplate("b#{bookId}")
@SortKeyTemplate("book")
@PartitionKeyTemplate(value = "CAT#{category}", column = "gsi1pk")
@SortKeyTemplate(value = "b#{bookId}", column = "gsi1sk")
@TableIndex(name = "GSI1", partitionKey = "gsi1pk", sortKey = "gsi1sk")
public record Book(@Derived String bookId, String category, String title) {}
