package io.dynaforge.mapping;

import io.dynaforge.annotation.IndexProjection;
import io.dynaforge.annotation.StreamView;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the runtime knows about a {@code @Table} entity, all of it computed at build time.
 *
 * @param entityName the entity's simple class name, for messages
 * @param tableName the logical table name; a {@code TableNameResolver} maps it to a physical one
 * @param partitionKey the partition key attribute (one for a base table)
 * @param sortKey the sort key attribute, or an empty list for a partition-only table
 * @param versionAttribute the {@code @Version} attribute, or {@code null}
 * @param timeToLiveAttribute the {@code @TimeToLive} attribute, or {@code null}
 * @param attributeNames every attribute the entity can write, keys included, derived placeholders
 *     excluded; {@code update(entity)} REMOVEs those the entity leaves null
 * @param index for a {@code @SecondaryIndex} view: the index it reads ({@code partitionKey} and
 *     {@code sortKey} are then the index's key attributes, in order); {@code null} for a table entity
 * @param streamView the table's stream as the entity's {@code @Table(stream)} declares it ({@link
 *     StreamView#NONE} for none, and always for a view); the kinds of one table that declare none take
 *     the view another kind declares
 */
public record EntityMetadata(
    String entityName,
    String tableName,
    List<KeyAttribute> partitionKey,
    List<KeyAttribute> sortKey,
    String versionAttribute,
    String timeToLiveAttribute,
    Set<String> attributeNames,
    Index index,
    StreamView streamView) {

  /**
   * A secondary index a view reads: its name, whether it is local (LSI) or global (GSI), and the
   * attributes it projects ({@code @SecondaryIndex(projection)}). With {@code INCLUDE}, the index
   * projects the non-key attributes of its views' {@link EntityMetadata#attributeNames()}, their
   * union across the views of the index.
   */
  public record Index(String name, boolean local, IndexProjection projection) {

    public Index {
      projection = projection == null ? IndexProjection.ALL : projection;
    }

    /** An index projecting {@code ALL} (mappers generated before projections). */
    public Index(String name, boolean local) {
      this(name, local, IndexProjection.ALL);
    }
  }

  public EntityMetadata {
    partitionKey = List.copyOf(partitionKey);
    sortKey = List.copyOf(sortKey);
    attributeNames = Set.copyOf(attributeNames);
    streamView = streamView == null ? StreamView.NONE : streamView;
  }

  /** An entity's or view's metadata without a stream (mappers generated before streams). */
  public EntityMetadata(String entityName, String tableName, List<KeyAttribute> partitionKey,
      List<KeyAttribute> sortKey, String versionAttribute, String timeToLiveAttribute, Set<String> attributeNames,
      Index index) {
    this(entityName, tableName, partitionKey, sortKey, versionAttribute, timeToLiveAttribute, attributeNames, index,
        StreamView.NONE);
  }

  /** A table entity's metadata. */
  public EntityMetadata(String entityName, String tableName, List<KeyAttribute> partitionKey,
      List<KeyAttribute> sortKey, String versionAttribute, String timeToLiveAttribute, Set<String> attributeNames) {
    this(entityName, tableName, partitionKey, sortKey, versionAttribute, timeToLiveAttribute, attributeNames, null, StreamView.NONE);
  }

  /** Whether this is a read-only view of a secondary index. */
  public boolean isView() {
    return index != null;
  }

  /** The (single) partition key attribute of the base table. */
  public KeyAttribute partitionKeyAttribute() {
    return partitionKey.get(0);
  }

  /** The sort key attribute, or {@code null} when the table has none. */
  public KeyAttribute sortKeyAttribute() {
    return sortKey.isEmpty() ? null : sortKey.get(0);
  }

  public boolean hasSortKey() {
    return !sortKey.isEmpty();
  }

  public boolean isVersioned() {
    return versionAttribute != null;
  }

  /** Partition and sort key attributes, in that order. */
  public List<KeyAttribute> keyAttributes() {
    List<KeyAttribute> all = new ArrayList<>(partitionKey);
    all.addAll(sortKey);
    return all;
  }
}
