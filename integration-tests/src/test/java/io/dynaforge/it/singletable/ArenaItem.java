package io.dynaforge.it.singletable;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.Embedded;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** The reference's arena: one table, four item kinds, each row populating one payload. */
@Table("arena")
public class ArenaItem {
  @PartitionKey public String pk;
  @SortKey public String sk;

  @Embedded(startsWith = "TOURNAMENT#") public TournamentData tournament;
  @Embedded(startsWith = "PLAYER#") public PlayerData player;
  @Embedded(startsWith = "MATCH#") public MatchData match;
  @Embedded(startsWith = "RESULT#") public ResultData result;

  public record TournamentData(String name, Integer rounds) {}

  public record PlayerData(String name, @Column("player_rank") Integer rank) {}

  public record MatchData(String home, String away) {}

  public record ResultData(Integer homeScore, Integer awayScore) {}
}
