package io.dynaforge.it.repository;

import io.dynaforge.annotation.Column;
import io.dynaforge.annotation.Embedded;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** Paths in derived queries: a flattened @Embedded member and a nested map. */
@Table("profiles")
public record Profile(
    @PartitionKey String userId,
    @SortKey String kind,
    @Embedded(startsWith = "PROFILE") Details details,
    Address address,
    boolean active,
    String nickname) {

  public record Details(@Column("display_name") String name, String email) {}

  public record Address(String street, String city) {}
}
