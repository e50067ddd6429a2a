package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

/**
 * Which typed attribute of {@code io.dynaforge.expression} a stored property is, in its entity's
 * generated {@code _Attributes}: what conditions and updates it takes is decided by how it is
 * stored, not only by its Java type (a {@code Long} through a converter is no number to add to).
 */
public enum AttributeKind {
  /**
   * A key attribute (partition key, sort key, a template-composed key column) or a placeholder of the
   * base table's own key template (changing it would move the item off its key): conditions only.
   */
  KEY,
  /** The {@code @Version} attribute: conditions only, the template increments it. */
  VERSION,
  /** A {@code String} stored as S ({@code beginsWith}, {@code contains}). */
  STRING,
  /** A number stored as N ({@code add}). */
  NUMBER,
  /** A {@code List<E>} stored as L ({@code append}, {@code contains}). */
  LIST,
  /** A {@code Set<E>} stored as SS, NS or BS ({@code addToSet}, {@code removeFromSet}, {@code contains}). */
  SET,
  /** Anything else: comparisons, {@code set}, {@code remove}. */
  PLAIN;

  private static final ClassName JAVA_LIST = ClassName.get("java.util", "List");
  private static final ClassName JAVA_SET = ClassName.get("java.util", "Set");

  /**
   * The kind of a stored, non-flattened property of {@code entity}: {@link #KEY} also for a
   * placeholder of the table's own partition- or sort-key template (API rule 2 of wave 4).
   */
  public static AttributeKind of(EntityModel entity, PropertyModel p) {
    if (entity.isTable() && entity.properties().contains(p) && entity.templates().stream()
        .anyMatch(t -> t.targetsBaseKey() && t.placeholders().contains(p.name()))) {
      return KEY;
    }
    return of(p);
  }

  /** The kind of a stored, non-flattened property, by itself. */
  public static AttributeKind of(PropertyModel p) {
    if (p.isKey()) {
      return KEY;
    }
    if (p.version() != null) {
      return VERSION;
    }
    TypeMapping m = p.mapping();
    if (m instanceof TypeMapping.Scalar s) {
      return s.kind() == TypeMapping.ScalarKind.STRING ? STRING : s.dynamoType().equals("N") ? NUMBER : PLAIN;
    }
    if (m instanceof TypeMapping.EpochSeconds e) {
      return e.javaType().toString().equals("java.time.Instant") ? PLAIN : NUMBER;
    }
    if (m instanceof TypeMapping.ListOf l && l.container() == TypeMapping.ContainerKind.LIST
        && raw(l.javaType()).equals(JAVA_LIST)) {
      return LIST;
    }
    if (m instanceof TypeMapping.NativeSet s && raw(s.javaType()).equals(JAVA_SET)) {
      return SET;
    }
    return PLAIN;
  }

  /** The element mapping of a {@link #LIST} or {@link #SET} property. */
  public static TypeMapping element(PropertyModel p) {
    if (p.mapping() instanceof TypeMapping.ListOf l) {
      return l.element();
    }
    if (p.mapping() instanceof TypeMapping.NativeSet s) {
      return s.element();
    }
    throw new IllegalArgumentException(p.name() + " is not a list or set");
  }

  private static TypeName raw(TypeName type) {
    return type instanceof ParameterizedTypeName p ? p.rawType().withoutAnnotations() : type.withoutAnnotations();
  }
}
