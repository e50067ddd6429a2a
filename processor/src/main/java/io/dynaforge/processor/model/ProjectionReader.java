package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the projection type of a repository method's return type: which types are projections at
 * all ({@link #isCandidate}) and their properties ({@link #read}). Whether the properties match the
 * entity's is {@code ProjectionValidator}'s.
 */
public final class ProjectionReader {

  private static final Set<String> NOT_PROJECTIONS = Set.of("java.", "javax.", "jakarta.", "org.springframework.",
      "software.amazon.");

  private final Elements elements;
  private final Types types;

  public ProjectionReader(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
  }

  /**
   * Whether a return type (or a container's element type) other than the entity is a projection: a
   * class, record or interface of the application (not of the JDK, Spring or the SDK, not an enum).
   */
  public boolean isCandidate(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED || !(((DeclaredType) type).asElement() instanceof TypeElement e)) {
      return false;
    }
    if (e.getKind() != ElementKind.CLASS && e.getKind() != ElementKind.RECORD && e.getKind() != ElementKind.INTERFACE) {
      return false;
    }
    String name = e.getQualifiedName().toString();
    return NOT_PROJECTIONS.stream().noneMatch(name::startsWith) && !Annotations.has(e, Names.ITEM_COLLECTION_VIEW);
  }

  /** The projection's properties and how it is built; {@code mapperName} is assigned by the repository's reader. */
  public ProjectionModel read(TypeElement type) {
    ClassName name = ClassName.get(type);
    String problem = !type.getTypeParameters().isEmpty() ? "it is generic"
        : type.getKind() == ElementKind.CLASS && type.getModifiers().contains(Modifier.ABSTRACT) ? "it is abstract"
        : null;
    return switch (type.getKind()) {
      case RECORD -> record(type, name, problem);
      case INTERFACE -> projectionInterface(type, name, problem);
      default -> projectionClass(type, name, problem);
    };
  }

  private ProjectionModel record(TypeElement type, ClassName name, String problem) {
    List<ProjectionModel.Property> properties = new ArrayList<>();
    List<String> parameters = new ArrayList<>();
    for (RecordComponentElement c : type.getRecordComponents()) {
      String property = c.getSimpleName().toString();
      properties.add(new ProjectionModel.Property(property, c.asType(), c, null, false));
      parameters.add(property);
    }
    return new ProjectionModel(type, name, ProjectionModel.Kind.RECORD, properties, parameters, problem, null);
  }

  /** A closed interface projection: every abstract method is a getter ({@code getX()}, {@code isX()}). */
  private ProjectionModel projectionInterface(TypeElement type, ClassName name, String problem) {
    List<ProjectionModel.Property> properties = new ArrayList<>();
    for (ExecutableElement m : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (!m.getModifiers().contains(Modifier.ABSTRACT) || m.getModifiers().contains(Modifier.STATIC)
          || ((TypeElement) m.getEnclosingElement()).getQualifiedName().contentEquals("java.lang.Object")) {
        continue;
      }
      String property = getterProperty(m);
      if (property == null) {
        problem = problem != null ? problem : "its method " + m.getSimpleName() + "(" + (m.getParameters().isEmpty()
            ? "" : "...") + ") is not a getter (getX() or isX()): a closed interface projection declares getters only";
        continue;
      }
      properties.add(new ProjectionModel.Property(property, m.getReturnType(), m, m.getSimpleName().toString(), false));
    }
    // the interface's own getters as declared, then inherited ones by name (getAllMembers has no order)
    properties.sort(java.util.Comparator.<ProjectionModel.Property>comparingInt(p -> position(type, p.element()))
        .thenComparing(ProjectionModel.Property::name));
    return new ProjectionModel(type, name, ProjectionModel.Kind.INTERFACE, properties, List.of(), problem, null);
  }

  private static int position(TypeElement type, Element member) {
    int i = type.getEnclosedElements().indexOf(member);
    return i >= 0 ? i : Integer.MAX_VALUE;
  }

  private static String getterProperty(ExecutableElement m) {
    if (!m.getParameters().isEmpty() || m.getReturnType().getKind() == TypeKind.VOID) {
      return null;
    }
    String n = m.getSimpleName().toString();
    if (n.startsWith("get") && n.length() > 3 && Character.isUpperCase(n.charAt(3))) {
      return decapitalize(n.substring(3));
    }
    if (n.startsWith("is") && n.length() > 2 && Character.isUpperCase(n.charAt(2))
        && m.getReturnType().getKind() == TypeKind.BOOLEAN) {
      return decapitalize(n.substring(2));
    }
    return null;
  }

  /**
   * A class: its instance fields are its properties, built by a public constructor that takes all
   * of them (matched by parameter name) or by a public no-argument constructor and a public setter
   * (or public non-final field) per property.
   */
  private ProjectionModel projectionClass(TypeElement type, ClassName name, String problem) {
    List<VariableElement> fields = ElementFilter.fieldsIn(type.getEnclosedElements()).stream()
        .filter(f -> !f.getModifiers().contains(Modifier.STATIC)).toList();
    List<ProjectionModel.Property> properties = new ArrayList<>();
    List<String> parameters = null;
    boolean noArgs = false;
    for (ExecutableElement c : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (!c.getModifiers().contains(Modifier.PUBLIC)) {
        continue;
      }
      if (c.getParameters().isEmpty()) {
        noArgs = true;
      } else if (c.getParameters().size() == fields.size() && parameters == null) {
        List<String> names = c.getParameters().stream().map(p -> p.getSimpleName().toString()).toList();
        boolean all = c.getParameters().stream().allMatch(p -> fields.stream().anyMatch(
            f -> f.getSimpleName().contentEquals(p.getSimpleName()) && types.isSameType(f.asType(), p.asType())));
        if (all) {
          parameters = names;
        }
      }
    }
    List<ExecutableElement> methods = ElementFilter.methodsIn(elements.getAllMembers(type));
    for (VariableElement f : fields) {
      String property = f.getSimpleName().toString();
      String setter = null;
      boolean field = false;
      if (parameters == null) {
        String setterName = "set" + Character.toUpperCase(property.charAt(0)) + property.substring(1);
        setter = methods.stream().filter(m -> m.getSimpleName().contentEquals(setterName)
                && m.getModifiers().contains(Modifier.PUBLIC) && m.getParameters().size() == 1
                && types.isSameType(m.getParameters().get(0).asType(), f.asType()))
            .map(m -> m.getSimpleName().toString()).findFirst().orElse(null);
        field = setter == null && f.getModifiers().contains(Modifier.PUBLIC) && !f.getModifiers().contains(Modifier.FINAL);
        if (setter == null && !field && problem == null) {
          problem = "it has no public constructor taking all its fields, and its field '" + property
              + "' has no public setter; add a constructor with a parameter per field, or a setter";
        }
      }
      properties.add(new ProjectionModel.Property(property, f.asType(), f, setter, field));
    }
    if (parameters == null && !noArgs && problem == null) {
      problem = "it has neither a public constructor taking all its fields (by name) nor a public no-argument"
          + " constructor";
    }
    return new ProjectionModel(type, name, ProjectionModel.Kind.CLASS, properties,
        parameters == null ? List.of() : parameters, problem, null);
  }

  private static String decapitalize(String s) {
    return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }
}
