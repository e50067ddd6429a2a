package io.dynaforge.mapping;

import java.util.List;

/**
 * An attribute a key template composes from properties ({@code gsi1pk = "STATUS#{status}"}), as the
 * processor read it: what a write must recompose when it changes one of the placeholders (API rule 2).
 *
 * @param column the composed attribute
 * @param baseKey whether it is the base table's partition or sort key (its placeholders cannot be
 *     updated: the item would no longer be found under its key)
 * @param sparse {@code sparse = true}: a null placeholder leaves the column out
 * @param placeholders the placeholders' properties, in template order
 * @param attributes the stored attribute of each placeholder, in the same order; {@code ""} for a
 *     {@code @Derived} placeholder, which only the base key's decomposition provides
 */
public record DerivedColumn(String column, boolean baseKey, boolean sparse, List<String> placeholders,
    List<String> attributes) {

  public DerivedColumn {
    placeholders = List.copyOf(placeholders);
    attributes = List.copyOf(attributes);
    if (placeholders.size() != attributes.size()) {
      throw new IllegalArgumentException("one attribute per placeholder expected for " + column);
    }
  }
}
