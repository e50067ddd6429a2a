package io.dynaforge.expression;

import io.dynaforge.mapping.ValueWriter;
import java.util.List;
import java.util.Objects;

/**
 * A non-key list attribute (stored as {@code L}): adds {@code contains(element)} and
 * {@link Update#append(ListAttribute, List)}.
 *
 * @param <T> the entity type
 * @param <E> the element type
 */
public final class ListAttribute<T, E> extends Attribute<T, List<E>> {

  private final ValueWriter<? super E> elementCodec;

  private ListAttribute(String name, ValueWriter<? super List<E>> codec, ValueWriter<? super E> elementCodec) {
    super(name, codec);
    this.elementCodec = Objects.requireNonNull(elementCodec, "elementCodec");
  }

  /** Called by generated code: the codec of the list, and that of one element. */
  public static <T, E> ListAttribute<T, E> of(String attributeName, ValueWriter<? super List<E>> codec,
      ValueWriter<? super E> elementCodec) {
    return new ListAttribute<>(attributeName, codec, elementCodec);
  }

  /** {@code contains(attribute, element)}: the list holds the element. */
  public Condition<T> contains(E element) {
    return function("contains", elementCodec.write(Objects.requireNonNull(element, "element")));
  }
}
