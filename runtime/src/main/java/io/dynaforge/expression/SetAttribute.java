package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;
import java.util.Objects;
import java.util.Set;

/**
 * A non-key set attribute stored as a DynamoDB set ({@code SS}, {@code NS} or {@code BS}): adds
 * {@code contains(element)}, {@link Update#addToSet} and {@link Update#removeFromSet}.
 *
 * @param <T> the entity type
 * @param <E> the element type
 */
public final class SetAttribute<T, E> extends Attribute<T, Set<E>> {

  private final ValueWriter<? super E> elementCodec;

  private SetAttribute(String name, ValueWriter<? super Set<E>> codec, ValueWriter<? super E> elementCodec) {
    super(name, codec);
    this.elementCodec = Objects.requireNonNull(elementCodec, "elementCodec");
  }

  /** Called by generated code: the codec of the set, and that of one element. */
  public static <T, E> SetAttribute<T, E> of(String attributeName, ValueWriter<? super Set<E>> codec,
      ValueWriter<? super E> elementCodec) {
    return new SetAttribute<>(attributeName, codec, elementCodec);
  }

  /** {@code contains(attribute, element)}: the set holds the element. */
  public Condition<T> contains(E element) {
    return function("contains", elementCodec.write(Objects.requireNonNull(element, "element")));
  }
}
