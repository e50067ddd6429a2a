package io.dynaforge.it.template;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;
import java.time.Instant;
import java.util.List;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.LastModifiedDate;

/** A mutable, unversioned entity with a partition key only, auditing and a TTL. */
@Table("players")
public class Player {
  @PartitionKey private String id;
  private String name;
  @Column("region") private String region; // a reserved word as attribute name
  private int score;
  private List<String> tags;
  @CreatedDate private Instant createdAt;
  @LastModifiedDate private Instant updatedAt;
  @TimeToLive private Instant expiresAt;

  public Player() {}

  public Player(String id, String name, int score) {
    this.id = id;
    this.name = name;
    this.score = score;
  }

  public String getId() { return id; }
  public void setId(String id) { this.id = id; }
  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public String getRegion() { return region; }
  public void setRegion(String region) { this.region = region; }
  public int getScore() { return score; }
  public void setScore(int score) { this.score = score; }
  public List<String> getTags() { return tags; }
  public void setTags(List<String> tags) { this.tags = tags; }
  public Instant getCreatedAt() { return createdAt; }
  public void setCreatedAt(Instant createdAt) { this.createdAt = createdAt; }
  public Instant getUpdatedAt() { return updatedAt; }
  public void setUpdatedAt(Instant updatedAt) { this.updatedAt = updatedAt; }
  public Instant getExpiresAt() { return expiresAt; }
  public void setExpiresAt(Instant expiresAt) { this.expiresAt = expiresAt; }

  @Override
  public String toString() {
    return "Player[" + id + "]";
  }
}
