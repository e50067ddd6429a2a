package io.dynaforge.processor.model;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;

/**
 * A {@code @TableIndex} of a {@code @Table} entity: an index of its table that the entity writes.
 *
 * @param annotation the {@code @TableIndex}, for diagnostics
 * @param name the index name
 * @param partitionKey the index's partition-key attributes, in order
 * @param sortKey the index's sort-key attributes, in order (empty: none)
 * @param local whether it is a local secondary index
 * @param projection {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
 * @param include the non-key attributes an {@code INCLUDE} index stores
 */
public record TableIndexModel(AnnotationMirror annotation, String name, List<String> partitionKey,
    List<String> sortKey, boolean local, String projection, List<String> include) {

  public TableIndexModel {
    partitionKey = List.copyOf(partitionKey);
    sortKey = List.copyOf(sortKey);
    include = List.copyOf(include);
  }

  /** {@code @TableIndex(name = "GSI1")}, for messages. */
  public String display() {
    return "@TableIndex(name = \"" + name + "\")";
  }

  /** Every key attribute, partition then sort. */
  public List<String> keyAttributes() {
    List<String> all = new java.util.ArrayList<>(partitionKey);
    all.addAll(sortKey);
    return all;
  }
}
