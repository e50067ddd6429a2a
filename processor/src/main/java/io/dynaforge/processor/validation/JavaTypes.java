package io.dynaforge.processor.validation;

import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/** What a parameter's Java type is, asked of its element's supertypes (no {@code Types} needed). */
final class JavaTypes {
  private JavaTypes() {}

  /** A primitive number or a subclass of {@link Number} ({@code Integer}, {@code BigDecimal}, ...); not {@code char}. */
  static boolean isNumber(TypeMirror type) {
    return switch (type.getKind()) {
      case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE -> true;
      case DECLARED -> extendsOrImplements(type, "java.lang.Number");
      default -> false;
    };
  }

  /** A {@link java.util.Collection} ({@code Set<String>}, {@code List<Integer>}, ...). */
  static boolean isCollection(TypeMirror type) {
    return type.getKind() == TypeKind.DECLARED && extendsOrImplements(type, "java.util.Collection");
  }

  private static boolean extendsOrImplements(TypeMirror type, String name) {
    if (!(type instanceof DeclaredType declared) || !(declared.asElement() instanceof TypeElement element)) {
      return false;
    }
    if (element.getQualifiedName().contentEquals(name)) {
      return true;
    }
    if (extendsOrImplements(element.getSuperclass(), name)) {
      return true;
    }
    for (TypeMirror i : element.getInterfaces()) {
      if (extendsOrImplements(i, name)) {
        return true;
      }
    }
    return false;
  }
}
