package io.dynaforge.annotation;

/**
 * Which attributes a secondary index stores besides its keys ({@link SecondaryIndex#projection()}).
 * An index always projects its own key attributes and the base table's key attributes.
 */
public enum IndexProjection {
  /** Every attribute of the item (DynamoDB {@code ALL}); the default. */
  ALL,
  /**
   * Only the index's and the base table's key attributes (DynamoDB {@code KEYS_ONLY}). A view of such
   * an index that maps any other attribute is {@code [Dynaforge/AttributeNotProjected]}.
   */
  KEYS_ONLY,
  /**
   * The keys plus exactly the non-key attributes the views of the index map, their union
   * (DynamoDB {@code INCLUDE} with those {@code NonKeyAttributes}).
   */
  INCLUDE
}
