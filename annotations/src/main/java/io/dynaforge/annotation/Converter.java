package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Stores a property through a user-supplied converter instead of the built-in conversions: use it
 * for a type Dynaforge cannot map by itself, or to change how a supported type is stored.
 *
 * <pre>{@code
 * public final class BracketConverter implements AttributeConverter<Bracket> { ... }
 *
 * @Converter(BracketConverter.class)
 * private Bracket bracket;
 * }</pre>
 *
 * <p>The generated mapper instantiates the converter once with its public no-arg constructor.
 *
 * <p>Deviation from the API table: {@link #value()} is declared as {@code Class<?>} rather than
 * {@code Class<? extends io.dynaforge.mapping.AttributeConverter<?>>}, because that interface lives
 * in {@code dynaforge-runtime}, which depends on this module; the bound is enforced by the processor
 * instead, and user code is written the same way.
 *
 * <p>Checked at compile time: {@code [Dynaforge/InvalidConverter]} - the class does not implement
 * {@code io.dynaforge.mapping.AttributeConverter<T>} for the property's type {@code T}, is
 * abstract, or has no public no-arg constructor. A property whose type has no conversion reports
 * {@code [Dynaforge/UnsupportedPropertyType]}, which suggests this annotation.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface Converter {

  /**
   * The converter class. It must implement {@code io.dynaforge.mapping.AttributeConverter<T>},
   * where {@code T} is the property's type, and have a public no-arg constructor.
   *
   * @return the converter class
   */
  Class<?> value();
}
