package io.dynaforge.core;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a package, type or member that is public only because Dynaforge's own modules share it (the
 * reactive template, the schema and stream packages, the encryption module), not for applications: it
 * carries no compatibility promise and may change or go in any release. Everything in
 * {@code io.dynaforge.core.engine} (the template's engine) is internal; so is a member of an API type
 * marked with it.
 *
 * <p>Here, in the API package, rather than in the engine, so that API types can mark such members
 * without depending on the engine (the runtime's {@code PackageDependenciesTest} forbids that).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.PACKAGE, ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
public @interface Internal {}
