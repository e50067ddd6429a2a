package io.dynaforge.it.reactive.callbacks;

import io.dynaforge.annotation.PartitionKey;
import io.dynaforge.annotation.SortKey;
import io.dynaforge.annotation.Table;

/** An immutable entity, so that a callback's entity is a new instance: the one written and returned, or not. */
@Table("badges")
public record Badge(@PartitionKey String owner, @SortKey String id, String label) {

  Badge label(String newLabel) {
    return new Badge(owner, id, newLabel);
  }
}
