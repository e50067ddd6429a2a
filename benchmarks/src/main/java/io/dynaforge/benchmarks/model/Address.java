package io.dynaforge.benchmarks.model;

/** The shipping address: a nested map (M), converted by its generated {@code Address_Mapper}. */
public record Address(String street, String city, String postalCode, String country) {}
