package io.dynaforge.it.repository;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.util.List;
import org.springframework.data.annotation.Version;

/** A game of a league: partition = league, sort key = game id. */
@Table("games")
public class Game {
  @PartitionKey public String league;
  @SortKey public String gameId;
  public String status;
  public Integer score;
  public List<String> tags;
  @Version public Long version;

  public Game() {}

  public Game(String league, String gameId, String status, Integer score) {
    this.league = league;
    this.gameId = gameId;
    this.status = status;
    this.score = score;
  }

  @Override
  public String toString() {
    return league + "/" + gameId;
  }
}
