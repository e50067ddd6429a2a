package io.dynaforge.mapping;

/**
 * An {@code @AtomicCounter} attribute of an entity: every write of the entity sets it server-side,
 * the first one to {@code start}, each later one adding {@code increment}.
 *
 * @param attributeName the stored attribute
 * @param start the value of the first write
 * @param increment what each later write adds
 */
public record AtomicCounterAttribute(String attributeName, long start, long increment) {}
