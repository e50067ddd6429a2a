package io.dynaforge.it.readcost;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKeyTemplate;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.TimeToLive;
import java.time.Instant;

/** A login session that expires: reads leave it out once its time has passed, before DynamoDB deletes it. */
@Table("sessions")
@SortKeyTemplate("SESSION#{sessionId}")
public class Session {
  @PartitionKey public String user;
  public String sessionId;
  public String device;
  @TimeToLive(filterExpired = true) public Instant expiresAt;

  public Session() {}

  public Session(String user, String sessionId, String device, Instant expiresAt) {
    this.user = user;
    this.sessionId = sessionId;
    this.device = device;
    this.expiresAt = expiresAt;
  }
}
