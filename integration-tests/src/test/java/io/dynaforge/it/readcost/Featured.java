package io.dynaforge.it.readcost;

/** The seed's marker: an item with {@code featured = "FEATURED"} is in the sparse featured index. */
public enum Featured {
  FEATURED
}
