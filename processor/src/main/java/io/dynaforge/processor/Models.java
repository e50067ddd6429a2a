package io.dynaforge.processor;

import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.validation.SecondaryIndexValidator;
import io.dynaforge.processor.validation.SharedTableValidator;
import io.dynaforge.processor.validation.ViewKeyAttributeValidator;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * What the steps have read in this compilation, by qualified name (elements are not reused across
 * rounds): only completed reads are kept; a read that failed or was deferred is not, so it is read
 * again when retried.
 */
final class Models {

  /** The @Table entities read, whether valid or not: repositories reuse them (read once). */
  private final Map<String, EntityModel> tables = new HashMap<>();
  /** The @SecondaryIndex views read, with their tables resolved. */
  private final Map<String, EntityModel> views = new HashMap<>();
  /** The item-collection views read, with their tables resolved. */
  private final Map<String, CollectionViewModel> collections = new HashMap<>();
  /** Entities and views with errors (reported on them): their repositories are not implemented. */
  private final Set<String> invalid = new HashSet<>();
  /** Every type declared in this compilation's sources (root types and their members). */
  private final Set<String> sourceTypes = new HashSet<>();

  /** The key attributes of every entity and view written, for the checks across a table. */
  final List<SecondaryIndexValidator.TableKeys> tableKeys = new ArrayList<>();
  /** Every valid @Table entity of this compilation, for the checks across a shared table. */
  final List<SharedTableValidator.TableEntity> tableEntities = new ArrayList<>();
  /** The attributes every valid @Table entity of this compilation writes, for the checks of view keys. */
  final List<ViewKeyAttributeValidator.TableAttributes> tableAttributes = new ArrayList<>();
  /** The key attributes every valid view of this compilation reads. */
  final List<ViewKeyAttributeValidator.ViewKeys> viewKeys = new ArrayList<>();

  void entity(EntityModel model, boolean valid) {
    put(tables, model.element(), model, valid);
  }

  void view(EntityModel model, boolean valid) {
    put(views, model.element(), model, valid);
  }

  void collection(CollectionViewModel model, boolean valid) {
    put(collections, model.element(), model, valid);
  }

  private <T> void put(Map<String, T> into, TypeElement type, T model, boolean valid) {
    String name = type.getQualifiedName().toString();
    into.put(name, model);
    if (!valid) {
      invalid.add(name);
    }
  }

  Optional<EntityModel> entity(TypeElement type) {
    return Optional.ofNullable(tables.get(name(type)));
  }

  Optional<EntityModel> view(TypeElement type) {
    return Optional.ofNullable(views.get(name(type)));
  }

  Optional<CollectionViewModel> collection(TypeElement type) {
    return Optional.ofNullable(collections.get(name(type)));
  }

  /** The valid @Table entities read so far (their mappers are written), of every table. */
  List<EntityModel> validEntities() {
    return tables.entrySet().stream().filter(e -> !invalid.contains(e.getKey())).map(Map.Entry::getValue).toList();
  }

  /** Every @Table entity read so far, valid or not (a table's stream is what they declare). */
  List<EntityModel> allEntities() {
    return List.copyOf(tables.values());
  }

  /** The valid @SecondaryIndex views read so far, this compilation's and those read from class files. */
  List<EntityModel> validViews() {
    return views.entrySet().stream().filter(e -> !invalid.contains(e.getKey())).map(Map.Entry::getValue).toList();
  }

  /** Whether any entity, view or item-collection view read has errors. */
  boolean hasInvalid() {
    return !invalid.isEmpty();
  }

  boolean isInvalid(TypeElement type) {
    return invalid.contains(name(type));
  }

  /** Records the types a round's sources declare. */
  void sources(Set<? extends Element> roots) {
    for (Element e : roots) {
      if (e instanceof TypeElement type) {
        sourceTypes.add(name(type));
        sources(new HashSet<>(type.getEnclosedElements()));
      }
    }
  }

  /** Whether a type is declared in this compilation's sources (not read from a class file). */
  boolean isSource(TypeElement type) {
    return isSource(name(type));
  }

  /** Whether the type of this qualified name is declared in this compilation's sources. */
  boolean isSource(String qualifiedName) {
    return sourceTypes.contains(qualifiedName);
  }

  private static String name(TypeElement type) {
    return type.getQualifiedName().toString();
  }
}
