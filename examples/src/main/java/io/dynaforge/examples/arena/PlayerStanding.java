package io.dynaforge.examples.arena;

/**
 * A projection of {@link Player}: what a standings table shows. A repository method returning it sends a
 * {@code ProjectionExpression} of just these attributes, and the build writes a reflection-free mapper for it.
 */
public record PlayerStanding(String name, int rating, Integer wins) {}
