package io.dynaforge.it.selective;

/** Through the generic {@link ReadOnly} base. */
public interface ParcelCounter extends ReadOnly<Parcel, String> {}
