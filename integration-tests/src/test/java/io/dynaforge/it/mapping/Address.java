package io.dynaforge.it.mapping;

import io.dynaforge.annotation.Column;

/** A project record without @Embedded: stored as one M attribute, @Column names applied. */
public record Address(String street, @Column("zip_code") String zip, Geo geo) {
  public record Geo(double lat, double lon) {}
}
