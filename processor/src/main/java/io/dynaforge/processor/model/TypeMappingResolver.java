package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.dynaforge.processor.model.TypeMapping.ContainerKind;
import io.dynaforge.processor.model.TypeMapping.ScalarKind;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/** Decides, at build time, how each Java type is stored (the conversion table of the docs). */
public final class TypeMappingResolver {

  /** Answers whether a project type can be stored as a nested map, and why not. */
  public interface NestedTypes {
    /** Null when the type can be nested (its mapper will exist), else the reason it cannot. */
    String problem(TypeElement type);
  }

  /** The converter interfaces that declare the scalar a converter writes, by qualified name. */
  private static final java.util.Map<String, String> KEY_CONVERTERS = java.util.Map.of(
      "io.dynaforge.mapping.StringAttributeConverter", "S",
      "io.dynaforge.mapping.NumberAttributeConverter", "N",
      "io.dynaforge.mapping.BinaryAttributeConverter", "B");

  private final NestedTypes nestedTypes;
  private final javax.lang.model.util.Types types;

  public TypeMappingResolver(NestedTypes nestedTypes, javax.lang.model.util.Types types) {
    this.nestedTypes = nestedTypes;
    this.types = types;
  }

  /** S, N or B when the converter implements one of the scalar converter interfaces, else null. */
  private String keyType(TypeMirror converter) {
    java.util.Deque<TypeMirror> queue = new java.util.ArrayDeque<>(List.of(converter));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.poll();
      String name = qualifiedName(types.erasure(t));
      String kind = name == null ? null : KEY_CONVERTERS.get(name);
      if (kind != null) {
        return kind;
      }
      queue.addAll(types.directSupertypes(t));
    }
    return null;
  }

  /** Whether the converter class is {@code @OrderPreserving}. */
  private boolean orderPreserving(TypeMirror converter) {
    javax.lang.model.element.Element element = types.asElement(converter);
    return element != null && element.getAnnotationMirrors().stream().anyMatch(a -> Names.ORDER_PRESERVING.equals(
        ((javax.lang.model.element.TypeElement) a.getAnnotationType().asElement()).getQualifiedName().toString()));
  }

  /** The mapping of a property type; {@code converter} and {@code timeToLive} come first. */
  public TypeMapping resolve(TypeMirror type, TypeMirror converter, boolean timeToLive) {
    checkResolved(type);
    TypeName name = TypeName.get(type);
    if (converter != null) {
      checkResolved(converter);
      return new TypeMapping.Converted(name, (ClassName) TypeName.get(converter), keyType(converter),
          orderPreserving(converter));
    }
    if (timeToLive) {
      String q = qualifiedName(type);
      if (type.getKind() == TypeKind.LONG || "java.lang.Long".equals(q) || "java.time.Instant".equals(q)) {
        return new TypeMapping.EpochSeconds(name);
      }
      return new TypeMapping.Unsupported(name, "@TimeToLive needs Instant, long or Long");
    }
    return resolve(type);
  }

  /** The mapping of a value type (a property, a collection element, a map value). */
  public TypeMapping resolve(TypeMirror type) {
    checkResolved(type);
    TypeName name = TypeName.get(type);
    switch (type.getKind()) {
      case INT: return new TypeMapping.Scalar(ScalarKind.INT, name);
      case LONG: return new TypeMapping.Scalar(ScalarKind.LONG, name);
      case SHORT: return new TypeMapping.Scalar(ScalarKind.SHORT, name);
      case BYTE: return new TypeMapping.Scalar(ScalarKind.BYTE, name);
      case DOUBLE: return new TypeMapping.Scalar(ScalarKind.DOUBLE, name);
      case FLOAT: return new TypeMapping.Scalar(ScalarKind.FLOAT, name);
      case BOOLEAN: return new TypeMapping.Scalar(ScalarKind.BOOLEAN, name);
      case CHAR: return new TypeMapping.Scalar(ScalarKind.CHAR, name);
      case ARRAY: return resolveArray((ArrayType) type, name);
      case DECLARED: return resolveDeclared((DeclaredType) type, name);
      default:
        return new TypeMapping.Unsupported(name, "a " + type.getKind().name().toLowerCase() + " type has no DynamoDB form");
    }
  }

  private TypeMapping resolveArray(ArrayType type, TypeName name) {
    TypeMirror component = type.getComponentType();
    switch (component.getKind()) {
      case BYTE: return new TypeMapping.Scalar(ScalarKind.BYTES, name);
      case INT: return new TypeMapping.ListOf(ContainerKind.INT_ARRAY, resolve(component), name);
      case LONG: return new TypeMapping.ListOf(ContainerKind.LONG_ARRAY, resolve(component), name);
      case DOUBLE: return new TypeMapping.ListOf(ContainerKind.DOUBLE_ARRAY, resolve(component), name);
      case DECLARED:
      case ARRAY: {
        if (component.getKind() == TypeKind.DECLARED
            && !((DeclaredType) component).getTypeArguments().isEmpty()) {
          return new TypeMapping.Unsupported(name, "arrays of generic types cannot be created");
        }
        TypeMapping element = resolve(component);
        if (element instanceof TypeMapping.Unsupported u) {
          return new TypeMapping.Unsupported(name, u.reason());
        }
        return new TypeMapping.ListOf(ContainerKind.OBJECT_ARRAY, element, name);
      }
      default:
        return new TypeMapping.Unsupported(name, "only byte[], int[], long[], double[] and object arrays are supported");
    }
  }

  private TypeMapping resolveDeclared(DeclaredType type, TypeName name) {
    TypeElement element = (TypeElement) type.asElement();
    String q = element.getQualifiedName().toString();
    switch (q) {
      case "java.lang.String": return new TypeMapping.Scalar(ScalarKind.STRING, name);
      case "java.lang.Character": return new TypeMapping.Scalar(ScalarKind.CHAR, name);
      case "java.lang.Integer": return new TypeMapping.Scalar(ScalarKind.INT, name);
      case "java.lang.Long": return new TypeMapping.Scalar(ScalarKind.LONG, name);
      case "java.lang.Short": return new TypeMapping.Scalar(ScalarKind.SHORT, name);
      case "java.lang.Byte": return new TypeMapping.Scalar(ScalarKind.BYTE, name);
      case "java.lang.Double": return new TypeMapping.Scalar(ScalarKind.DOUBLE, name);
      case "java.lang.Float": return new TypeMapping.Scalar(ScalarKind.FLOAT, name);
      case "java.lang.Boolean": return new TypeMapping.Scalar(ScalarKind.BOOLEAN, name);
      case "java.math.BigDecimal": return new TypeMapping.Scalar(ScalarKind.BIG_DECIMAL, name);
      case "java.math.BigInteger": return new TypeMapping.Scalar(ScalarKind.BIG_INTEGER, name);
      case "software.amazon.awssdk.core.SdkBytes": return new TypeMapping.Scalar(ScalarKind.SDK_BYTES, name);
      case "java.nio.ByteBuffer": return new TypeMapping.Scalar(ScalarKind.BYTE_BUFFER, name);
      case "java.util.Set":
      case "java.util.SortedSet":
      case "java.util.NavigableSet":
        return resolveSet(type, name, q.equals("java.util.Set"));
      case "java.util.List":
        return resolveList(type, name, ContainerKind.LIST);
      case "java.util.Collection":
        return resolveList(type, name, ContainerKind.COLLECTION);
      case "java.util.Map":
        return resolveMap(type, name);
      default:
        break;
    }
    TypeMapping.TextualKind textual = TypeMapping.TextualKind.forName(q);
    if (textual != null) {
      return new TypeMapping.Textual(textual, name);
    }
    if (element.getKind() == ElementKind.ENUM) {
      return new TypeMapping.EnumName((ClassName) name);
    }
    if (q.startsWith("java.") || q.startsWith("javax.") || q.startsWith("jdk.") || q.startsWith("sun.")) {
      return new TypeMapping.Unsupported(name, q + " is a JDK type outside the conversion table");
    }
    if (element.getKind() != ElementKind.CLASS && element.getKind() != ElementKind.RECORD) {
      return new TypeMapping.Unsupported(name, "an " + element.getKind().name().toLowerCase() + " has no constructor to read it back with");
    }
    if (!type.getTypeArguments().isEmpty() || !element.getTypeParameters().isEmpty()) {
      return new TypeMapping.Unsupported(name, "generic classes cannot be stored as nested maps");
    }
    if (element.getModifiers().contains(Modifier.ABSTRACT)) {
      return new TypeMapping.Unsupported(name, "abstract classes cannot be instantiated on read");
    }
    String problem = nestedTypes.problem(element);
    if (problem != null) {
      return new TypeMapping.Unsupported(name, problem);
    }
    ClassName className = ClassName.get(element);
    return new TypeMapping.Nested(className, mapperName(className));
  }

  private TypeMapping resolveSet(DeclaredType type, TypeName name, boolean plainSet) {
    TypeMirror elementType = singleArgument(type);
    if (elementType == null) {
      return new TypeMapping.Unsupported(name, "raw or wildcard collections cannot be read back");
    }
    TypeMapping element = resolve(elementType);
    if (element instanceof TypeMapping.Unsupported u) {
      return new TypeMapping.Unsupported(name, u.reason());
    }
    if (plainSet) {
      if (element instanceof TypeMapping.Scalar s) {
        switch (s.kind().dynamoType()) {
          case "S": return new TypeMapping.NativeSet("SS", element, name);
          case "N": return new TypeMapping.NativeSet("NS", element, name);
          case "B":
            if (s.kind() != ScalarKind.BYTE_BUFFER) {
              return new TypeMapping.NativeSet("BS", element, name);
            }
            break;
          default: break;
        }
      } else if (element instanceof TypeMapping.EnumName || element instanceof TypeMapping.Textual) {
        return new TypeMapping.NativeSet("SS", element, name);
      }
      return new TypeMapping.ListOf(ContainerKind.SET, element, name);
    }
    return new TypeMapping.Unsupported(name, "use Set<...> (sorted sets are not read back in order)");
  }

  private TypeMapping resolveList(DeclaredType type, TypeName name, ContainerKind kind) {
    TypeMirror elementType = singleArgument(type);
    if (elementType == null) {
      return new TypeMapping.Unsupported(name, "raw or wildcard collections cannot be read back");
    }
    TypeMapping element = resolve(elementType);
    if (element instanceof TypeMapping.Unsupported u) {
      return new TypeMapping.Unsupported(name, u.reason());
    }
    return new TypeMapping.ListOf(kind, element, name);
  }

  private TypeMapping resolveMap(DeclaredType type, TypeName name) {
    List<? extends TypeMirror> args = type.getTypeArguments();
    if (args.size() != 2 || args.get(1).getKind() == TypeKind.WILDCARD) {
      return new TypeMapping.Unsupported(name, "raw or wildcard maps cannot be read back");
    }
    if (!"java.lang.String".equals(qualifiedName(args.get(0)))) {
      return new TypeMapping.Unsupported(name, "map keys must be String (DynamoDB M attributes have string keys)");
    }
    TypeMapping value = resolve(args.get(1));
    if (value instanceof TypeMapping.Unsupported u) {
      return new TypeMapping.Unsupported(name, u.reason());
    }
    return new TypeMapping.MapOf(value, name);
  }

  private static TypeMirror singleArgument(DeclaredType type) {
    List<? extends TypeMirror> args = type.getTypeArguments();
    if (args.size() != 1 || args.get(0).getKind() == TypeKind.WILDCARD) {
      return null;
    }
    return args.get(0);
  }

  static String qualifiedName(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    return ((TypeElement) ((DeclaredType) type).asElement()).getQualifiedName().toString();
  }

  /** {@code com.acme.Outer.Inner} gives {@code com.acme.Outer_Inner_Mapper}. */
  public static ClassName mapperName(ClassName type) {
    return suffixed(type, "_Mapper");
  }

  /** The flattened generated name of a type plus a suffix ({@code _Mapper}, {@code _Keys}, ...). */
  public static ClassName suffixed(ClassName type, String suffix) {
    return ClassName.get(type.packageName(), String.join("_", type.simpleNames()) + suffix);
  }

  /** Throws {@link DeferException} when the type (or a type argument) is not resolved yet. */
  public static void checkResolved(TypeMirror type) {
    if (type.getKind() == TypeKind.ERROR) {
      throw new DeferException(type.toString());
    }
    if (type instanceof DeclaredType declared) {
      for (TypeMirror arg : declared.getTypeArguments()) {
        checkResolved(arg);
      }
    } else if (type instanceof ArrayType array) {
      checkResolved(array.getComponentType());
    }
  }

}
