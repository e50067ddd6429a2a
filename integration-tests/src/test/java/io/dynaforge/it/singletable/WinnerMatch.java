package io.dynaforge.it.singletable;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** A String placeholder followed by a literal: values containing it are refused on write. */
@Table("arena")
@SortKeyTemplate("WINNER#{winner}#{round}")
@SuppressWarnings("Dynaforge/AmbiguousTemplateLiteral")
public record WinnerMatch(@PartitionKey String pk, String winner, Integer round) {}
