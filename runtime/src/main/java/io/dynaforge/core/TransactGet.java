package io.dynaforge.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

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
      gets.add(new Get(Objects.requireNonNull(type, "type"), partitionKey, null));
      return this;
    }

    public Builder get(Class<?> type, Object partitionKey, Object sortKey) {
      gets.add(new Get(Objects.requireNonNull(type, "type"), partitionKey, sortKey));
      return this;
    }

    public TransactGet build() {
      if (gets.isEmpty()) {
        throw new IllegalStateException("A transactional get needs at least one item");
      }
      return new TransactGet(gets);
    }
  }
}
