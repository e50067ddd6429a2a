package io.dynaforge.it.readcost;

import io.dynaforge.annotation.ItemCollectionMember;
import io.dynaforge.annotation.ItemCollectionView;
import java.util.List;

/** A user's partition folded: the profile and the live sessions. */
@ItemCollectionView(tableName = "sessions", partitionKey = "user", sortKey = "sk")
public record UserSessions(
    @ItemCollectionMember(regex = "PROFILE") Profile profile,
    @ItemCollectionMember(startsWith = "SESSION#") List<Device> sessions) {

  public record Profile(String name) {}

  public record Device(String device) {}
}
