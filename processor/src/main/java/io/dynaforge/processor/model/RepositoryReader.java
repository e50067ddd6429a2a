package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import io.dynaforge.processor.model.QueryMethod.Parameter;
import io.dynaforge.processor.model.QueryMethod.ReturnKind;
import io.dynaforge.processor.model.QueryMethod.Special;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/** Reads a repository interface: its entity and id types and the methods to implement. */
public final class RepositoryReader {

  public static final String DYNAMO_DB_REPOSITORY = "io.dynaforge.repository.DynamoDbRepository";
  public static final String SECONDARY_INDEX_REPOSITORY = "io.dynaforge.repository.SecondaryIndexRepository";
  public static final String ITEM_COLLECTION_REPOSITORY = "io.dynaforge.repository.ItemCollectionRepository";
  /** The reactive twins (module {@code dynaforge-reactive}), known by name only: the processor does not depend on it. */
  public static final String REACTIVE_DYNAMO_DB_REPOSITORY = "io.dynaforge.reactive.ReactiveDynamoDbRepository";
  public static final String REACTIVE_SECONDARY_INDEX_REPOSITORY =
      "io.dynaforge.reactive.ReactiveSecondaryIndexRepository";
  public static final String REACTIVE_ITEM_COLLECTION_REPOSITORY =
      "io.dynaforge.reactive.ReactiveItemCollectionRepository";
  private static final Set<String> ROOTS = Set.of(DYNAMO_DB_REPOSITORY, SECONDARY_INDEX_REPOSITORY,
      ITEM_COLLECTION_REPOSITORY, REACTIVE_DYNAMO_DB_REPOSITORY, REACTIVE_SECONDARY_INDEX_REPOSITORY,
      REACTIVE_ITEM_COLLECTION_REPOSITORY);
  private static final Set<String> REACTIVE_ROOTS = Set.of(REACTIVE_DYNAMO_DB_REPOSITORY,
      REACTIVE_SECONDARY_INDEX_REPOSITORY, REACTIVE_ITEM_COLLECTION_REPOSITORY);
  static final String MONO = "reactor.core.publisher.Mono";
  static final String FLUX = "reactor.core.publisher.Flux";
  private static final Set<String> BASE_INTERFACES = Set.of(
      DYNAMO_DB_REPOSITORY,
      SECONDARY_INDEX_REPOSITORY,
      ITEM_COLLECTION_REPOSITORY,
      REACTIVE_DYNAMO_DB_REPOSITORY,
      REACTIVE_SECONDARY_INDEX_REPOSITORY,
      REACTIVE_ITEM_COLLECTION_REPOSITORY,
      "org.springframework.data.repository.reactive.ReactiveCrudRepository",
      "org.springframework.data.repository.ListCrudRepository",
      "org.springframework.data.repository.CrudRepository",
      "org.springframework.data.repository.Repository");
  /** Spring Data's root repository interface: every repository interface extends it. */
  public static final String SPRING_REPOSITORY = "org.springframework.data.repository.Repository";
  /** Spring Data's reactive CRUD repository: a selective repository extending it is reactive. */
  public static final String SPRING_REACTIVE_CRUD_REPOSITORY =
      "org.springframework.data.repository.reactive.ReactiveCrudRepository";
  /**
   * The Spring Data repository interfaces Dynaforge implements over one of its {@code @Table} entities
   * (a <em>selective</em> repository: exactly the methods it declares and inherits); any other of
   * Spring Data's interfaces in such a repository's hierarchy is refused.
   */
  public static final Set<String> SPRING_IMPLEMENTED = Set.of(SPRING_REPOSITORY,
      "org.springframework.data.repository.CrudRepository", "org.springframework.data.repository.ListCrudRepository",
      SPRING_REACTIVE_CRUD_REPOSITORY);
  /** The runtime classes a generated {@code _Impl} extends, whose methods it inherits. */
  private static final String SIMPLE_REPOSITORY = "io.dynaforge.repository.SimpleDynamoDbRepository";
  private static final String SIMPLE_COLLECTION_REPOSITORY = "io.dynaforge.repository.SimpleItemCollectionRepository";
  private static final String SIMPLE_REACTIVE_REPOSITORY = "io.dynaforge.reactive.SimpleReactiveDynamoDbRepository";
  private static final String SIMPLE_REACTIVE_COLLECTION_REPOSITORY =
      "io.dynaforge.reactive.SimpleReactiveItemCollectionRepository";

  private final Elements elements;
  private final Types types;
  private final ProjectionReader projections;

  public RepositoryReader(Elements elements, Types types) {
    this.elements = elements;
    this.types = types;
    this.projections = new ProjectionReader(elements, types);
  }

  /** The {@code DynamoDbRepository<T, ID>} or {@code SecondaryIndexRepository<T>} supertype of an interface, or null. */
  public DeclaredType repositorySupertype(TypeElement type) {
    if (type.getKind() != ElementKind.INTERFACE) {
      return null;
    }
    List<TypeMirror> queue = new ArrayList<>(types.directSupertypes(type.asType()));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.remove(0);
      if (t instanceof DeclaredType d
          && ROOTS.contains(((TypeElement) d.asElement()).getQualifiedName().toString())) {
        return d;
      }
      queue.addAll(types.directSupertypes(t));
    }
    return null;
  }

  /**
   * The Spring Data {@code Repository<T, ID>} supertype of an interface that extends no Dynaforge
   * repository ({@link #repositorySupertype} is null), with its type arguments as the interface binds
   * them; null when it is no Spring Data repository at all.
   */
  public DeclaredType springRepositorySupertype(TypeElement type) {
    if (type.getKind() != ElementKind.INTERFACE || repositorySupertype(type) != null) {
      return null;
    }
    List<TypeMirror> queue = new ArrayList<>(types.directSupertypes(type.asType()));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.remove(0);
      if (t instanceof DeclaredType d
          && ((TypeElement) d.asElement()).getQualifiedName().contentEquals(SPRING_REPOSITORY)) {
        return d;
      }
      queue.addAll(types.directSupertypes(t));
    }
    return repositoryDefinition(type);
  }

  /**
   * An interface annotated with Spring Data's {@code @RepositoryDefinition(domainClass, idClass)} instead
   * of extending {@code Repository}: read as if it extended {@code Repository<domainClass, idClass>}, a
   * selective repository with exactly its methods.
   */
  private DeclaredType repositoryDefinition(TypeElement type) {
    AnnotationMirror definition = Annotations.find(type, Names.REPOSITORY_DEFINITION).orElse(null);
    TypeElement repository = elements.getTypeElement(SPRING_REPOSITORY);
    if (definition == null || repository == null) {
      return null;
    }
    TypeMirror domain = Annotations.type(definition, "domainClass");
    TypeMirror id = Annotations.type(definition, "idClass");
    if (domain == null || id == null || domain.getKind() != TypeKind.DECLARED || id.getKind() != TypeKind.DECLARED) {
      return null;
    }
    return types.getDeclaredType(repository, domain, id);
  }

  /**
   * Whether the interface is a repository Dynaforge implements: not a {@code @NoRepositoryBean} base,
   * and with its entity and id types bound (a generic base such as {@code AuditedRepository<T>} is
   * implemented through its concrete sub-interfaces). A Spring Data repository that extends no
   * Dynaforge repository is Dynaforge's when its {@code T} is a Dynaforge type ({@code @Table}, or a
   * view, which is then refused): a repository of any other type (a JPA entity) is left alone.
   */
  public boolean isImplemented(TypeElement type) {
    DeclaredType supertype = repositorySupertype(type);
    boolean spring = false;
    if (supertype == null) {
      supertype = springRepositorySupertype(type);
      spring = true;
    }
    if (supertype == null || Annotations.has(type, Names.NO_REPOSITORY_BEAN)) {
      return false;
    }
    for (TypeMirror argument : supertype.getTypeArguments()) {
      if (argument.getKind() == TypeKind.TYPEVAR || argument.getKind() == TypeKind.WILDCARD) {
        return false;
      }
    }
    return !spring || isDynaforgeType(supertype.getTypeArguments().isEmpty() ? null
        : supertype.getTypeArguments().get(0));
  }

  /** Whether a type is one Dynaforge maps: a {@code @Table} entity, a {@code @SecondaryIndex} or item-collection view. */
  private boolean isDynaforgeType(TypeMirror type) {
    if (type == null || type.getKind() != TypeKind.DECLARED) {
      return false;
    }
    TypeElement element = (TypeElement) types.asElement(type);
    return Annotations.has(element, Names.TABLE) || Annotations.has(element, Names.SECONDARY_INDEX)
        || Annotations.has(element, Names.ITEM_COLLECTION_VIEW);
  }

  /**
   * Whether a selective repository is reactive: it extends {@code ReactiveCrudRepository} (or another of
   * Spring Data's reactive interfaces), or only {@code Repository} and one of its methods returns a {@code
   * Mono} or a {@code Flux}, as Spring Data decides.
   */
  private boolean selectiveReactive(TypeElement type) {
    List<TypeMirror> queue = new ArrayList<>(types.directSupertypes(type.asType()));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.remove(0);
      if (t instanceof DeclaredType d && ((TypeElement) d.asElement()).getQualifiedName().toString()
          .startsWith("org.springframework.data.repository.reactive.")) {
        return true;
      }
      queue.addAll(types.directSupertypes(t));
    }
    for (ExecutableElement method : ElementFilter.methodsIn(elements.getAllMembers(type))) {
      if (method.getModifiers().contains(Modifier.ABSTRACT)
          && reactiveWrapper(method.getReturnType()) != QueryMethod.Reactive.NONE) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reads a repository.
   *
   * @param entities reads a {@code @Table} entity
   * @param nested reads a nested-map type
   */
  public RepositoryModel read(TypeElement type, Function<TypeElement, EntityModel> entities,
      Function<TypeElement, EntityModel> views, Function<TypeElement, CollectionViewModel> collections,
      Function<TypeElement, EntityModel> nested) {
    DeclaredType supertype = repositorySupertype(type);
    boolean selective = supertype == null;
    if (selective) {
      supertype = springRepositorySupertype(type);
    }
    String root = ((TypeElement) supertype.asElement()).getQualifiedName().toString();
    boolean reactive = selective ? selectiveReactive(type) : REACTIVE_ROOTS.contains(root);
    boolean view = root.equals(SECONDARY_INDEX_REPOSITORY) || root.equals(REACTIVE_SECONDARY_INDEX_REPOSITORY);
    boolean itemCollection = root.equals(ITEM_COLLECTION_REPOSITORY) || root.equals(REACTIVE_ITEM_COLLECTION_REPOSITORY);
    TypeMirror entityType = supertype.getTypeArguments().get(0);
    // a reactive item collection's partition key type parameterises its base class too
    TypeMirror idType = view || itemCollection && !reactive ? null : supertype.getTypeArguments().get(1);
    CollectionViewModel collection = null;
    TypeMappingResolver.checkResolved(entityType);
    if (idType != null) {
      TypeMappingResolver.checkResolved(idType);
    }
    EntityModel entity = null;
    if (entityType.getKind() == TypeKind.DECLARED) {
      TypeElement entityElement = (TypeElement) types.asElement(entityType);
      if (itemCollection) {
        collection = Annotations.has(entityElement, Names.ITEM_COLLECTION_VIEW) ? collections.apply(entityElement) : null;
      } else if (!view && Annotations.has(entityElement, Names.TABLE)) {
        entity = entities.apply(entityElement);
      } else if (view && Annotations.has(entityElement, Names.SECONDARY_INDEX)
          && !Annotations.has(entityElement, Names.TABLE)) {
        entity = views.apply(entityElement);
      }
    }
    List<QueryMethod> methods = new ArrayList<>();
    List<FragmentModel> fragments = fragments(type, reactive);
    Set<TypeElement> fragmentTypes = new java.util.HashSet<>();
    fragments.forEach(f -> fragmentTypes.add(f.fragment()));
    List<ExecutableElement> inherited = new ArrayList<>();
    Map<String, ClassName> projectionMappers = new LinkedHashMap<>();
    BaseImplementation base = baseImplementation(view, itemCollection, reactive, entityType, idType);
    for (ExecutableElement method : inDeclarationOrder(type, ElementFilter.methodsIn(elements.getAllMembers(type)))) {
      if (!method.getModifiers().contains(Modifier.ABSTRACT) || method.getModifiers().contains(Modifier.STATIC)) {
        continue;
      }
      TypeElement owner = (TypeElement) method.getEnclosingElement();
      if (fragmentTypes.contains(owner)) {
        continue; // delegated to the fragment's implementation
      }
      if (owner.getQualifiedName().toString().startsWith("java.")) {
        continue;
      }
      boolean declared = Annotations.has(method, Names.QUERY) || Annotations.has(method, Names.UPDATE);
      if (!declared && base.implements_(method, (DeclaredType) type.asType(), selective)) {
        inherited.add(method); // a CRUD method (inherited or redeclared): the runtime base class implements it
        continue;
      }
      if (BASE_INTERFACES.contains(owner.getQualifiedName().toString())) {
        continue;
      }
      methods.add(readMethod(method, (DeclaredType) type.asType(), entityType, type, projectionMappers));
    }
    ClassName name = ClassName.get(type);
    Map<String, EntityModel> nestedModels = new LinkedHashMap<>();
    if (entity != null) {
      collectNested(entity, nested, nestedModels);
    }
    return new RepositoryModel(type, TypeMappingResolver.suffixed(name, "_Impl"), entityType, entity, idType, methods,
        nestedModels, view, collection, itemCollection, fragments, inherited,
        Annotations.find(type, Names.CONSISTENT_READ).orElse(null), reactive, selective,
        baseInterface(type, supertype, selective));
  }

  /**
   * The interface a message tells the user to declare: a Dynaforge repository's root, or the interface a
   * selective repository extends on its way to Spring Data's {@code Repository} ({@code CrudRepository},
   * or the user's own generic base).
   */
  private String baseInterface(TypeElement type, DeclaredType root, boolean selective) {
    if (selective) {
      for (TypeMirror direct : type.getInterfaces()) {
        if (types.isSubtype(types.erasure(direct), types.erasure(root))) {
          return types.asElement(direct).getSimpleName().toString();
        }
      }
    }
    return root.asElement().getSimpleName().toString();
  }

  /**
   * The runtime class the {@code _Impl} extends ({@code SimpleDynamoDbRepository<T, ID>} or {@code
   * SimpleItemCollectionRepository<V>}; none for an index view) and its public methods.
   */
  private BaseImplementation baseImplementation(boolean view, boolean itemCollection, boolean reactive,
      TypeMirror entityType, TypeMirror idType) {
    TypeElement element = view ? null : elements.getTypeElement(reactive
        ? (itemCollection ? SIMPLE_REACTIVE_COLLECTION_REPOSITORY : SIMPLE_REACTIVE_REPOSITORY)
        : (itemCollection ? SIMPLE_COLLECTION_REPOSITORY : SIMPLE_REPOSITORY));
    if (element == null || entityType.getKind() != TypeKind.DECLARED
        || ((!itemCollection || reactive) && (idType == null || idType.getKind() != TypeKind.DECLARED))) {
      return new BaseImplementation(null, List.of());
    }
    DeclaredType base = itemCollection && !reactive ? types.getDeclaredType(element, entityType)
        : types.getDeclaredType(element, entityType, idType);
    List<ExecutableElement> methods = ElementFilter.methodsIn(elements.getAllMembers(element)).stream()
        .filter(m -> m.getModifiers().contains(Modifier.PUBLIC) && !m.getModifiers().contains(Modifier.ABSTRACT)
            && !m.getModifiers().contains(Modifier.STATIC)
            && !((TypeElement) m.getEnclosingElement()).getQualifiedName().contentEquals("java.lang.Object"))
        .toList();
    return new BaseImplementation(base, methods);
  }

  /** The base class of an {@code _Impl} as a member type, and the methods it implements. */
  private final class BaseImplementation {
    private final DeclaredType type;
    private final List<ExecutableElement> methods;

    BaseImplementation(DeclaredType type, List<ExecutableElement> methods) {
      this.type = type;
      this.methods = methods;
    }

    /**
     * Whether a method of the repository is override-equivalent to one the base class implements (as
     * members of the repository and of the base class, so {@code findById(String)} matches only when
     * the id type is String): then the base class implements it, whatever its name. For a selective
     * repository, whose {@code _Impl} delegates to the base class, the base class's return type must
     * also be one the method may return ({@code Stream<T> findAll()} is no CRUD method there).
     */
    boolean implements_(ExecutableElement method, DeclaredType repository, boolean delegated) {
      if (type == null) {
        return false;
      }
      javax.lang.model.type.ExecutableType asMember =
          (javax.lang.model.type.ExecutableType) types.asMemberOf(repository, method);
      for (ExecutableElement candidate : methods) {
        if (!candidate.getSimpleName().contentEquals(method.getSimpleName())
            || candidate.getParameters().size() != method.getParameters().size()) {
          continue;
        }
        javax.lang.model.type.ExecutableType implemented =
            (javax.lang.model.type.ExecutableType) types.asMemberOf(type, candidate);
        if ((types.isSubsignature(asMember, implemented) || types.isSubsignature(implemented, asMember))
            && (!delegated || returnsInto(implemented.getReturnType(), asMember.getReturnType()))) {
          return true;
        }
      }
      return false;
    }
  }

  /** Whether what the base class returns can be returned as declared (erased: {@code S} is its bound). */
  private boolean returnsInto(TypeMirror returned, TypeMirror declared) {
    if (declared.getKind() == TypeKind.VOID || returned.getKind() == TypeKind.VOID) {
      return declared.getKind() == returned.getKind();
    }
    TypeMirror from = types.erasure(returned);
    TypeMirror to = types.erasure(declared);
    if (from.getKind().isPrimitive() != to.getKind().isPrimitive()) {
      from = from.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) from).asType()
          : from;
      to = to.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) to).asType() : to;
    }
    return types.isAssignable(from, to);
  }

  /**
   * The plain interfaces the repository extends (directly or through other interfaces) that are not
   * repositories themselves: Spring Data's custom fragments.
   */
  private List<FragmentModel> fragments(TypeElement type, boolean reactive) {
    List<FragmentModel> fragments = new ArrayList<>();
    java.util.Deque<TypeMirror> queue = new java.util.ArrayDeque<>(types.directSupertypes(type.asType()));
    Set<String> seen = new java.util.HashSet<>();
    TypeElement marker = elements.getTypeElement("org.springframework.data.repository.Repository");
    while (!queue.isEmpty()) {
      TypeMirror t = queue.poll();
      if (!(t instanceof DeclaredType d)) {
        continue;
      }
      TypeElement e = (TypeElement) d.asElement();
      String q = e.getQualifiedName().toString();
      if (!seen.add(q) || e.getKind() != ElementKind.INTERFACE || q.startsWith("java.")) {
        continue;
      }
      boolean repository = marker != null && types.isAssignable(types.erasure(e.asType()), types.erasure(marker.asType()));
      if (repository) {
        queue.addAll(types.directSupertypes(t));
        continue;
      }
      List<ExecutableElement> methods = ElementFilter.methodsIn(e.getEnclosedElements()).stream()
          .filter(m -> m.getModifiers().contains(Modifier.ABSTRACT)).toList();
      ClassName implName = ClassName.get(elements.getPackageOf(e).getQualifiedName().toString(),
          e.getSimpleName() + "Impl");
      TypeElement impl = elements.getTypeElement(implName.canonicalName());
      FragmentModel.Constructor constructor = null;
      if (impl != null) {
        for (ExecutableElement c : ElementFilter.constructorsIn(impl.getEnclosedElements())) {
          if (!c.getModifiers().contains(Modifier.PUBLIC)) {
            continue;
          }
          if (c.getParameters().size() == 1 && c.getParameters().get(0).asType().toString()
              .equals(reactive ? "io.dynaforge.reactive.ReactiveDynamoDbOperations"
                  : "io.dynaforge.core.DynamoDbOperations")) {
            constructor = FragmentModel.Constructor.OPERATIONS;
          } else if (c.getParameters().isEmpty() && constructor == null) {
            constructor = FragmentModel.Constructor.NONE;
          }
        }
      }
      fragments.add(new FragmentModel(e, implName, impl, constructor, methods));
    }
    return fragments;
  }

  /** The nested-map types reachable from a model's properties (flattened members included), each read once. */
  private void collectNested(EntityModel model, Function<TypeElement, EntityModel> nested,
      Map<String, EntityModel> into) {
    for (PropertyModel p : model.properties()) {
      if (p.flattened() != null) {
        collectNested(p.flattened().type(), nested, into);
      } else if (p.mapping() instanceof TypeMapping.Nested n && !into.containsKey(n.javaType().canonicalName())) {
        TypeElement element = elements.getTypeElement(n.javaType().canonicalName());
        if (element != null) {
          EntityModel read = nested.apply(element);
          into.put(n.javaType().canonicalName(), read);
          collectNested(read, nested, into);
        }
      }
    }
  }

  private QueryMethod readMethod(ExecutableElement method, DeclaredType repository, TypeMirror entityType,
      TypeElement repositoryType, Map<String, ClassName> projectionMappers) {
    javax.lang.model.type.ExecutableType resolved =
        (javax.lang.model.type.ExecutableType) types.asMemberOf(repository, method);
    TypeMirror returnType = resolved.getReturnType();
    TypeMappingResolver.checkResolved(returnType);
    List<Parameter> parameters = new ArrayList<>();
    List<? extends VariableElement> params = method.getParameters();
    for (int i = 0; i < params.size(); i++) {
      TypeMirror t = resolved.getParameterTypes().get(i);
      TypeMappingResolver.checkResolved(t);
      String name = params.get(i).getSimpleName().toString();
      String bind = Annotations.find(params.get(i), Names.SPRING_PARAM).map(a -> Annotations.string(a, "value"))
          .filter(v -> !v.isEmpty()).orElse(name);
      parameters.add(new Parameter(i, name, t, special(t), bind));
    }
    QueryMethod.Reactive reactive = reactiveWrapper(returnType);
    // a Mono or Flux is read as the blocking shape it wraps: the same kinds, rules and plans
    TypeMirror shape = reactive == QueryMethod.Reactive.NONE ? returnType : unwrapped(returnType, reactive);
    TypeMirror projected = projectedType(shape, entityType);
    ProjectionModel projection = null;
    if (projected != null) {
      TypeElement projectionType = (TypeElement) types.asElement(projected);
      projection = projections.read(projectionType)
          .withMapperName(projectionMapper(repositoryType, projectionType, projectionMappers));
    }
    return new QueryMethod(method, method.getSimpleName().toString(),
        returnKind(shape, projected != null ? projected : entityType), returnType,
        parameters, Annotations.find(method, Names.ALLOW_SCAN).orElse(null),
        Annotations.find(method, Names.QUERY).orElse(null), Annotations.find(method, Names.UPDATE).orElse(null),
        Annotations.find(method, Names.CONSISTENT_READ).orElse(null),
        projection, reactive);
  }

  /** Whether a return type is a {@code Mono} or a {@code Flux} (of one type argument). */
  private static QueryMethod.Reactive reactiveWrapper(TypeMirror type) {
    String q = qualified(type);
    if (q == null || ((DeclaredType) type).getTypeArguments().size() != 1) {
      return QueryMethod.Reactive.NONE;
    }
    return q.equals(MONO) ? QueryMethod.Reactive.MONO
        : q.equals(FLUX) ? QueryMethod.Reactive.FLUX : QueryMethod.Reactive.NONE;
  }

  /**
   * The blocking shape a reactive return type stands for: {@code Flux<X>} is {@code List<X>}; {@code
   * Mono<X>} is {@code X} for a count, an existence check, a window and {@code Void} (and for the
   * shapes a Mono may not wrap, which the repository check rejects), else {@code Optional<X>}: one
   * result or none.
   */
  private TypeMirror unwrapped(TypeMirror type, QueryMethod.Reactive reactive) {
    TypeMirror argument = ((DeclaredType) type).getTypeArguments().get(0);
    if (argument.getKind() == TypeKind.WILDCARD || argument.getKind() == TypeKind.TYPEVAR) {
      return argument;
    }
    if (reactive == QueryMethod.Reactive.FLUX) {
      return types.getDeclaredType(elements.getTypeElement("java.util.List"), argument);
    }
    String q = qualified(argument);
    if (q != null && (Set.of("java.lang.Long", "java.lang.Boolean", "java.lang.Void").contains(q)
        || WRAPPED_AS_IS.contains(q))) {
      return argument;
    }
    return types.getDeclaredType(elements.getTypeElement("java.util.Optional"), argument);
  }

  /**
   * Shapes a {@code Mono} wraps that are read as they are: a window, and those a reactive method may
   * not return (the paged ones, refused as for blocking methods; a collection, a stream, an {@code
   * Optional} or a publisher, refused by {@code ReactiveReturnValidator}).
   */
  private static final Set<String> WRAPPED_AS_IS = Set.of("java.util.Optional", "java.util.List", "java.util.stream.Stream",
      "java.util.Collection", "java.lang.Iterable", "java.util.Set", "org.springframework.data.domain.Window",
      "org.springframework.data.domain.Page", "org.springframework.data.domain.Slice", MONO, FLUX);

  /**
   * The projection a return type reads instead of the entity: {@code P}, or the element of {@code
   * List<P>}, {@code Optional<P>}, {@code Stream<P>} or {@code Window<P>}; null when it reads the
   * entity (or is no projection at all).
   */
  private TypeMirror projectedType(TypeMirror type, TypeMirror entityType) {
    if (type.getKind() != TypeKind.DECLARED || entityType.getKind() != TypeKind.DECLARED) {
      return null;
    }
    TypeMirror candidate = type;
    String q = qualified(type);
    if (Set.of("java.util.List", "java.util.Optional", "java.util.stream.Stream", "org.springframework.data.domain.Window")
        .contains(q)) {
      List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
      if (args.size() != 1) {
        return null;
      }
      candidate = args.get(0);
    }
    return !types.isSameType(types.erasure(candidate), types.erasure(entityType)) && projections.isCandidate(candidate)
        ? candidate : null;
  }

  /** Whether a type of that name exists and is not a projection mapper (an earlier build's, on the class path). */
  private boolean isUserType(String packageName, String simpleName) {
    TypeElement existing = elements.getTypeElement(packageName.isEmpty() ? simpleName : packageName + "." + simpleName);
    return existing != null && !(existing.getSuperclass() instanceof DeclaredType d
        && ((TypeElement) d.asElement()).getQualifiedName().contentEquals("io.dynaforge.internal.ProjectionMapper"));
  }

  /**
   * {@code <Repository>_<Projection>_Mapper} in the repository's package (nested types joined with
   * {@code _}, a type nested in the repository itself without the repository's names again), one per projection type of the repository: suffixed with {@code _} until no type of
   * the compilation has the name, and numbered when two projections of one repository share a simple
   * name.
   */
  private ClassName projectionMapper(TypeElement repository, TypeElement projection, Map<String, ClassName> taken) {
    String key = projection.getQualifiedName().toString();
    ClassName known = taken.get(key);
    if (known != null) {
      return known;
    }
    ClassName repositoryName = ClassName.get(repository);
    ClassName projectionName = ClassName.get(projection);
    List<String> projectionNames = projectionName.simpleNames();
    List<String> repositoryNames = repositoryName.simpleNames();
    if (projectionName.packageName().equals(repositoryName.packageName())
        && projectionNames.size() > repositoryNames.size()
        && projectionNames.subList(0, repositoryNames.size()).equals(repositoryNames)) {
      // nested in the repository: FooRepository_Summary_Mapper, not FooRepository_FooRepository_Summary_Mapper
      projectionNames = projectionNames.subList(repositoryNames.size(), projectionNames.size());
    }
    String base = String.join("_", repositoryNames) + "_" + String.join("_", projectionNames) + "_Mapper";
    String candidate = base;
    for (int n = 2; taken.containsValue(ClassName.get(repositoryName.packageName(), candidate)); n++) {
      candidate = base + n;
    }
    while (isUserType(repositoryName.packageName(), candidate)) {
      candidate = candidate + "_";
    }
    ClassName name = ClassName.get(repositoryName.packageName(), candidate);
    taken.put(key, name);
    return name;
  }

  private Special special(TypeMirror type) {
    String q = qualified(type);
    if (q == null) {
      return Special.NONE;
    }
    return switch (q) {
      case "org.springframework.data.domain.Limit" -> Special.LIMIT;
      case "org.springframework.data.domain.ScrollPosition", "org.springframework.data.domain.KeysetScrollPosition" ->
          Special.SCROLL_POSITION;
      case "org.springframework.data.domain.Sort" -> Special.SORT;
      case "org.springframework.data.domain.Pageable" -> Special.PAGEABLE;
      default -> Special.NONE;
    };
  }

  private ReturnKind returnKind(TypeMirror type, TypeMirror entityType) {
    switch (type.getKind()) {
      case LONG: return ReturnKind.COUNT;
      case BOOLEAN: return ReturnKind.EXISTS;
      case DECLARED: break;
      default: return ReturnKind.UNSUPPORTED;
    }
    String q = qualified(type);
    switch (q) {
      case "java.lang.Long": return ReturnKind.COUNT;
      case "java.lang.Boolean": return ReturnKind.EXISTS;
      case "org.springframework.data.domain.Page": return ReturnKind.PAGE;
      case "org.springframework.data.domain.Slice": return ReturnKind.SLICE;
      default: break;
    }
    if (types.isSameType(types.erasure(type), types.erasure(entityType))) {
      return ReturnKind.SINGLE;
    }
    List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
    if (args.size() != 1 || !types.isSameType(args.get(0), entityType)) {
      return ReturnKind.UNSUPPORTED;
    }
    return switch (q) {
      case "java.util.List" -> ReturnKind.LIST;
      case "java.util.stream.Stream" -> ReturnKind.STREAM;
      case "java.util.Optional" -> ReturnKind.OPTIONAL;
      case "org.springframework.data.domain.Window" -> ReturnKind.WINDOW;
      default -> ReturnKind.UNSUPPORTED;
    };
  }

  private static String qualified(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return null;
    }
    Element e = ((DeclaredType) type).asElement();
    return ((TypeElement) e).getQualifiedName().toString();
  }

  /**
   * {@code members} in declaration order: the repository's own methods as written, then those of
   * each super-interface, depth first, as declared. {@code getAllMembers} has no specified order
   * (javac and ecj answer differently), and the generated code must not depend on the compiler.
   */
  private static List<ExecutableElement> inDeclarationOrder(TypeElement type, List<ExecutableElement> members) {
    List<TypeElement> owners = new ArrayList<>();
    collectOwners(type, owners);
    java.util.Map<Element, Integer> rank = new java.util.HashMap<>();
    for (TypeElement owner : owners) {
      for (Element member : owner.getEnclosedElements()) {
        rank.putIfAbsent(member, rank.size());
      }
    }
    List<ExecutableElement> sorted = new ArrayList<>(members);
    sorted.sort(java.util.Comparator.<ExecutableElement>comparingInt(m -> rank.getOrDefault(m, Integer.MAX_VALUE))
        .thenComparing(m -> rank.containsKey(m) ? "" : m.getSimpleName() + " " + m.asType()));
    return sorted;
  }

  private static void collectOwners(TypeElement type, List<TypeElement> owners) {
    if (owners.contains(type)) {
      return;
    }
    owners.add(type);
    for (javax.lang.model.type.TypeMirror parent : type.getInterfaces()) {
      if (parent instanceof DeclaredType declared && declared.asElement() instanceof TypeElement t) {
        collectOwners(t, owners);
      }
    }
  }
}
