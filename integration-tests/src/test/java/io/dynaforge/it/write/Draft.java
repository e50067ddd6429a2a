package io.dynaforge.it.write;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import org.springframework.data.annotation.LastModifiedBy;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.annotation.Version;

/** A versioned, audited entity whose writes {@code WriteStageOrderTest} follows through the write stages. */
@Table("drafts")
public class Draft {
  @PartitionKey private String id;
  private String body;
  @Version private Long version;
  @LastModifiedDate private Instant modifiedAt;
  @LastModifiedBy private String modifiedBy;

  public Draft() {}

  public Draft(String id, String body) {
    this.id = id;
    this.body = body;
  }

  public String getId() { return id; }
  public void setId(String id) { this.id = id; }
  public String getBody() { return body; }
  public void setBody(String body) { this.body = body; }
  public Long getVersion() { return version; }
  public void setVersion(Long version) { this.version = version; }
  public Instant getModifiedAt() { return modifiedAt; }
  public void setModifiedAt(Instant modifiedAt) { this.modifiedAt = modifiedAt; }
  public String getModifiedBy() { return modifiedBy; }
  public void setModifiedBy(String modifiedBy) { this.modifiedBy = modifiedBy; }
}
