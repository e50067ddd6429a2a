package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * A {@code DynamoDbRepository<T, ID>} interface.
 *
 * @param element the interface
 * @param implName {@code <Repository>_Impl}
 * @param entityType {@code T} as declared
 * @param entity the entity's model, or null when {@code T} is not a {@code @Table} entity
 * @param idType {@code ID} as declared (a reactive item collection's {@code PK})
 * @param methods the methods the processor implements (CRUD comes from the runtime base class)
 * @param nestedModels the models of the nested-map types reachable from the entity, by qualified
 *     name: property paths of derived queries walk through them
 * @param view whether it is a {@code SecondaryIndexRepository} of a {@code @SecondaryIndex} view (then
 *     {@code idType} is null)
 * @param collection for an {@code ItemCollectionRepository}: its {@code @ItemCollectionView} (then
 *     {@code entity} and {@code idType} are null); null otherwise
 * @param itemCollection whether it is an {@code ItemCollectionRepository}
 * @param fragments the custom fragments it extends, delegated to their implementations
 * @param inherited the methods of the interface the runtime base class implements (CRUD, and an
 *     item collection's fixed finders): override-equivalent to one of its methods, by signature
 * @param consistentRead the interface's {@code @ConsistentRead}, or null (then only annotated methods read
 *     consistently)
 * @param reactive whether it extends one of the reactive interfaces of {@code dynaforge-reactive}
 *     ({@code ReactiveDynamoDbRepository}, {@code ReactiveSecondaryIndexRepository}, {@code
 *     ReactiveItemCollectionRepository}): the same plans, rendered over {@code ReactiveDynamoDbOperations}
 * @param selective whether it is one of Spring Data's own repository interfaces ({@code Repository},
 *     {@code CrudRepository}, {@code ListCrudRepository}, {@code ReactiveCrudRepository}) over a Dynaforge
 *     type rather than a Dynaforge repository: its {@code _Impl} has exactly the interface's methods, its
 *     CRUD methods delegating to the runtime's implementation instead of inheriting all of them
 * @param baseInterface the simple name of the repository interface it is planned against
 *     ({@code DynamoDbRepository}, {@code CrudRepository}, ...), for messages
 */
public record RepositoryModel(
    TypeElement element,
    ClassName implName,
    TypeMirror entityType,
    EntityModel entity,
    TypeMirror idType,
    List<QueryMethod> methods,
    Map<String, EntityModel> nestedModels,
    boolean view,
    CollectionViewModel collection,
    boolean itemCollection,
    List<FragmentModel> fragments,
    List<javax.lang.model.element.ExecutableElement> inherited,
    javax.lang.model.element.AnnotationMirror consistentRead,
    boolean reactive,
    boolean selective,
    String baseInterface) {

  public RepositoryModel {
    methods = List.copyOf(methods);
    inherited = List.copyOf(inherited);
    nestedModels = Map.copyOf(nestedModels);
    fragments = List.copyOf(fragments);
  }

  /** The names of the inherited CRUD reads that can be consistent, and that {@code @ConsistentRead} covers. */
  public static final java.util.Set<String> CONSISTENT_CRUD_READS =
      java.util.Set.of("findById", "existsById", "findAllById", "findAll", "count");

  /** Whether a method's reads are strongly consistent: it, or the interface, carries {@code @ConsistentRead}. */
  public boolean readsConsistently(QueryMethod method) {
    return consistentRead != null || method.consistentRead() != null;
  }

  /**
   * The inherited CRUD reads that are strongly consistent, in a fixed order: all of them under an
   * interface-level {@code @ConsistentRead}, else those the interface redeclares with it.
   */
  public java.util.List<String> consistentCrudReads() {
    java.util.Set<String> names = new java.util.TreeSet<>();
    for (javax.lang.model.element.ExecutableElement method : inherited) {
      String name = method.getSimpleName().toString();
      if (CONSISTENT_CRUD_READS.contains(name) && (consistentRead != null
          || Annotations.find(method, Names.CONSISTENT_READ).isPresent())) {
        names.add(name);
      }
    }
    return java.util.List.copyOf(names);
  }

  public String simpleName() {
    return element.getSimpleName().toString();
  }
}
