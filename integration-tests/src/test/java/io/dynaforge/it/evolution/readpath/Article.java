package io.dynaforge.it.evolution.readpath;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKeyTemplate;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TableIndex;

/**
 * An article under {@code GSI1} by its topic ({@code TOPIC#{topic}}); {@code BackfillReadPathTest}'s extension
 * stores the {@code topic} attribute reversed behind {@code enc:} and reads it back.
 */
@Table("readpath_articles")
@PartitionKeyTemplate("a#{articleId}")
@SortKeyTemplate("article")
@PartitionKeyTemplate(value = "TOPIC#{topic}", column = "gsi1pk")
@SortKeyTemplate(value = "a#{articleId}", column = "gsi1sk")
@TableIndex(name = "GSI1", partitionKey = "gsi1pk", sortKey = "gsi1sk")
public record Article(@Derived String articleId, String topic, String title) {}
