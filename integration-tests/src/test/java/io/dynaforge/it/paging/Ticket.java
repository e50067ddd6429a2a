package io.dynaforge.it.paging;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** A ticket of a queue: partition = queue, sort key = ticket id. */
@Table("paged_tickets")
public class Ticket {
  @PartitionKey public String queue;
  @SortKey public String ticketId;
  public String status;
  public Integer priority;

  public Ticket() {}

  public Ticket(String queue, String ticketId, String status, Integer priority) {
    this.queue = queue;
    this.ticketId = ticketId;
    this.status = status;
    this.priority = priority;
  }
}
