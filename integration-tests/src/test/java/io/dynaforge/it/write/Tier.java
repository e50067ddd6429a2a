package io.dynaforge.it.write;

/** A customer's tier, stored by name. */
public enum Tier { BRONZE, SILVER, GOLD }
