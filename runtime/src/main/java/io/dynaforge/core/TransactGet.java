package io.dynaforge.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The items of one {@code TransactGetItems} call (at most 100): a serializable read of several
 * items, possibly of different types. The result list has one entry per get, {@code null} where no
 * item exists.
 */
public final class TransactGet {

  /** One read: an entity type and its key. */
  public record Get(Class<?> type, Object partitionKey, Object sortKey) {}

  private final List<Get> gets;

  private TransactGet(List<Get> gets) {
    this.gets = List.copyOf(gets);
  }

  public static Builder builder() {
    return new Builder();
  }

  public List<Get> gets() {
    return gets;
  }

  /** Collects the reads. */
  public static final class Builder {
    private final List<Get> gets = new ArrayList<>();

    private Builder() {}

    public Builder get(Class<?> type, Object partitionKey) {
      gets.add(new Get(required(type, "type"), partitionKey, null));
      return this;
    }

    public Builder get(Class<?> type, Object partitionKey, Object sortKey) {
      gets.add(new Get(required(type, "type"), partitionKey, sortKey));
      return this;
    }

    public TransactGet build() {
      if (gets.isEmpty()) {
        throw new org.springframework.dao.InvalidDataAccessApiUsageException("A transactional get needs at least one item");
      }
      return new TransactGet(gets);
    }
  }
  /** A refused argument is an {@code InvalidDataAccessApiUsageException}, like every run-time refusal. */
  private static <V> V required(V value, String name) {
    if (value == null) {
      throw new org.springframework.dao.InvalidDataAccessApiUsageException("The argument '" + name + "' is null");
    }
    return value;
  }
}
