package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class whose {@link OnChange} methods handle the changes of one table's stream. The
 * processor generates {@code <Handler>_Dispatcher} (an {@code io.dynaforge.stream.ChangeDispatcher},
 * built with {@code new <Handler>_Dispatcher(handler)}), which calls the matching methods without
 * reflection.
 *
 * <pre>{@code
 * @StreamHandler(table = "shop")
 * public class OrderEvents {
 *   @OnChange(ChangeType.INSERT)
 *   public void placed(ChangeEvent<Order> event) { ... }
 *
 *   @OnChange
 *   public void unknown(ChangeEvent<UnmappedItem> event) { ... }
 * }
 * }</pre>
 *
 * <p>Checked at compile time, each on the method at fault: {@code [Dynaforge/StreamHandlerWrongTable]},
 * {@code [Dynaforge/StreamHandlerWithoutStream]}, {@code [Dynaforge/StreamViewWithoutImages]},
 * {@code [Dynaforge/DuplicateChangeHandler]}, {@code [Dynaforge/InvalidChangeHandler]}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface StreamHandler {

  /**
   * The logical table whose stream the handler consumes.
   *
   * @return the {@code @Table} value of its entities
   */
  String table();
}
