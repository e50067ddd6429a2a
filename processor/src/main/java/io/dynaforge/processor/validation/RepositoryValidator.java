package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.RepositoryModel;
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
    if (repository.itemCollection() && (method.query() == null || method.update() != null)) {
      report.report(DiagnosticId.ITEM_COLLECTION_METHOD, method.element(),
          method.update() != null ? method.update() : null, repository.simpleName(), method.name(),
          method.update() != null ? "@Update method" : "derived query method");
      return false;
    }
    return true;
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
            entityName, sk + ", so ids carry both keys", entityName, "DynamoDbCompositeId");
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
          why, entityName,
          types.asElement(expected) == null ? expected.toString() : types.asElement(expected).getSimpleName().toString());
    }
  }
}
