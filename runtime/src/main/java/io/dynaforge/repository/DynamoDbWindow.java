package io.dynaforge.repository;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import io.dynaforge.core.Cursor;
import io.dynaforge.core.CursorBinding;
import java.util.List;
import java.util.function.Function;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;

/**
 * One DynamoDB page as a Spring Data {@link Window}. DynamoDB returns one resume cursor per page,
 * pointing after the last evaluated item, so only the last element has a position: any other index
 * throws {@link IllegalStateException} rather than return the page-end cursor, which would silently
 * skip the rows in between. Probe with {@link #hasPosition(int)}.
 *
 * @param <T> the element type
 */
public final class DynamoDbWindow<T> implements Window<T> {

  private final List<T> content;
  private final Cursor next;
  private final CursorBinding binding;
  private final boolean forward;

  /**
   * A window of one page's rows and the cursor after its last row ({@code null} when it is the last
   * page); {@code forward} is the direction the scroll position continues in.
   */
  public static <T> DynamoDbWindow<T> of(List<T> content, Cursor next, boolean forward) {
    return new DynamoDbWindow<>(content, next, null, forward);
  }

  /**
   * A window of one page's rows and the cursor after its last row ({@code null} when it is the last
   * page), its positions bound to the call that read it ({@code binding}, the reserved entry;
   * {@code null}: unbound).
   */
  public static <T> DynamoDbWindow<T> of(List<T> content, Cursor next, CursorBinding binding, boolean forward) {
    return new DynamoDbWindow<>(content, next, binding, forward);
  }

  private DynamoDbWindow(List<T> content, Cursor next, CursorBinding binding, boolean forward) {
    this.content = Collections.unmodifiableList(new ArrayList<>(content));
    this.next = next;
    this.binding = binding;
    this.forward = forward;
  }

  @Override
  public int size() {
    return content.size();
  }

  @Override
  public boolean isEmpty() {
    return content.isEmpty();
  }

  @Override
  public List<T> getContent() {
    return content;
  }

  @Override
  public boolean hasNext() {
    return next != null;
  }

  @Override
  public boolean hasPosition(int index) {
    return next != null && index == content.size() - 1;
  }

  @Override
  public ScrollPosition positionAt(int index) {
    if (index < 0 || index >= content.size()) {
      throw new IndexOutOfBoundsException("No element at " + index + " in a window of " + content.size());
    }
    if (index != content.size() - 1) {
      throw new IllegalStateException(
          "Only the last element of a DynamoDB window has a position (positionAt(" + (content.size() - 1)
              + ")): DynamoDB returns one cursor per page, after its last item.");
    }
    if (next == null) {
      throw new IllegalStateException("This is the last window: there is no position to continue from.");
    }
    return Cursor.position(next, binding, forward);
  }

  @Override
  public <U> Window<U> map(Function<? super T, ? extends U> converter) {
    List<U> mapped = new ArrayList<>(content.size());
    for (T t : content) {
      mapped.add(converter.apply(t));
    }
    return new DynamoDbWindow<>(mapped, next, binding, forward);
  }

  @Override
  public Iterator<T> iterator() {
    return content.iterator();
  }

  @Override
  public String toString() {
    return "DynamoDbWindow" + content + (hasNext() ? " (more)" : " (last)");
  }
}
