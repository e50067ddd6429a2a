package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
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
 * Reads a class or record into an {@link EntityModel}: its properties, how generated code can read
 * and write each one without reflection, and how to instantiate it. It records facts; the
 * validators decide what is wrong.
 */
public final class EntityReader {

  private final Elements elements;
  private final Types types;
  private final TypeMappingResolver resolver;

  public EntityReader(Elements elements, Types types, TypeMappingResolver resolver) {
    this.elements = elements;
    this.types = types;
    this.resolver = resolver;
  }

  /** Reads a type. {@code table} is its {@code @Table} annotation, or null for a nested type. */
  public EntityModel read(TypeElement type, AnnotationMirror table) {
    ClassName className = ClassName.get(type);
    String tableName = table == null ? null : Annotations.string(table, "value");
    if (table == null) {
      tableName = Annotations.find(type, Names.SECONDARY_INDEX).map(index -> Annotations.string(index, "tableName"))
          .filter(name -> !name.isEmpty()).orElse(null);
    }
    if (tableName != null && tableName.isEmpty()) {
      tableName = type.getSimpleName().toString();
    }
    String instantiationProblem = instantiationProblem(type);
    List<PropertyModel> properties;
    List<KeyTemplate> templates = readTemplates(type, table);
    Construction construction = null;
    String constructorHint = null;
    List<AtomicCounterModel> unmappedCounters = new ArrayList<>();
    if (type.getKind() == ElementKind.RECORD) {
      properties = readRecord(type, unmappedCounters);
      construction = new Construction(properties.stream().map(PropertyModel::name).toList());
      if (!accessible(canonicalConstructor(type), type)) {
        construction = null;
        constructorHint = "Make the canonical constructor of the record non-private.";
      }
    } else {
      List<Candidate> candidates = readClassFields(type, unmappedCounters);
      ConstructorChoice choice = chooseConstructor(type, candidates);
      construction = choice.construction();
      constructorHint = choice.hint();
      properties = new ArrayList<>();
      for (Candidate c : candidates) {
        Accessor writer = c.writer;
        if (construction != null && construction.parameters().contains(c.name)) {
          writer = Accessor.constructor(c.name);
        }
        properties.add(c.toModel(writer));
      }
    }
    return new EntityModel(
        type,
        className,
        TypeMappingResolver.mapperName(className),
        table,
        tableName,
        type.getKind() == ElementKind.RECORD,
        properties,
        instantiationProblem == null ? construction : null,
        instantiationProblem,
        constructorHint,
        templates,
        keyColumns(type, templates),
        Annotations.find(type, Names.SECONDARY_INDEX).map(index -> new EntityModel.IndexModel(index,
            Annotations.string(index, "value"), Annotations.string(index, "tableName"),
            Annotations.bool(index, "local"), Annotations.string(index, "projection"))).orElse(null),
        unmappedCounters,
        table == null ? List.of() : readTableIndexes(type));
  }

  /** The {@code @TableIndex}es, written once or repeated, in declaration order. */
  private static List<TableIndexModel> readTableIndexes(TypeElement type) {
    List<AnnotationMirror> mirrors = new ArrayList<>();
    Annotations.find(type, Names.TABLE_INDEX).ifPresent(mirrors::add);
    Annotations.find(type, Names.TABLE_INDEXES).ifPresent(repeated -> mirrors.addAll(Annotations.mirrors(repeated, "value")));
    List<TableIndexModel> indexes = new ArrayList<>();
    for (AnnotationMirror m : mirrors) {
      String projection = Annotations.string(m, "projection");
      indexes.add(new TableIndexModel(m, Annotations.string(m, "name"), Annotations.strings(m, "partitionKey"),
          Annotations.strings(m, "sortKey"), Annotations.bool(m, "local"), projection.isEmpty() ? "ALL" : projection,
          Annotations.strings(m, "include")));
    }
    return indexes;
  }

  /** The templates; those without {@code column} compose the key attributes {@code table} names. */
  private List<KeyTemplate> readTemplates(TypeElement type, AnnotationMirror table) {
    List<KeyTemplate> templates = new ArrayList<>();
    readTemplates(type, Names.PARTITION_KEY_TEMPLATE, Names.PARTITION_KEY_TEMPLATES, KeyTemplate.Key.PARTITION,
        table, templates);
    readTemplates(type, Names.SORT_KEY_TEMPLATE, Names.SORT_KEY_TEMPLATES, KeyTemplate.Key.SORT, table, templates);
    return templates;
  }

  /** One repeatable template annotation, written once or repeated (its container), in declaration order. */
  private static void readTemplates(TypeElement type, String annotation, String container, KeyTemplate.Key key,
      AnnotationMirror table, List<KeyTemplate> into) {
    String baseColumn = KeyTemplate.baseColumn(table, key);
    List<AnnotationMirror> mirrors = new ArrayList<>();
    Annotations.find(type, annotation).ifPresent(mirrors::add);
    Annotations.find(type, container).ifPresent(repeated -> mirrors.addAll(Annotations.mirrors(repeated, "value")));
    for (AnnotationMirror mirror : mirrors) {
      into.add(KeyTemplate.parse(mirror, key, Annotations.string(mirror, "value"), Annotations.string(mirror, "column"),
          baseColumn)
          .sparse(Annotations.bool(mirror, "sparse")));
    }
  }

  /** The base-table key attributes the templates compose, as String properties derived queries can name. */
  private List<PropertyModel> keyColumns(TypeElement type, List<KeyTemplate> templates) {
    List<PropertyModel> columns = new ArrayList<>();
    TypeMirror string = elements.getTypeElement("java.lang.String").asType();
    for (KeyTemplate t : templates) {
      if (!t.base()) {
        continue;
      }
      KeyRole role = new KeyRole(0, t.annotation());
      boolean partition = t.key() == KeyTemplate.Key.PARTITION;
      columns.add(new PropertyModel(t.methodName(), type, string, t.column(), null, null,
          new TypeMapping.Scalar(TypeMapping.ScalarKind.STRING, com.palantir.javapoet.TypeName.get(string)),
          partition ? role : null, partition ? null : role, null, null, null, null, null, false, false, null, null, false, false,
          null, null));
    }
    return columns;
  }

  /** Types whose embedded members are being read, to stop a type embedding itself. */
  private final java.util.Set<String> embedding = new java.util.HashSet<>();

  private EmbeddedModel readEmbedded(AnnotationMirror embedded, TypeMirror type) {
    if (embedded == null || Annotations.bool(embedded, "serializeAsNestedMap")
        || type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement element = (TypeElement) types.asElement(type);
    String q = element.getQualifiedName().toString();
    if ((element.getKind() != ElementKind.CLASS && element.getKind() != ElementKind.RECORD)
        || q.startsWith("java.") || !embedding.add(q)) {
      return null;
    }
    try {
      return new EmbeddedModel(embedded,
          Annotations.string(embedded, "startsWith"),
          Annotations.string(embedded, "endsWith"),
          Annotations.string(embedded, "regex"),
          read(element, null));
    } finally {
      embedding.remove(q);
    }
  }

  private String instantiationProblem(TypeElement type) {
    if (type.getKind() == ElementKind.INTERFACE || type.getKind() == ElementKind.ENUM
        || type.getKind() == ElementKind.ANNOTATION_TYPE) {
      return "it is an " + type.getKind().name().toLowerCase().replace('_', ' ');
    }
    if (type.getModifiers().contains(Modifier.ABSTRACT)) {
      return "it is abstract";
    }
    if (!type.getTypeParameters().isEmpty()) {
      return "it is generic (" + type.getTypeParameters() + ")";
    }
    if (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)
        && type.getKind() == ElementKind.CLASS) {
      return "it is an inner class; declare it static";
    }
    if (type.getNestingKind() == NestingKind.LOCAL || type.getNestingKind() == NestingKind.ANONYMOUS) {
      return "it is a local or anonymous class";
    }
    if (type.getModifiers().contains(Modifier.PRIVATE)) {
      return "it is private";
    }
    return null;
  }

  // ------------------------------------------------------------------ records

  private List<PropertyModel> readRecord(TypeElement type, List<AtomicCounterModel> unmappedCounters) {
    List<PropertyModel> result = new ArrayList<>();
    Map<String, VariableElement> fields = new LinkedHashMap<>();
    for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
      fields.put(f.getSimpleName().toString(), f);
    }
    for (RecordComponentElement component : type.getRecordComponents()) {
      String name = component.getSimpleName().toString();
      ExecutableElement accessor = component.getAccessor();
      List<Element> annotated = new ArrayList<>();
      annotated.add(component);
      if (fields.containsKey(name)) {
        annotated.add(fields.get(name));
      }
      if (accessor != null) {
        annotated.add(accessor);
      }
      if (isTransient(annotated)) {
        counter(annotated).ifPresent(unmappedCounters::add);
        continue;
      }
      Candidate c = new Candidate(name, component, component.asType(), annotated);
      c.reader = Accessor.getter(name);
      result.add(c.toModel(Accessor.constructor(name)));
    }
    return result;
  }

  private ExecutableElement canonicalConstructor(TypeElement type) {
    List<? extends RecordComponentElement> components = type.getRecordComponents();
    for (ExecutableElement ctor : ElementFilter.constructorsIn(type.getEnclosedElements())) {
      if (ctor.getParameters().size() != components.size()) {
        continue;
      }
      boolean matches = true;
      for (int i = 0; i < components.size(); i++) {
        if (!types.isSameType(
            types.erasure(ctor.getParameters().get(i).asType()),
            types.erasure(components.get(i).asType()))) {
          matches = false;
        }
      }
      if (matches) {
        return ctor;
      }
    }
    return null;
  }

  // ------------------------------------------------------------------ classes

  private List<Candidate> readClassFields(TypeElement type, List<AtomicCounterModel> unmappedCounters) {
    List<TypeElement> hierarchy = new ArrayList<>();
    for (TypeElement t = type; t != null; t = superclass(t)) {
      hierarchy.add(0, t);
    }
    List<ExecutableElement> methods = ElementFilter.methodsIn(elements.getAllMembers(type));
    Map<String, Candidate> byName = new LinkedHashMap<>();
    for (TypeElement t : hierarchy) {
      for (VariableElement field : ElementFilter.fieldsIn(t.getEnclosedElements())) {
        Set<Modifier> mods = field.getModifiers();
        if (mods.contains(Modifier.STATIC)) {
          continue;
        }
        if (mods.contains(Modifier.TRANSIENT)) {
          counter(List.of(field)).ifPresent(unmappedCounters::add);
          continue;
        }
        String name = field.getSimpleName().toString();
        TypeMirror fieldType = types.asMemberOf((DeclaredType) type.asType(), field);
        ExecutableElement getter = findGetter(methods, name, fieldType, type);
        ExecutableElement setter = findSetter(methods, name, fieldType, type);
        List<Element> annotated = new ArrayList<>();
        annotated.add(field);
        if (getter != null) {
          annotated.add(getter);
        }
        if (setter != null) {
          annotated.add(setter);
        }
        if (isTransient(annotated)) {
          counter(annotated).ifPresent(unmappedCounters::add);
          continue;
        }
        Candidate c = new Candidate(name, field, fieldType, annotated);
        if (getter != null && accessible(getter, type)) {
          c.reader = Accessor.getter(getter.getSimpleName().toString());
        } else if (accessible(field, type)) {
          c.reader = Accessor.field(name);
        }
        if (setter != null && accessible(setter, type)) {
          c.writer = Accessor.setter(setter.getSimpleName().toString());
        } else if (accessible(field, type) && !mods.contains(Modifier.FINAL)) {
          c.writer = Accessor.field(name);
        }
        byName.put(name, c);
      }
    }
    return new ArrayList<>(byName.values());
  }

  private TypeElement superclass(TypeElement type) {
    TypeMirror s = type.getSuperclass();
    if (s.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeElement e = (TypeElement) types.asElement(s);
    return e.getQualifiedName().contentEquals("java.lang.Object") ? null : e;
  }

  private ExecutableElement findGetter(
      List<ExecutableElement> methods, String name, TypeMirror fieldType, TypeElement owner) {
    String cap = capitalize(name);
    boolean bool = fieldType.getKind() == TypeKind.BOOLEAN
        || "java.lang.Boolean".equals(TypeMappingResolver.qualifiedName(fieldType));
    for (ExecutableElement m : methods) {
      String n = m.getSimpleName().toString();
      if (!m.getParameters().isEmpty() || m.getModifiers().contains(Modifier.STATIC)
          || m.getReturnType().getKind() == TypeKind.VOID) {
        continue;
      }
      if (n.equals("get" + cap) || (bool && n.equals("is" + cap))) {
        return m;
      }
    }
    return null;
  }

  private ExecutableElement findSetter(
      List<ExecutableElement> methods, String name, TypeMirror fieldType, TypeElement owner) {
    String n = "set" + capitalize(name);
    for (ExecutableElement m : methods) {
      if (m.getSimpleName().contentEquals(n) && m.getParameters().size() == 1
          && !m.getModifiers().contains(Modifier.STATIC)
          && types.isSameType(types.erasure(m.getParameters().get(0).asType()), types.erasure(fieldType))) {
        return m;
      }
    }
    return null;
  }

  private record ConstructorChoice(Construction construction, String hint) {}

  private ConstructorChoice chooseConstructor(TypeElement type, List<Candidate> candidates) {
    List<ExecutableElement> ctors = ElementFilter.constructorsIn(type.getEnclosedElements());
    ExecutableElement noArg = null;
    ExecutableElement best = null;
    for (ExecutableElement ctor : ctors) {
      if (ctor.getParameters().isEmpty()) {
        noArg = ctor;
        continue;
      }
      if (!accessible(ctor, type) || !bindsProperties(ctor, candidates)) {
        continue;
      }
      if (best == null || ctor.getParameters().size() > best.getParameters().size()) {
        best = ctor;
      }
    }
    boolean allWritable = candidates.stream().allMatch(c -> c.writer != null);
    if (noArg != null && accessible(noArg, type) && (allWritable || best == null)) {
      return new ConstructorChoice(new Construction(List.of()), null);
    }
    if (best != null) {
      List<String> params = best.getParameters().stream().map(p -> p.getSimpleName().toString()).toList();
      return new ConstructorChoice(new Construction(params), null);
    }
    if (noArg != null) {
      return new ConstructorChoice(null,
          "Its no-arg constructor is private: make it package-private or public, or add a constructor"
              + " whose parameters are named after the properties.");
    }
    return new ConstructorChoice(null,
        "Add a non-private no-arg constructor, or a constructor whose parameters are named after the"
            + " properties (compile with -parameters when the class comes from another module).");
  }

  private boolean bindsProperties(ExecutableElement ctor, List<Candidate> candidates) {
    for (VariableElement p : ctor.getParameters()) {
      String name = p.getSimpleName().toString();
      Candidate match = candidates.stream().filter(c -> c.name.equals(name)).findFirst().orElse(null);
      if (match == null || !types.isSameType(types.erasure(p.asType()), types.erasure(match.type))) {
        return false;
      }
    }
    return true;
  }

  /** Generated code lives in the type's package: public, or non-private in the same package. */
  private boolean accessible(Element member, TypeElement owner) {
    if (member == null) {
      return false;
    }
    Set<Modifier> mods = member.getModifiers();
    if (mods.contains(Modifier.PRIVATE)) {
      return false;
    }
    if (mods.contains(Modifier.PUBLIC)) {
      return true;
    }
    PackageElement memberPackage = elements.getPackageOf(member);
    return memberPackage.equals(elements.getPackageOf(owner));
  }

  /** The {@code @AtomicCounter} on the first of the elements that carries one. */
  private static java.util.Optional<AtomicCounterModel> counter(List<Element> annotated) {
    for (Element e : annotated) {
      var mirror = Annotations.find(e, Names.ATOMIC_COUNTER);
      if (mirror.isPresent()) {
        return java.util.Optional.of(AtomicCounterModel.of(e, mirror.get()));
      }
    }
    return java.util.Optional.empty();
  }

  private static boolean isTransient(List<Element> annotated) {
    return annotated.stream().anyMatch(e -> Annotations.has(e, Names.SPRING_TRANSIENT));
  }

  static String capitalize(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** A property while it is being read. */
  private final class Candidate {
    final String name;
    final Element element;
    final TypeMirror type;
    final List<Element> annotated;
    Accessor reader;
    Accessor writer;

    Candidate(String name, Element element, TypeMirror type, List<Element> annotated) {
      this.name = name;
      this.element = element;
      this.type = type;
      this.annotated = annotated;
    }

    AnnotationMirror find(String annotation) {
      for (Element e : annotated) {
        var m = Annotations.find(e, annotation);
        if (m.isPresent()) {
          return m.get();
        }
      }
      return null;
    }

    /** The element carrying the first mapping annotation, else the declaration. */
    Element diagnosticElement() {
      for (Element e : annotated) {
        for (AnnotationMirror m : e.getAnnotationMirrors()) {
          String q = ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().toString();
          if (q.startsWith(Names.PKG) || q.startsWith("org.springframework.data.annotation.")) {
            return e;
          }
        }
      }
      return element;
    }

    PropertyModel toModel(Accessor writerAccessor) {
      AnnotationMirror pk = find(Names.PARTITION_KEY);
      AnnotationMirror sk = find(Names.SORT_KEY);
      AnnotationMirror column = find(Names.COLUMN);
      AnnotationMirror converter = find(Names.CONVERTER);
      AnnotationMirror ttl = find(Names.TIME_TO_LIVE);
      String attribute = name;
      if (column != null && !Annotations.string(column, "value").isEmpty()) {
        attribute = Annotations.string(column, "value");
      }
      AnnotationMirror key = pk != null ? pk : sk;
      if (key != null && !Annotations.string(key, "value").isEmpty()) {
        attribute = Annotations.string(key, "value");
      }
      TypeMirror converterType = converter == null ? null : Annotations.type(converter, "value");
      AnnotationMirror embedded = find(Names.EMBEDDED);
      EmbeddedModel flattened = readEmbedded(embedded, type);
      TypeMapping mapping = flattened != null
          ? new TypeMapping.Flattened(ClassName.get(flattened.type().element()))
          : resolver.resolve(type, converterType, ttl != null);
      return new PropertyModel(
          name,
          diagnosticElement(),
          type,
          attribute,
          reader,
          writerAccessor,
          mapping,
          pk == null ? null : new KeyRole(Annotations.integer(pk, "order"), pk),
          sk == null ? null : new KeyRole(Annotations.integer(sk, "order"), sk),
          find(Names.SPRING_VERSION),
          ttl,
          converter,
          find(Names.DERIVED),
          embedded,
          find(Names.SPRING_CREATED_DATE) != null,
          find(Names.SPRING_LAST_MODIFIED_DATE) != null,
          flattened,
          counter(annotated).orElse(null),
          find(Names.SPRING_CREATED_BY) != null,
          find(Names.SPRING_LAST_MODIFIED_BY) != null,
          find(Names.ENCRYPTED),
          find(Names.UNSIGNED));
    }
  }
}
