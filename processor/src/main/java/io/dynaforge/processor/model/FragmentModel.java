package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * A custom fragment (Spring Data's repository composition): a plain interface a repository extends,
 * implemented by hand in {@code <Fragment>Impl} in the fragment's package. The generated
 * {@code _Impl} delegates the fragment's methods to one instance of it.
 *
 * @param fragment the fragment interface
 * @param implName {@code <Fragment>Impl}
 * @param impl the implementation class, or null when it does not exist
 * @param constructor how to build it: {@code OPERATIONS}, {@code NONE} (no-arg), or null when it
 *     has no usable public constructor
 * @param methods the fragment's abstract methods
 */
public record FragmentModel(TypeElement fragment, ClassName implName, TypeElement impl, Constructor constructor,
    List<ExecutableElement> methods) {

  public enum Constructor {
    OPERATIONS,
    NONE
  }

  public FragmentModel {
    methods = List.copyOf(methods);
  }
}
