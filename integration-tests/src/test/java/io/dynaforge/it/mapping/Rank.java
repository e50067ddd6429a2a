package io.dynaforge.it.mapping;

public enum Rank {
  BRONZE,
  SILVER,
  GOLD
}
