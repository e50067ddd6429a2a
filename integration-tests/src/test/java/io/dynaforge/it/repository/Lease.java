package io.dynaforge.it.repository;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;
import java.time.Instant;

/** An entity whose reads leave expired items out: its report shows the expiry condition (rule 10 of wave 4). */
@Table("report_leases")
public class Lease {
  @PartitionKey public String owner;
  @SortKey public String leaseId;
  public String status;
  @TimeToLive(filterExpired = true) public Instant expiresAt;

  public Lease() {}

  public Lease(String owner, String leaseId, String status, Instant expiresAt) {
    this.owner = owner;
    this.leaseId = leaseId;
    this.status = status;
    this.expiresAt = expiresAt;
  }
}
