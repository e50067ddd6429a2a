package io.dynaforge.it.write;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.annotation.Version;

/** The seed's user profile ({@code USER#123}/{@code PROFILE}) in the shared table, versioned and audited. */
@Table("shop")
public class Customer {
  @PartitionKey private String pk;
  @SortKey private String sk;
  private String name;
  /** A reserved word as its attribute name. */
  @Column("count") private Integer orderCount;
  private Tier tier;
  private Set<String> tags;
  private List<String> history;
  private String resetToken;
  @Version private Long version;
  @LastModifiedDate private Instant updatedAt;

  public Customer() {}

  public Customer(String pk, String name) {
    this.pk = pk;
    this.sk = "PROFILE";
    this.name = name;
  }

  public String getPk() { return pk; }
  public void setPk(String pk) { this.pk = pk; }
  public String getSk() { return sk; }
  public void setSk(String sk) { this.sk = sk; }
  public String getName() { return name; }
  public void setName(String name) { this.name = name; }
  public Integer getOrderCount() { return orderCount; }
  public void setOrderCount(Integer orderCount) { this.orderCount = orderCount; }
  public Tier getTier() { return tier; }
  public void setTier(Tier tier) { this.tier = tier; }
  public Set<String> getTags() { return tags; }
  public void setTags(Set<String> tags) { this.tags = tags; }
  public List<String> getHistory() { return history; }
  public void setHistory(List<String> history) { this.history = history; }
  public String getResetToken() { return resetToken; }
  public void setResetToken(String resetToken) { this.resetToken = resetToken; }
  public Long getVersion() { return version; }
  public void setVersion(Long version) { this.version = version; }
  public Instant getUpdatedAt() { return updatedAt; }
  public void setUpdatedAt(Instant updatedAt) { this.updatedAt = updatedAt; }
}
