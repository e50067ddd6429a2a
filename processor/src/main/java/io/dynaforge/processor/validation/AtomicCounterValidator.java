package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.AtomicCounterModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.PropertyModel;
import java.util.Set;

/**
 * Checks {@code @AtomicCounter}s: an integral, plain-number, top-level attribute of a {@code @Table}
 * entity that nothing else writes (not a key or a key template's placeholder, not the
 * {@code @Version}, TTL or an auditing date, not converted), stored at all (not {@code @Derived} or
 * {@code @Transient}). One problem per counter, the first that applies, on the annotation.
 */
final class AtomicCounterValidator {

  private static final Set<String> COUNTER_TYPES = Set.of("int", "long", "java.lang.Integer", "java.lang.Long");
  private static final String KEY_FIX = "A key identifies the item and never changes on a write: count in a"
      + " property of its own.";
  private static final String ALONE_FIX = "Count in a property of its own.";

  /**
   * @param embeddedIn "the @Embedded member 'score' of Match" when the model is a flattened member
   *     type, else null
   */
  void validate(EntityModel entity, String embeddedIn, ValidationReport report) {
    String name = entity.simpleName();
    String placement = placementProblem(entity, embeddedIn);
    for (AtomicCounterModel c : entity.unmappedCounters()) {
      report.report(DiagnosticId.INVALID_ATOMIC_COUNTER, c.element(), c.annotation(),
          c.element().getSimpleName().toString(), name,
          "it is @Transient (or a transient field), so it is never stored",
          "Remove @AtomicCounter, or store the property.");
    }
    for (PropertyModel p : entity.properties()) {
      AtomicCounterModel c = p.atomicCounter();
      if (c == null) {
        continue;
      }
      String[] problem = placement != null
          ? new String[] {placement, embeddedIn != null
              ? "Dynaforge counts properties declared on the @Table entity itself: move the counter there."
              : "A counter is an attribute of the item a @Table entity writes: declare it on that entity."}
          : problem(entity, p);
      if (problem != null) {
        report.report(DiagnosticId.INVALID_ATOMIC_COUNTER, c.element(), c.annotation(), p.name(), name,
            problem[0], problem[1]);
      }
    }
  }

  /** Why no property of this model can be a counter, or null for a {@code @Table} entity. */
  private static String placementProblem(EntityModel entity, String embeddedIn) {
    if (entity.isTable()) {
      return null;
    }
    if (embeddedIn != null) {
      return "it is in " + embeddedIn;
    }
    if (entity.isView()) {
      return entity.simpleName() + " is a @SecondaryIndex view, which only reads";
    }
    if (Annotations.has(entity.element(), Names.ITEM_COLLECTION_VIEW)) {
      return entity.simpleName() + " is an @ItemCollectionView, which only reads";
    }
    return entity.simpleName() + " is stored as a nested map inside another item, not as an item of its own";
  }

  /** The problem and its fix for a counter property of a {@code @Table} entity, or null. */
  private static String[] problem(EntityModel entity, PropertyModel p) {
    if (p.derived() != null) {
      return new String[] {"it is @Derived, so it is never stored", ALONE_FIX};
    }
    if (p.partitionKey() != null) {
      return new String[] {"it is the partition key", KEY_FIX};
    }
    if (p.sortKey() != null) {
      return new String[] {"it is the sort key", KEY_FIX};
    }
    for (KeyTemplate t : entity.templates()) {
      if (t.placeholders().contains(p.name())) {
        return new String[] {"it is a placeholder of " + t.display() + ", which composes the key attribute '"
            + t.column() + "'", KEY_FIX};
      }
    }
    if (p.version() != null) {
      return new String[] {"it is the @Version, which Dynaforge already increments on every write",
          "Keep the version and the counter in separate properties."};
    }
    if (!COUNTER_TYPES.contains(p.type().toString())) {
      return new String[] {"its type is " + p.type(), "DynamoDB increments numbers: use long, Long, int or Integer."};
    }
    if (p.timeToLive() != null) {
      return new String[] {"it is also the @TimeToLive, an expiry time", ALONE_FIX};
    }
    if (p.createdDate() || p.lastModifiedDate()) {
      return new String[] {"it is also " + (p.createdDate() ? "@CreatedDate" : "@LastModifiedDate")
          + ", which auditing sets", ALONE_FIX};
    }
    if (p.converter() != null) {
      return new String[] {"it has a @Converter, but DynamoDB stores and increments a counter as a plain number",
          "Remove the @Converter."};
    }
    return null;
  }
}
