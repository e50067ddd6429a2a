package io.dynaforge.it.readcost;

/** A closed interface projection of {@link Item}. */
public interface ItemStock {
  String getSk();

  Integer getStock();
}
