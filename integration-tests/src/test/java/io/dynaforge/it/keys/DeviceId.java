package io.dynaforge.it.keys;

/** A value type used as a partition key; stored as {@code "acme-000042"} by {@link DeviceIdConverter}. */
public record DeviceId(String vendor, int serial) {}
