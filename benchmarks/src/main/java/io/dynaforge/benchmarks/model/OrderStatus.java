package io.dynaforge.benchmarks.model;

/** Order lifecycle; stored as its {@code name()} (S) by every variant. */
public enum OrderStatus {
  PLACED,
  PAID,
  SHIPPED,
  DELIVERED,
  CANCELLED
}
