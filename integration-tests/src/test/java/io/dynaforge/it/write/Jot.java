package io.dynaforge.it.write;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import org.springframework.data.annotation.LastModifiedBy;
import org.springframework.data.annotation.LastModifiedDate;

/**
 * {@link Draft} without a {@code @Version}: what {@code saveAll} writes with BatchWriteItem (which cannot carry
 * a version condition), followed through the write stages by {@code WriteStageOrderTest}.
 */
@Table("jots")
public class Jot {
  @PartitionKey private String id;
  private String body;
  @LastModifiedDate private Instant modifiedAt;
  @LastModifiedBy private String modifiedBy;

  public Jot() {}

  public Jot(String id, String body) {
    this.id = id;
    this.body = body;
  }

  public String getId() { return id; }
  public void setId(String id) { this.id = id; }
  public String getBody() { return body; }
  public void setBody(String body) { this.body = body; }
  public Instant getModifiedAt() { return modifiedAt; }
  public void setModifiedAt(Instant modifiedAt) { this.modifiedAt = modifiedAt; }
  public String getModifiedBy() { return modifiedBy; }
  public void setModifiedBy(String modifiedBy) { this.modifiedBy = modifiedBy; }
}
