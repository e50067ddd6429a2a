package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * A {@code @StreamHandler} class as read: its table and its {@code @OnChange} methods.
 *
 * @param element the handler class
 * @param className the handler class's name
 * @param dispatcherName {@code <Handler>_Dispatcher}, in the handler's package (nested names joined by {@code _})
 * @param table the {@code @StreamHandler(table)} value
 * @param methods the {@code @OnChange} methods, in declaration order
 */
public record StreamHandlerModel(TypeElement element, ClassName className, ClassName dispatcherName, String table,
    List<ChangeMethod> methods) {

  public StreamHandlerModel {
    methods = List.copyOf(methods);
  }

  /**
   * One {@code @OnChange} method.
   *
   * @param element the method
   * @param name its simple name
   * @param problem what makes it no handler method (its shape: not public, not void, not one
   *     {@code ChangeEvent<E>} parameter, {@code E} not an entity), or {@code null}
   * @param kind the {@code E} of its {@code ChangeEvent<E>} (null when {@code problem} is set)
   * @param kindElement the type element of {@code E} (null when {@code problem} is set)
   * @param unmapped whether {@code E} is {@code UnmappedItem}
   * @param kindTable the {@code @Table} of {@code E} (logical name; null for {@code UnmappedItem})
   * @param kindStream the {@code @Table(stream)} of {@code E} ({@code NONE} for {@code UnmappedItem})
   * @param changeTypes the change types it handles ({@code INSERT}, {@code MODIFY}, {@code REMOVE}; all
   *     three for an {@code @OnChange} without a value), in that order
   */
  public record ChangeMethod(ExecutableElement element, String name, String problem, ClassName kind,
      TypeElement kindElement, boolean unmapped, String kindTable, String kindStream, Set<String> changeTypes) {

    public ChangeMethod {
      changeTypes = Set.copyOf(changeTypes);
    }

    /** The change types in the enum's order. */
    public List<String> orderedChangeTypes() {
      return CHANGE_TYPES.stream().filter(changeTypes::contains).toList();
    }
  }

  /** {@code io.dynaforge.annotation.ChangeType}'s constants, in order. */
  public static final List<String> CHANGE_TYPES = List.of("INSERT", "MODIFY", "REMOVE");
}
