package io.dynaforge.it.generative;

/** A stored primary key (the {@code pk} and {@code sk} texts), as the oracle and projections compare them. */
public record Key(String pk, String sk) {
  @Override
  public String toString() {
    return pk + "|" + sk;
  }
}
