package io.dynaforge.encryption;

import io.dynaforge.annotation.Encrypted;
import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;
import io.dynaforge.annotation.Unsigned;

/** An encrypted kind, and a plain one. */
final class Vault {

  private Vault() {}

  @Table("vault")
  public record Secret(@PartitionKey String id, @SortKey String version, @Encrypted String body, String label,
      @Unsigned String note) {}

  @Table("plain")
  public record Plain(@PartitionKey String id, String text) {}
}
