package io.dynaforge.it.auditing;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.Table;
import java.time.Instant;
import org.springframework.data.annotation.CreatedBy;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.LastModifiedBy;
import org.springframework.data.annotation.LastModifiedDate;

/** A mutable entity with both auditors and both dates (rule 9 of wave 4). */
@Table("audited_tickets")
public class Ticket {
  @PartitionKey String id;
  String title;
  @CreatedBy String createdBy;
  @LastModifiedBy String modifiedBy;
  @CreatedDate Instant createdAt;
  @LastModifiedDate Instant modifiedAt;

  public Ticket() {}

  public Ticket(String id, String title) {
    this.id = id;
    this.title = title;
  }
}
