package io.dynaforge.benchmarks.encryption;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;

/**
 * The encrypted kind of {@link EncryptionRatios}: the attributes of the template benchmark's customer, its email
 * {@code @Encrypted} (the others signed).
 */
@Table("vault")
public class Secret {
  @PartitionKey private String id;
  private String name;
  @Encrypted private String email;
  private int visits;
  private long points;
  private boolean active;
  private Instant since;

  public String getId() { return id; }
  public void setId(String id) { this.id = id; }
  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public String getEmail() { return email; }
  public void setEmail(String email) { this.email = email; }
  public int getVisits() { return visits; }
  public void setVisits(int visits) { this.visits = visits; }
  public long getPoints() { return points; }
  public void setPoints(long points) { this.points = points; }
  public boolean isActive() { return active; }
  public void setActive(boolean active) { this.active = active; }
  public Instant getSince() { return since; }
  public void setSince(Instant since) { this.since = since; }
}
