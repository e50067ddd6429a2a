package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.QueryMethod.ReturnKind;
import io.dynaforge.processor.model.QueryMethod.Special;
import io.dynaforge.processor.model.RepositoryReader;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Checks a repository interface as a whole: that its entity is a {@code @Table} entity, that the id
 * type fits the entity's key, and which methods Dynaforge cannot implement (declared queries, for
 * now). Each derived method is then {@link QueryMethodValidator}'s and, once planned,
 * {@link AccessPlanValidator}'s.
 */
public final class RepositoryValidator {

  private static final String COMPOSITE_ID = "io.dynaforge.repository.DynamoDbCompositeId";

  private final Types types;

  public RepositoryValidator(Types types) {
    this.types = types;
  }

  public void validate(RepositoryModel repository, ValidationReport report) {
    String name = repository.simpleName();
    if (repository.selective() && unsupportedSpringTypes(repository, report)) {
      return;
    }
    for (io.dynaforge.processor.model.FragmentModel f : repository.fragments()) {
      String springFragment = SpringFragments.unsupported(f.fragment());
      if (springFragment != null) {
        String fragment = f.fragment().getSimpleName().toString();
        report.report(DiagnosticId.UNSUPPORTED_FRAGMENT, repository.element(), name, fragment, springFragment,
            fragment);
        continue;
      }
      String problem = f.impl() == null ? f.implName().canonicalName() + " does not exist"
          : !types.isAssignable(f.impl().asType(), types.erasure(f.fragment().asType()))
              ? f.implName().simpleName() + " does not implement it"
              : f.constructor() == null ? f.implName().simpleName() + " has no public constructor taking"
                  + " DynamoDbOperations or nothing" : null;
      if (problem != null) {
        String fragment = f.fragment().getSimpleName().toString();
        report.report(DiagnosticId.FRAGMENT_IMPLEMENTATION, repository.element(), name, fragment, problem,
            f.implName().simpleName(), fragment, fragment);
      }
    }
    EntityModel entity = repository.entity();
    if (repository.itemCollection()) {
      if (repository.collection() == null) {
        String viewName = types.asElement(repository.entityType()) == null ? repository.entityType().toString()
            : types.asElement(repository.entityType()).getSimpleName().toString();
        report.report(DiagnosticId.COLLECTION_REPOSITORY_VIEW, repository.element(), name, viewName, viewName);
      }
      return;
    }
    if (entity == null) {
      String entityName = types.asElement(repository.entityType()) == null ? repository.entityType().toString()
          : types.asElement(repository.entityType()).getSimpleName().toString();
      report.report(repository.view() ? DiagnosticId.VIEW_REPOSITORY_ENTITY : DiagnosticId.REPOSITORY_ENTITY,
          repository.element(), name, entityName, entityName);
      return;
    }
    if (!repository.view()) {
      checkIdType(repository, entity, report);
    }
  }

  /**
   * Whether Dynaforge implements the method on this kind of repository; reports why not. An
   * ItemCollectionRepository takes only read-only {@code @Query} methods besides its fixed finders.
   */
  public boolean implementable(RepositoryModel repository, QueryMethod method, ValidationReport report) {
    if (repository.selective() && !selectiveMethod(repository, method, report)) {
      return false;
    }
    if (repository.itemCollection() && (method.query() == null || method.update() != null)) {
      report.report(DiagnosticId.ITEM_COLLECTION_METHOD, method.element(),
          method.update() != null ? method.update() : null, repository.simpleName(), method.name(),
          method.update() != null ? "@Update method" : "derived query method");
      return false;
    }
    return true;
  }

  // ------------------------------------------------------------------ Spring Data's selective repositories

  /**
   * A selective repository (one of Spring Data's own interfaces over a Dynaforge type): refuses, on the
   * interface, a view as its type and each of Spring Data's interfaces in its hierarchy that Dynaforge does
   * not implement (paging and sorting, query by example, Querydsl, ...): never skipped silently.
   *
   * @return whether it reported anything
   */
  private boolean unsupportedSpringTypes(RepositoryModel repository, ValidationReport report) {
    String name = repository.simpleName();
    List<TypeElement> spring = springInterfaces(repository.element());
    String extended = spring.isEmpty() ? "Repository" : spring.get(0).getSimpleName().toString();
    boolean reported = false;
    TypeElement typeElement = (TypeElement) types.asElement(repository.entityType());
    String entityName = typeElement.getSimpleName().toString();
    boolean collection = Annotations.has(typeElement, Names.ITEM_COLLECTION_VIEW);
    String kind = repository.entity() != null ? "@Table entity"
        : collection ? "@ItemCollectionView" : "@SecondaryIndex view";
    if (repository.entity() == null) {
      String viewName = entityName;
      String base = (repository.reactive() ? "Reactive" : "")
          + (collection ? "ItemCollectionRepository" : "SecondaryIndexRepository");
      report.report(DiagnosticId.UNSUPPORTED_REPOSITORY_TYPE, repository.element(), name,
          kind, viewName, "it extends " + extended,
          collection ? "an item collection view is read as whole partitions by its partition key, not by id,"
              + " and takes no writes" : "a view reads an index, which has no ids and takes no writes",
          "Extend " + base + "<" + viewName + (collection && repository.reactive() ? ", <partition key type>" : "")
              + "> instead.");
      reported = true;
    }
    for (TypeElement type : spring) {
      String qualified = type.getQualifiedName().toString();
      if (RepositoryReader.SPRING_IMPLEMENTED.contains(qualified)) {
        continue;
      }
      String simple = type.getSimpleName().toString();
      String fragment = SpringFragments.unsupported(type);
      String reason;
      String fix;
      if (qualified.endsWith("PagingAndSortingRepository")) {
        reason = "its findAll(Pageable) reads a numbered page and counts every item, and its findAll(Sort) sorts a"
            + " whole table; DynamoDB pages with an opaque LastEvaluatedKey cursor, has no offsets, and sorts only"
            + " by the sort key, within one partition";
        fix = "Extend CrudRepository or ListCrudRepository instead (or DynamoDbRepository, which adds the update"
            + " methods), and page with a derived method that returns Window<" + entityName + "> and takes a"
            + " ScrollPosition and a Limit.";
      } else if (qualified.endsWith("SortingRepository")) {
        reason = "its findAll(Sort) sorts a whole table; DynamoDB sorts only by the sort key, within one partition";
        fix = "Extend ReactiveCrudRepository instead (or ReactiveDynamoDbRepository, which adds the update methods),"
            + " and order a derived query with OrderBy<sort key property>Asc/Desc in its name.";
      } else if (fragment != null && !fragment.startsWith("its implementation")) {
        reason = fragment;
        fix = "Remove " + simple + " from the interface's supertypes and declare the reads it needs as derived or"
            + " @Query methods.";
      } else {
        reason = "Dynaforge implements Spring Data's Repository, CrudRepository, ListCrudRepository and"
            + " ReactiveCrudRepository (and its own DynamoDbRepository and ReactiveDynamoDbRepository), no other";
        fix = "Extend one of those instead.";
      }
      report.report(DiagnosticId.UNSUPPORTED_REPOSITORY_TYPE, repository.element(), name,
          kind, entityName, "it extends " + simple, reason, fix);
      reported = true;
    }
    return reported;
  }

  /**
   * Spring Data's interfaces ({@code org.springframework.data.*}) the interface extends, directly or not,
   * most specific first (breadth first), each once.
   */
  private List<TypeElement> springInterfaces(TypeElement repository) {
    List<TypeElement> found = new ArrayList<>();
    Deque<TypeMirror> queue = new ArrayDeque<>(types.directSupertypes(repository.asType()));
    while (!queue.isEmpty()) {
      TypeMirror t = queue.poll();
      if (!(t instanceof DeclaredType d) || !(d.asElement() instanceof TypeElement e)
          || e.getKind() != ElementKind.INTERFACE) {
        continue;
      }
      if (e.getQualifiedName().toString().startsWith("org.springframework.data.") && !found.contains(e)) {
        found.add(e);
      }
      queue.addAll(types.directSupertypes(t));
    }
    return found;
  }

  /**
   * A method of a selective repository that asks for what Dynaforge cannot do: offset paging (a {@code
   * Pageable} parameter, a {@code Page} or {@code Slice} result) or {@code PagingAndSortingRepository}'s
   * {@code findAll(Sort)}; reported on the method.
   */
  private boolean selectiveMethod(RepositoryModel repository, QueryMethod method, ValidationReport report) {
    String entity = repository.entity().simpleName();
    String signature = method.name() + "(" + String.join(", ", method.parameters().stream()
        .map(p -> types.asElement(p.type()) == null ? p.type().toString()
            : types.asElement(p.type()).getSimpleName().toString()).toList()) + ")";
    String what;
    String reason;
    String fix;
    if (method.special(Special.PAGEABLE) != null || method.returnKind() == ReturnKind.PAGE
        || method.returnKind() == ReturnKind.SLICE) {
      what = "its method " + signature + (method.special(Special.PAGEABLE) != null ? " takes a Pageable"
          : " returns " + simple(method.returnType()));
      reason = "a Pageable asks for a numbered page (an offset) and a Page for a total count; DynamoDB pages with an"
          + " opaque LastEvaluatedKey cursor and has neither";
      fix = "Return Window<" + entity + "> and take a ScrollPosition and a Limit instead, then continue from"
          + " window.positionAt(window.size() - 1) (as in a DynamoDbRepository).";
    } else if (method.name().equals("findAll") && method.special(Special.SORT) != null) {
      what = "its method " + signature + " is PagingAndSortingRepository's";
      reason = "it would sort a whole table; DynamoDB sorts only by the sort key, within one partition";
      fix = "Remove it, and order a derived query with OrderBy<sort key property>Asc/Desc in its name.";
    } else {
      return true;
    }
    report.report(DiagnosticId.UNSUPPORTED_REPOSITORY_TYPE, method.element(), repository.simpleName(),
        "@Table entity", entity, what, reason, fix);
    return false;
  }

  private String simple(TypeMirror type) {
    if (!(type instanceof DeclaredType d)) {
      return type.toString();
    }
    String name = d.asElement().getSimpleName().toString();
    return d.getTypeArguments().isEmpty() ? name
        : name + "<" + String.join(", ", d.getTypeArguments().stream().map(this::simple).toList()) + ">";
  }

  private void checkIdType(RepositoryModel repository, EntityModel entity, ValidationReport report) {
    boolean composite = entity.hasSortKey() && entity.constantSortKey().isEmpty();
    TypeMirror id = repository.idType();
    String entityName = entity.simpleName();
    if (composite) {
      if (!id.toString().equals(COMPOSITE_ID)) {
        String sk = entity.sortKeys().isEmpty()
            ? "has a sort key composed by " + entity.baseSortKeyTemplate().map(KeyTemplate::display).orElse("")
            : "has the sort key '" + entity.sortKeys().get(0).name() + "'";
        report.report(DiagnosticId.REPOSITORY_ID_TYPE, repository.element(), repository.simpleName(), id,
            entityName, sk + ", so ids carry both keys", repository.baseInterface(), entityName, "DynamoDbCompositeId");
      }
      return;
    }
    String kind = entity.constantSortKey().map(c -> " and the constant sort key \"" + c + "\"").orElse("");
    TypeMirror expected;
    String why;
    if (!entity.partitionKeys().isEmpty()) {
      TypeMirror pk = entity.partitionKeys().get(0).type();
      expected = pk.getKind().isPrimitive() ? types.boxedClass((PrimitiveType) pk).asType() : pk;
      why = "has the partition key '" + entity.partitionKeys().get(0).name() + "' of type " + expected + kind
          + ", so ids are partition key values";
    } else if (entity.basePartitionKeyTemplate().isPresent()) {
      expected = entity.keyColumn(entity.basePartitionKeyTemplate().get().methodName()).orElseThrow().type();
      why = "composes its partition key with " + entity.basePartitionKeyTemplate().get().display() + kind
          + ", so ids are the composed String";
    } else {
      return; // reported on the entity
    }
    if (!types.isSameType(id, expected)) {
      report.report(DiagnosticId.REPOSITORY_ID_TYPE, repository.element(), repository.simpleName(), id, entityName,
          why, repository.baseInterface(), entityName,
          types.asElement(expected) == null ? expected.toString() : types.asElement(expected).getSimpleName().toString());
    }
  }
}
