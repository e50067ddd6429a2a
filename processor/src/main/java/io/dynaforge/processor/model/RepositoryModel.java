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
 * @param idType {@code ID} as declared
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
    List<javax.lang.model.element.ExecutableElement> inherited) {

  public RepositoryModel {
    methods = List.copyOf(methods);
    inherited = List.copyOf(inherited);
    nestedModels = Map.copyOf(nestedModels);
    fragments = List.copyOf(fragments);
  }

  public String simpleName() {
    return element.getSimpleName().toString();
  }
}
