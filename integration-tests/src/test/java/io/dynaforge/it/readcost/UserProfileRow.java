package io.dynaforge.it.readcost;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;

/** Another item kind of the sessions table with the same attribute name (epoch seconds), never filtered. */
@Table("sessions")
@SortKeyTemplate("PROFILE")
public class UserProfileRow {
  @PartitionKey public String user;
  public String name;
  @io.dynaforge.annotation.Column("expiresAt") public Long archivedAt;

  public UserProfileRow() {}

  public UserProfileRow(String user, String name, Long archivedAt) {
    this.user = user;
    this.name = name;
    this.archivedAt = archivedAt;
  }
}
