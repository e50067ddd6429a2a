package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KindShapes;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.util.Suggestions;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/**
 * Checks the key attributes views read against what their table's entities write: a
 * {@code @SecondaryIndex} view keyed on an attribute no entity writes has an index that holds nothing
 * (every query returns {@code []}), an {@code @ItemCollectionView} whose {@code partitionKey} or
 * {@code sortKey} nothing writes cannot find its rows. The check runs only for a table whose entities
 * the compilation sees (this compilation's, and those an earlier compilation of the same output
 * registered); a table it knows no entity of, or one whose entities it could not all read, is not
 * checked.
 */
public final class ViewKeyAttributeValidator {

  /**
   * The attributes an entity writes (its stored properties, flattened members, template columns).
   *
   * @param literals the leading literal of the template that composes each template column ({@code ""}
   *     for one that starts with a placeholder), or null when not known (an entity of an earlier
   *     compilation, read from its table facts)
   */
  public record TableAttributes(String entity, String tableName, Set<String> written, Map<String, String> shapes) {

    public TableAttributes(String entity, String tableName, Set<String> written) {
      this(entity, tableName, written, null);
    }

    /** Its attributes, and the shape ({@link KindShapes}) of each a key template composes. */
    public static TableAttributes of(EntityModel entity) {
      Map<String, String> shapes = new TreeMap<>();
      entity.templates().forEach(t -> shapes.putIfAbsent(t.column(), KindShapes.pattern(entity, t)));
      return new TableAttributes(entity.simpleName(), entity.tableName(), new TreeSet<>(entity.attributeNames()),
          shapes);
    }
  }

  /**
   * One key attribute a view reads, kept by name (elements are not reused across rounds).
   *
   * @param property the view property whose annotation names it, or null for the view's own annotation
   * @param annotation the annotation to report on: on the property, or the view's
   */
  public record ViewKey(String attribute, String property, String annotation, String role, String consequence) {}

  /**
   * A view and the key attributes it reads.
   *
   * @param index the index a {@code @SecondaryIndex} view reads, or null for an item collection (which
   *     reads several kinds by design)
   */
  public record ViewKeys(String qualifiedName, String description, String tableName, List<ViewKey> keys,
      String index) {

    public static ViewKeys of(EntityModel view) {
      List<ViewKey> keys = new ArrayList<>();
      String index = "keys its index '" + view.index().name() + "' on the attribute";
      String consequence = "the index holds no item and its queries always return nothing";
      for (PropertyModel p : view.orderedPartitionKeys()) {
        keys.add(new ViewKey(p.attributeName(), p.name(), Names.PARTITION_KEY, index, consequence));
      }
      for (PropertyModel p : view.orderedSortKeys()) {
        keys.add(new ViewKey(p.attributeName(), p.name(), Names.SORT_KEY, index, consequence));
      }
      return new ViewKeys(view.element().getQualifiedName().toString(), "@SecondaryIndex view " + view.simpleName(),
          view.tableName(), keys, view.index().name());
    }

    public static ViewKeys of(CollectionViewModel view) {
      List<ViewKey> keys = new ArrayList<>();
      String consequence = "its queries can never find the rows it folds";
      keys.add(new ViewKey(view.partitionKey(), null, Names.ITEM_COLLECTION_VIEW, "queries the partition-key attribute",
          consequence));
      if (view.sortKey() != null) {
        keys.add(new ViewKey(view.sortKey(), null, Names.ITEM_COLLECTION_VIEW, "routes its rows by the sort-key attribute",
            consequence));
      }
      for (CollectionViewModel.Member m : view.members()) {
        if (m.annotation() != null && m.sortKey() != null && !m.sortKey().equals(view.sortKey())) {
          keys.add(new ViewKey(m.sortKey(), m.property().name(), Names.ITEM_COLLECTION_MEMBER,
              "routes its member '" + m.property().name() + "' by the sort-key attribute", consequence));
        }
      }
      return new ViewKeys(view.element().getQualifiedName().toString(), "@ItemCollectionView " + view.simpleName(),
          view.tableName(), keys, null);
    }
  }

  /**
   * Reports every view key attribute no entity of its table writes.
   *
   * @param unreadable tables with an entity the compilation could not read: not checked
   * @param types finds a type by qualified name
   */
  public void validate(List<ViewKeys> views, Collection<TableAttributes> entities, Set<String> unreadable,
      Function<String, TypeElement> types, ValidationReport report) {
    Map<String, List<TableAttributes>> byTable = new TreeMap<>();
    for (TableAttributes e : entities) {
      byTable.computeIfAbsent(e.tableName(), t -> new ArrayList<>()).add(e);
    }
    for (ViewKeys view : views) {
      List<TableAttributes> table = byTable.get(view.tableName());
      TypeElement type = types.apply(view.qualifiedName());
      if (table == null || unreadable.contains(view.tableName()) || type == null) {
        continue;
      }
      Set<String> written = new TreeSet<>();
      table.forEach(e -> written.addAll(e.written()));
      String names = String.join(", ", table.stream().map(TableAttributes::entity).sorted().distinct().toList());
      for (ViewKey key : view.keys()) {
        if (written.contains(key.attribute())) {
          continue;
        }
        Element element = key.property() == null ? type : property(type, key.property(), key.annotation());
        AnnotationMirror mirror = Annotations.find(element, key.annotation()).orElse(null);
        report.report(DiagnosticId.UNWRITTEN_KEY_ATTRIBUTE, element, mirror, view.description(), key.role(),
            key.attribute(), view.tableName(), names, key.consequence(), Suggestions.didYouMean(key.attribute(), written));
      }
      if (view.index() != null) {
        checkKinds(view, table, type, report);
      }
    }
  }

  /**
   * An index keyed on what several kinds write holds the items of each: a view reads them all as its own
   * type (rule 1 of wave 4) unless the kinds can be told apart by the index's key pair, as the kind
   * predicate tells them apart by the table's: two kinds are apart when, on one key attribute of the
   * index (partition or sort), both compose it with templates that cannot write the same value
   * ({@code i#{invoiceId}} and {@code sh#{shipmentId}}). Reported only for kinds that cannot be told
   * apart; not checked when a writer's templates are not known.
   */
  private static void checkKinds(ViewKeys view, List<TableAttributes> table, TypeElement type,
      ValidationReport report) {
    List<ViewKey> partition = view.keys().stream().filter(k -> k.annotation().equals(Names.PARTITION_KEY)).toList();
    if (partition.isEmpty()) {
      return;
    }
    List<TableAttributes> kinds = table.stream()
        .filter(e -> view.keys().stream().allMatch(k -> e.written().contains(k.attribute())))
        .sorted(java.util.Comparator.comparing(TableAttributes::entity)).toList();
    if (kinds.size() < 2 || kinds.stream().anyMatch(e -> e.shapes() == null)) {
      return;
    }
    Set<String> colliding = new java.util.LinkedHashSet<>();
    for (int i = 0; i < kinds.size(); i++) {
      for (int j = i + 1; j < kinds.size(); j++) {
        if (!toldApart(kinds.get(i), kinds.get(j), view.keys())) {
          colliding.add(kinds.get(i).entity());
          colliding.add(kinds.get(j).entity());
        }
      }
    }
    if (colliding.isEmpty()) {
      return;
    }
    ViewKey key = partition.get(0);
    Element element = property(type, key.property(), key.annotation());
    AnnotationMirror mirror = Annotations.find(element, key.annotation()).orElse(null);
    List<String> names = colliding.stream().sorted().toList();
    String listed = String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    String first = names.get(0);
    report.report(DiagnosticId.INDEX_KEY_OF_SEVERAL_KINDS, element, mirror, view.description(), view.index(),
        key.attribute(), listed, view.tableName(), type.getSimpleName().toString(),
        "@PartitionKeyTemplate(value = \"" + first.toUpperCase(java.util.Locale.ROOT) + "#{" + key.property()
            + "}\", column = \"gsi1pk\")", first);
  }

  /** Whether one key attribute of the index holds values of the two kinds that can never be equal. */
  private static boolean toldApart(TableAttributes a, TableAttributes b, List<ViewKey> keys) {
    for (ViewKey key : keys) {
      String x = a.shapes().get(key.attribute());
      String y = b.shapes().get(key.attribute());
      if (x != null && y != null && !KindOverlap.overlap(x, y)) {
        return true;
      }
    }
    return false;
  }

  /** The field, record component or accessor of a property that carries the annotation (else the type). */
  private static Element property(TypeElement type, String property, String annotation) {
    String capitalized = Character.toUpperCase(property.charAt(0)) + property.substring(1);
    Set<String> names = Set.of(property, "get" + capitalized, "is" + capitalized);
    Element found = null;
    for (Element e : type.getEnclosedElements()) {
      boolean candidate = e.getKind() == ElementKind.FIELD || e.getKind() == ElementKind.RECORD_COMPONENT
          ? e.getSimpleName().contentEquals(property)
          : e.getKind() == ElementKind.METHOD && names.contains(e.getSimpleName().toString());
      if (candidate && Annotations.find(e, annotation).isPresent()) {
        if (e.getKind() == ElementKind.RECORD_COMPONENT) {
          return e;
        }
        found = found == null ? e : found;
      }
    }
    return found == null ? type : found;
  }
}
