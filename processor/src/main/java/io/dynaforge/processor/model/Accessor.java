package io.dynaforge.processor.model;

/** How generated code reads or writes one property, without reflection. */
public record Accessor(Kind kind, String name) {

  public enum Kind {
    /** {@code entity.getX()} / record {@code entity.x()}. */
    GETTER,
    /** {@code entity.setX(v)}. */
    SETTER,
    /** {@code entity.x} / {@code entity.x = v}. */
    FIELD,
    /** A parameter of the constructor generated code calls. */
    CONSTRUCTOR
  }

  public static Accessor getter(String name) {
    return new Accessor(Kind.GETTER, name);
  }

  public static Accessor setter(String name) {
    return new Accessor(Kind.SETTER, name);
  }

  public static Accessor field(String name) {
    return new Accessor(Kind.FIELD, name);
  }

  public static Accessor constructor(String name) {
    return new Accessor(Kind.CONSTRUCTOR, name);
  }
}
