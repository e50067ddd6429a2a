/**
 * Typed conditions and updates: {@link io.dynaforge.expression.Condition} and
 * {@link io.dynaforge.expression.Update}, built from the constants of the generated
 * {@code <Entity>_Attributes} classes ({@link io.dynaforge.expression.Attribute} and its subtypes for
 * every property, {@link io.dynaforge.expression.KeyAttribute} for the key columns,
 * {@link io.dynaforge.expression.VersionAttribute} for the {@code @Version}). A wrong attribute
 * or a value of the wrong type is a compile error; values are encoded as the generated mapper stores
 * them; expressions hold placeholders only.
 */
package io.dynaforge.expression;
