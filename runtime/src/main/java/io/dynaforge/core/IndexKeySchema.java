package io.dynaforge.core;

import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.List;
import java.util.Objects;

/**
 * The key attributes a Query can use: those of the base table, or of a secondary index (up to four
 * partition and four sort attributes for a multi-attribute GSI). Generated repositories pass an
 * index's key attributes explicitly; {@link #of(EntityMetadata)} takes a base table's.
 *
 * @param indexName the index, or {@code null} for the base table
 * @param partitionKey the partition attributes in order (1 to 4)
 * @param sortKey the sort attributes in order (0 to 4)
 * @param local whether the index is a local secondary index (which alone allows consistent reads)
 */
public record IndexKeySchema(String indexName, List<KeyAttribute> partitionKey, List<KeyAttribute> sortKey,
    boolean local) {

  /** A base table's or a global index's key schema. */
  public IndexKeySchema(String indexName, List<KeyAttribute> partitionKey, List<KeyAttribute> sortKey) {
    this(indexName, partitionKey, sortKey, false);
  }

  public IndexKeySchema {
    partitionKey = List.copyOf(partitionKey);
    sortKey = sortKey == null ? List.of() : List.copyOf(sortKey);
    if (partitionKey.isEmpty() || partitionKey.size() > 4) {
      throw new IllegalArgumentException("An index has 1 to 4 partition attributes, not " + partitionKey.size());
    }
    if (sortKey.size() > 4) {
      throw new IllegalArgumentException("An index has at most 4 sort attributes, not " + sortKey.size());
    }
  }

  /** The key schema an entity's metadata describes: its base table's, or a view's index. */
  public static IndexKeySchema of(EntityMetadata metadata) {
    return metadata.isView()
        ? new IndexKeySchema(metadata.index().name(), metadata.partitionKey(), metadata.sortKey(), metadata.index().local())
        : new IndexKeySchema(null, metadata.partitionKey(), metadata.sortKey());
  }

  /** Whether a Query of this schema may ask for a strongly consistent read: not on a global index. */
  public boolean allowsConsistentRead() {
    return indexName == null || local;
  }

  /** A secondary index's key schema. */
  public static IndexKeySchema index(String indexName, List<KeyAttribute> partitionKey, List<KeyAttribute> sortKey) {
    return new IndexKeySchema(Objects.requireNonNull(indexName, "indexName"), partitionKey, sortKey);
  }
}
