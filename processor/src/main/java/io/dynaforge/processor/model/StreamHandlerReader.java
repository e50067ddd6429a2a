package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Reads a {@code @StreamHandler} class: its table and, for each {@code @OnChange} method, the kind of its
 * {@code ChangeEvent<E>} (with that entity's {@code @Table} and stream, read from its annotation, so an
 * entity of another module counts too) and its change types. A shape that is no handler method is
 * recorded as the method's problem, for the validator; a type that does not exist yet defers.
 */
public final class StreamHandlerReader {

  public StreamHandlerModel read(TypeElement type, AnnotationMirror handler) {
    ClassName className = ClassName.get(type);
    String flat = String.join("_", className.simpleNames());
    ClassName dispatcher = ClassName.get(className.packageName(), flat + "_Dispatcher");
    List<StreamHandlerModel.ChangeMethod> methods = new ArrayList<>();
    for (Element enclosed : type.getEnclosedElements()) {
      if (enclosed.getKind() == ElementKind.METHOD) {
        Annotations.find(enclosed, Names.ON_CHANGE).ifPresent(onChange ->
            methods.add(method((ExecutableElement) enclosed, onChange)));
      }
    }
    return new StreamHandlerModel(type, className, dispatcher, Annotations.string(handler, "table"), methods);
  }

  private static StreamHandlerModel.ChangeMethod method(ExecutableElement method, AnnotationMirror onChange) {
    String name = method.getSimpleName().toString();
    Set<String> types = changeTypes(onChange);
    String problem = shapeProblem(method);
    if (problem != null) {
      return new StreamHandlerModel.ChangeMethod(method, name, problem, null, null, false, null, "NONE", types);
    }
    TypeMirror parameter = method.getParameters().get(0).asType();
    if (parameter.getKind() == TypeKind.ERROR) {
      throw new DeferException(parameter.toString());
    }
    if (!(parameter instanceof DeclaredType declared)
        || !((TypeElement) declared.asElement()).getQualifiedName().contentEquals(Names.CHANGE_EVENT)) {
      return problem(method, name, types, "takes " + parameter + ", not a ChangeEvent<E>");
    }
    if (declared.getTypeArguments().size() != 1) {
      return problem(method, name, types, "takes a raw ChangeEvent: name its kind, ChangeEvent<E>");
    }
    TypeMirror argument = declared.getTypeArguments().get(0);
    if (argument.getKind() == TypeKind.ERROR) {
      throw new DeferException(argument.toString());
    }
    if (argument.getKind() != TypeKind.DECLARED) {
      return problem(method, name, types, "takes ChangeEvent<" + argument + ">: name one entity class, not a"
          + " wildcard or a type variable");
    }
    TypeElement kind = (TypeElement) ((DeclaredType) argument).asElement();
    if (kind.getQualifiedName().contentEquals(Names.UNMAPPED_ITEM)) {
      return new StreamHandlerModel.ChangeMethod(method, name, null, ClassName.get(kind), kind, true, null, "NONE",
          types);
    }
    AnnotationMirror table = Annotations.find(kind, Names.TABLE).orElse(null);
    if (table == null) {
      return problem(method, name, types, "takes ChangeEvent<" + kind.getSimpleName() + ">, but "
          + kind.getQualifiedName() + " is not a @Table entity (streams carry base-table items; a view or another"
          + " class cannot be decoded from them)");
    }
    String tableName = Annotations.string(table, "value");
    if (tableName.isEmpty()) {
      tableName = kind.getSimpleName().toString();
    }
    String stream = Annotations.string(table, "stream");
    return new StreamHandlerModel.ChangeMethod(method, name, null, ClassName.get(kind), kind, false, tableName,
        stream.isEmpty() ? "NONE" : stream, types);
  }

  private static StreamHandlerModel.ChangeMethod problem(ExecutableElement method, String name, Set<String> types,
      String problem) {
    return new StreamHandlerModel.ChangeMethod(method, name, problem, null, null, false, null, "NONE", types);
  }

  private static String shapeProblem(ExecutableElement method) {
    if (!method.getModifiers().contains(Modifier.PUBLIC)) {
      return "is not public (the generated dispatcher calls it)";
    }
    if (method.getModifiers().contains(Modifier.STATIC)) {
      return "is static (the dispatcher calls the handler instance it is built with)";
    }
    if (method.getReturnType().getKind() != TypeKind.VOID) {
      return "returns " + method.getReturnType() + ", not void";
    }
    if (method.getParameters().size() != 1) {
      return "takes " + method.getParameters().size() + " parameters, not one ChangeEvent<E>";
    }
    if (!method.getTypeParameters().isEmpty()) {
      return "is generic";
    }
    return null;
  }

  /** The change types of {@code @OnChange}: those written, or every type when none is. */
  private static Set<String> changeTypes(AnnotationMirror onChange) {
    Set<String> types = new LinkedHashSet<>();
    AnnotationValue value = Annotations.value(onChange, "value");
    if (value != null && value.getValue() instanceof List<?> list) {
      for (Object o : list) {
        if (o instanceof AnnotationValue v) {
          types.add(String.valueOf(v.getValue()));
        }
      }
    } else if (value != null && value.getValue() != null) { // a single value, as some compilers give it
      types.add(String.valueOf(value.getValue()));
    }
    return types.isEmpty() ? new LinkedHashSet<>(StreamHandlerModel.CHANGE_TYPES) : types;
  }
}
