package io.dynaforge.core;

import java.util.Objects;

/**
 * Maps the logical table name of a model ({@code @Table("orders")}) to the physical name sent to
 * DynamoDB, e.g. by adding an environment prefix. Applied on every request path (single-item,
 * query, scan, batch, transaction, table creation); PartiQL statements are sent as written, so they
 * carry physical names.
 */
@FunctionalInterface
public interface TableNameResolver {

  /**
   * @param logicalName the table name of the model
   * @return the physical table name
   */
  String resolve(String logicalName);

  /** The identity: physical names are the logical names. */
  static TableNameResolver identity() {
    return IdentityHolder.IDENTITY;
  }

  /** Adds a prefix, e.g. {@code prefix("dev-")} maps {@code orders} to {@code dev-orders}. */
  static TableNameResolver prefix(String prefix) {
    Objects.requireNonNull(prefix, "prefix");
    return logical -> prefix + logical;
  }

  /** Adds a suffix, e.g. {@code suffix("-test")}. */
  static TableNameResolver suffix(String suffix) {
    Objects.requireNonNull(suffix, "suffix");
    return logical -> logical + suffix;
  }

  /** Holds the identity resolver so that it can be recognised (and skipped) cheaply. */
  final class IdentityHolder {
    static final TableNameResolver IDENTITY = logical -> logical;

    private IdentityHolder() {}
  }
}
