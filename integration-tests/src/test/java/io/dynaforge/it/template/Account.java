package io.dynaforge.it.template;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import org.springframework.data.annotation.Version;

/** A mutable @Version entity. */
@Table("accounts")
public class Account {
  @PartitionKey private String id;
  private String owner;
  private long balance;
  @Version private Long version;

  public Account() {}

  public Account(String id, String owner, long balance) {
    this.id = id;
    this.owner = owner;
    this.balance = balance;
  }

  public String getId() { return id; }
  public void setId(String id) { this.id = id; }
  public String getOwner() { return owner; }
  public void setOwner(String owner) { this.owner = owner; }
  public long getBalance() { return balance; }
  public void setBalance(long balance) { this.balance = balance; }
  public Long getVersion() { return version; }
  public void setVersion(Long version) { this.version = version; }

  @Override
  public String toString() {
    return "Account[" + id + ", v" + version + "]";
  }
}
