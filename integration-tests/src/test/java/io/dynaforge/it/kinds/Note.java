package io.dynaforge.it.kinds;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;
import java.time.Instant;

/** A note of a board, guarded by tenant (an extension writes and checks the {@code tenant} attribute). */
@Table("kind_notes")
@SortKeyTemplate("NOTE#{id}")
public class Note {
  @PartitionKey public String board;
  public String id;
  public String title;
  @TimeToLive(filterExpired = true) public Instant expiresAt;

  public Note() {}

  public Note(String board, String id, String title, Instant expiresAt) {
    this.board = board;
    this.id = id;
    this.title = title;
    this.expiresAt = expiresAt;
  }
}
