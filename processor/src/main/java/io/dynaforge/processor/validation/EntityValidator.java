package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/** Checks a {@code @Table} entity or a nested type: keys, property access and property types. */
public final class EntityValidator {

  private static final Set<String> VERSION_TYPES =
      Set.of("int", "long", "short", "java.lang.Integer", "java.lang.Long", "java.lang.Short");
  private static final Set<String> AUDITING_TYPES =
      Set.of("java.time.Instant", "java.time.LocalDateTime", "long", "java.lang.Long");

  private final Types types;

  public EntityValidator(Types types) {
    this.types = types;
  }

  public ValidationReport validate(EntityModel entity) {
    return validate(entity, null);
  }

  /** {@code embeddedIn}: "the @Embedded member 'score' of Match" for a flattened member's type, else null. */
  private ValidationReport validate(EntityModel entity, String embeddedIn) {
    ValidationReport report = new ValidationReport();
    TypeElement type = entity.element();
    String name = entity.simpleName();
    if (entity.isTable()) {
      for (String view : List.of(Names.SECONDARY_INDEX, Names.ITEM_COLLECTION_VIEW)) {
        Annotations.find(type, view).ifPresent(mirror -> report.report(
            DiagnosticId.TABLE_WITH_VIEW, type, mirror, name, "Table", view.substring(Names.PKG.length())));
      }
    }
    if (entity.instantiationProblem() != null) {
      report.report(DiagnosticId.NON_INSTANTIABLE_ENTITY, type, entity.table(), name,
          entity.instantiationProblem());
    } else if (entity.construction() == null) {
      report.report(DiagnosticId.INACCESSIBLE_CONSTRUCTOR, type, name, entity.unusableConstructorHint());
    }
    if (entity.isTable()) {
      checkKeys(entity, report);
      new TableIndexValidator().validate(entity, report);
      new EncryptionValidator().validateTable(entity, report);
    } else if (entity.isView()) {
      new EncryptionValidator().validateMembers(entity, "a @SecondaryIndex view reads what its table's entities write",
          "Put it on the property of the @Table entity that writes the attribute.", report);
    } else if (embeddedIn == null) {
      new EncryptionValidator().validateMembers(entity, "its type is stored as a nested map inside another attribute",
          "Put it on the property that holds the nested type: the whole map is then encrypted.", report);
    }
    new SingleTableValidator().validate(entity, report);
    Map<String, PropertyModel> byAttribute = new HashMap<>();
    for (PropertyModel p : entity.properties()) {
      checkProperty(entity, p, report);
      if (p.flattened() != null) {
        String member = "the @Embedded member '" + p.name() + "' of " + name;
        for (var problem : validate(p.flattened().type(), member).problems()) {
          report.add(problem);
        }
        continue;
      }
      if (p.derived() == null) {
        PropertyModel previous = byAttribute.putIfAbsent(p.attributeName(), p);
        if (previous != null) {
          report.report(DiagnosticId.DUPLICATE_ATTRIBUTE_NAME, p.element(), previous.name(), p.name(),
              name, p.attributeName());
        }
      }
    }
    checkTransientComponents(entity, report);
    new AtomicCounterValidator().validate(entity, embeddedIn, report);
    return lombokHint(entity, report);
  }

  /**
   * A record is created through its canonical constructor, which takes every component: a component
   * marked Spring Data's {@code @Transient} would be left out of the call the mapper writes.
   */
  private static void checkTransientComponents(EntityModel entity, ValidationReport report) {
    if (!entity.isRecord()) {
      return;
    }
    for (javax.lang.model.element.RecordComponentElement component : entity.element().getRecordComponents()) {
      List<javax.lang.model.element.Element> annotated = new java.util.ArrayList<>(List.of(component));
      javax.lang.model.util.ElementFilter.fieldsIn(entity.element().getEnclosedElements()).stream()
          .filter(f -> f.getSimpleName().contentEquals(component.getSimpleName())).forEach(annotated::add);
      if (component.getAccessor() != null) {
        annotated.add(component.getAccessor());
      }
      for (javax.lang.model.element.Element e : annotated) {
        var mirror = Annotations.find(e, Names.SPRING_TRANSIENT);
        if (mirror.isPresent()) {
          report.report(DiagnosticId.TRANSIENT_RECORD_COMPONENT, component, mirror.get(),
              component.getSimpleName().toString(), entity.simpleName());
          break;
        }
      }
    }
  }

  /**
   * A Lombok type whose accessors or constructors Dynaforge cannot see was processed before Lombok
   * ran (or without it): one error on the class that says so, instead of one per property.
   */
  private static ValidationReport lombokHint(EntityModel entity, ValidationReport report) {
    String lombok = entity.element().getAnnotationMirrors().stream()
        .map(m -> ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().toString())
        .filter(q -> q.startsWith("lombok.")).findFirst().orElse(null);
    if (lombok == null) {
      return report;
    }
    ValidationReport.Problem first = report.problems().stream()
        .filter(p -> p.id() == DiagnosticId.INACCESSIBLE_PROPERTY || p.id() == DiagnosticId.INACCESSIBLE_CONSTRUCTOR)
        .findFirst().orElse(null);
    if (first == null) {
      return report;
    }
    ValidationReport hinted = new ValidationReport();
    hinted.report(DiagnosticId.LOMBOK_ORDER, entity.element(), entity.simpleName(),
        lombok.substring(lombok.lastIndexOf('.') + 1),
        first.id() == DiagnosticId.INACCESSIBLE_CONSTRUCTOR ? "it has no constructor generated code can call"
            : "its properties have no accessors generated code can call");
    for (ValidationReport.Problem p : report.problems()) {
      if (p.id() != DiagnosticId.INACCESSIBLE_PROPERTY && p.id() != DiagnosticId.INACCESSIBLE_CONSTRUCTOR) {
        hinted.add(p);
      }
    }
    return hinted;
  }

  private void checkKeys(EntityModel entity, ValidationReport report) {
    String name = entity.simpleName();
    List<PropertyModel> pks = entity.partitionKeys();
    if (pks.isEmpty() && entity.basePartitionKeyTemplate().isEmpty()) {
      report.report(DiagnosticId.MISSING_PARTITION_KEY, entity.element(), entity.table(), name);
    }
    for (int i = 1; i < pks.size(); i++) {
      PropertyModel p = pks.get(i);
      report.report(DiagnosticId.DUPLICATE_PARTITION_KEY, p.element(), p.partitionKey().annotation(),
          name, p.name(), pks.get(0).name());
    }
    List<PropertyModel> sks = entity.sortKeys();
    for (int i = 1; i < sks.size(); i++) {
      PropertyModel p = sks.get(i);
      report.report(DiagnosticId.DUPLICATE_SORT_KEY, p.element(), p.sortKey().annotation(),
          name, p.name(), sks.get(0).name());
    }
    for (PropertyModel p : entity.properties()) {
      if (p.partitionKey() != null && p.partitionKey().order() != 0 && pks.size() == 1) {
        report.report(DiagnosticId.KEY_ORDER_GAP, p.element(), p.partitionKey().annotation(),
            "@PartitionKey", name, "[" + p.partitionKey().order() + "] (a base table key has one attribute, order 0)");
      }
      if (p.sortKey() != null && p.sortKey().order() != 0 && sks.size() == 1) {
        report.report(DiagnosticId.KEY_ORDER_GAP, p.element(), p.sortKey().annotation(),
            "@SortKey", name, "[" + p.sortKey().order() + "] (a base table key has one attribute, order 0)");
      }
      if (p.isKey() && !(p.mapping() instanceof TypeMapping.Unsupported) && !p.mapping().isKeyType()) {
        report.report(DiagnosticId.UNSUPPORTED_KEY_TYPE, p.element(),
            p.partitionKey() != null ? p.partitionKey().annotation() : p.sortKey().annotation(),
            p.name(), name, p.type());
      }
    }
  }

  private void checkProperty(EntityModel entity, PropertyModel p, ValidationReport report) {
    String name = entity.simpleName();
    String cap = Character.toUpperCase(p.name().charAt(0)) + p.name().substring(1);
    if (p.reader() == null) {
      String getter = (p.type().getKind() == TypeKind.BOOLEAN ? "is" : "get") + cap + "()";
      report.report(DiagnosticId.INACCESSIBLE_PROPERTY, p.element(), p.name(), name, "read",
          "Add a non-private getter " + getter + ", or make the field non-private.");
    }
    if (entity.construction() != null && p.writer() == null) {
      report.report(DiagnosticId.INACCESSIBLE_PROPERTY, p.element(), p.name(), name, "written",
          "Add a non-private setter set" + cap + "(" + p.type() + "), make the field non-private and"
              + " non-final, or take it as a constructor parameter named '" + p.name() + "'.");
    }
    if (p.isKey() && p.flattened() != null) {
      report.report(DiagnosticId.UNSUPPORTED_KEY_TYPE, p.element(), p.name(), entity.simpleName(), p.type());
    }
    if (p.mapping() instanceof TypeMapping.Unsupported u) {
      if (p.timeToLive() != null) {
        report.report(DiagnosticId.INVALID_TIME_TO_LIVE, p.element(), p.timeToLive(), p.name(), name, p.type());
      } else {
        report.report(DiagnosticId.UNSUPPORTED_PROPERTY_TYPE, p.element(), p.name(), name, p.type(),
            u.reason(), boxedName(p.type()));
      }
    }
    if (p.converter() != null) {
      checkConverter(entity, p, report);
    }
    if (p.version() != null && !VERSION_TYPES.contains(p.type().toString())) {
      report.report(DiagnosticId.VERSION_NOT_NUMERIC, p.element(), p.version(), p.name(), name, p.type());
    }
    if ((p.createdDate() || p.lastModifiedDate()) && !AUDITING_TYPES.contains(p.type().toString())) {
      report.report(DiagnosticId.INVALID_AUDITING_DATE, p.element(),
          p.createdDate() ? "CreatedDate" : "LastModifiedDate", p.name(), name, p.type());
    }
    if (p.audited()) {
      String problem = auditorProblem(p);
      if (problem != null) {
        report.report(DiagnosticId.INVALID_AUDITOR, p.element(), p.createdBy() ? "CreatedBy" : "LastModifiedBy",
            p.name(), name, p.type(), problem);
      }
    }
  }

  /**
   * Why an auditor cannot be set on the property, or null: the AuditorAware gives an object (its
   * type is only known at run time, where a mismatch is refused before sending), so the property
   * must be a class an object can be an instance of, checked without unchecked casts.
   */
  private static String auditorProblem(PropertyModel p) {
    if (p.isPrimitive()) {
      return "an AuditorAware gives objects, never a primitive, and an absent auditor leaves it unset";
    }
    if (p.type().getKind() != TypeKind.DECLARED) {
      return "it is not a class";
    }
    if (!((javax.lang.model.type.DeclaredType) p.type()).getTypeArguments().isEmpty()) {
      return "a generic type cannot be checked against the auditor at run time";
    }
    if (p.isKey() || p.derived() != null || p.flattened() != null || p.version() != null
        || p.timeToLive() != null || p.createdDate() || p.lastModifiedDate() || p.atomicCounter() != null) {
      return "it is also a key, @Derived, @Embedded, @Version, @TimeToLive, an auditing date or a counter";
    }
    return null;
  }

  private void checkConverter(EntityModel entity, PropertyModel p, ValidationReport report) {
    AnnotationMirror mirror = p.converter();
    TypeMirror converterType = Annotations.type(mirror, "value");
    String problem = converterProblem(converterType, p.type());
    if (problem != null) {
      report.report(DiagnosticId.INVALID_CONVERTER, p.element(), mirror, p.name(), entity.simpleName(),
          converterType, problem);
    }
  }

  private String converterProblem(TypeMirror converterType, TypeMirror propertyType) {
    if (converterType == null || converterType.getKind() != TypeKind.DECLARED) {
      return "is not a class";
    }
    TypeElement converter = (TypeElement) types.asElement(converterType);
    if (converter.getKind() != ElementKind.CLASS || converter.getModifiers().contains(Modifier.ABSTRACT)) {
      return "is not a concrete class; name a class implementing io.dynaforge.mapping.AttributeConverter<"
          + boxedName(propertyType) + ">";
    }
    boolean publicNoArg = converter.getModifiers().contains(Modifier.PUBLIC)
        && ElementFilter.constructorsIn(converter.getEnclosedElements()).stream()
            .anyMatch(c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC));
    if (!publicNoArg) {
      return "has no public no-arg constructor; make the class public and add one";
    }
    TypeMirror converted = convertedType(converterType);
    if (converted == null) {
      return "does not implement io.dynaforge.mapping.AttributeConverter; implement AttributeConverter<"
          + boxedName(propertyType) + ">";
    }
    TypeMirror expected = propertyType.getKind().isPrimitive()
        ? types.boxedClass((javax.lang.model.type.PrimitiveType) propertyType).asType()
        : propertyType;
    if (!types.isSameType(converted, expected)) {
      return "converts " + converted + ", not the property's type " + propertyType
          + "; implement AttributeConverter<" + boxedName(propertyType) + ">";
    }
    return null;
  }

  private TypeMirror convertedType(TypeMirror type) {
    List<TypeMirror> queue = new ArrayList<>(List.of(type));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.remove(0);
      if (t instanceof DeclaredType d
          && ((TypeElement) d.asElement()).getQualifiedName().contentEquals(Names.ATTRIBUTE_CONVERTER)) {
        return d.getTypeArguments().isEmpty() ? null : d.getTypeArguments().get(0);
      }
      queue.addAll(types.directSupertypes(t));
    }
    return null;
  }

  private String boxedName(TypeMirror type) {
    if (type.getKind().isPrimitive()) {
      return types.boxedClass((javax.lang.model.type.PrimitiveType) type).getSimpleName().toString();
    }
    return type.toString();
  }

}
