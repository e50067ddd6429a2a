package io.dynaforge.it.repository;

import io.dynaforge.annotation.Derived;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.time.LocalDate;

/** A match in the shared single table: the sort key is composed, its placeholders are not stored. */
@Table("arena")
@SortKeyTemplate("MATCH#{matchDate}#{matchId}")
public class ArenaMatch {
  @PartitionKey public String pk;
  @Derived public LocalDate matchDate;
  @Derived public String matchId;
  public String winner;

  public ArenaMatch() {}

  public ArenaMatch(String pk, LocalDate matchDate, String matchId, String winner) {
    this.pk = pk;
    this.matchDate = matchDate;
    this.matchId = matchId;
    this.winner = winner;
  }
}
