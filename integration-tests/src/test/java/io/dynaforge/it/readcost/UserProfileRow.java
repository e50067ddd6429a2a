package io.dynaforge.it.readcost;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import java.time.Instant;

/** Another item kind of the sessions table with the same attribute name, never filtered. */
@Table("sessions")
@SortKeyTemplate("PROFILE")
public class UserProfileRow {
  @PartitionKey public String user;
  public String name;
  @io.dynaforge.annotation.Column("expiresAt") public Instant archivedAt;

  public UserProfileRow() {}

  public UserProfileRow(String user, String name, Instant archivedAt) {
    this.user = user;
    this.name = name;
    this.archivedAt = archivedAt;
  }
}
