package io.dynaforge.it.singletable;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.time.LocalDate;

/** The same template without @Derived: the placeholders are stored too, and stay queryable. */
@Table("arena")
@SortKeyTemplate("MATCH#{matchDate}#{matchId}")
public record StoredMatch(@PartitionKey String pk, LocalDate matchDate, String matchId, Rank round) {
  public enum Rank { GROUP, FINAL }
}
