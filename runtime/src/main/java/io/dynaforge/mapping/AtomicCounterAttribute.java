package io.dynaforge.mapping;

/**
 * An {@code @AtomicCounter} property of an entity, as its generated mapper declares it: DynamoDB sets
 * the attribute on every write of the entity, to {@code start} on the first one and to the stored
 * value plus {@code increment} on each later one.
 *
 * @param attributeName the stored attribute ({@code @Column} applied)
 * @param start the value the first write stores
 * @param increment what each later write adds (negative to count down)
 */
public record AtomicCounterAttribute(String attributeName, long start, long increment) {

  public AtomicCounterAttribute {
    java.util.Objects.requireNonNull(attributeName, "attributeName");
  }
}
