package io.dynaforge.schema;

import io.dynaforge.core.engine.ItemRewrites;
import io.dynaforge.mapping.DerivedColumn;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attributes of an entity's items that the mapper derives rather than stores as given: its template
 * columns other than the base key (sparse ones included), the attributes it writes that secondary
 * indexes are keyed on, and its {@code @TimeToLive} attribute. For a stored item it tells whether they
 * hold what a {@code save} of the entity {@code findById} returns for it would write (the item read into an
 * entity through the template's read path, the entity written into an item through the stages of a put that
 * make the stored item: {@link ItemRewrites#savedForm}), and if not, the {@link Rewrite} that puts them right.
 *
 * <p>A rewrite is conditioned on everything it was computed from: the read image of its
 * {@link #inputs()} (every derived attribute and every stored attribute a template column is composed
 * from, and, when the template has extensions or entity callbacks, which may compute a column from any
 * attribute, every attribute the entity maps and every one the extensions' {@code afterRead} reads: {@link
 * ItemRewrites#hookInputs}; each equal to what was read, or absent as it was) and the stored {@code @Version} (equal, or
 * absent as it was). The version alone would not do: an item deleted and written again at the same
 * version (a delete and a re-create, a TTL expiry and a new write) between the read and the rewrite
 * passes it, and would be given columns computed from the item that was deleted. The version stays in the
 * condition, so a rewrite lands only on the version it read (a versioned kind's writers bump it with
 * every write, so such a rewrite is re-read and recomputed even when no input changed). The inputs
 * are the only attributes a rewrite's values depend on and the only ones it writes, so a concurrent write
 * of any of them fails the condition, while one of any other attribute cannot be overwritten by a
 * rewrite that does not name it. The condition is bounded by the model (at most one comparison per
 * input and the version), not by the item, which keeps it far inside DynamoDB's limits on expressions
 * (4 KB, 300 operators) whatever the item holds.
 */
final class DerivedAttributes<T> implements Rewriter<DerivedAttributes.Rewrite> {

  /** What a rewrite sets and removes, and the condition it is sent under (an absent attribute maps to null). */
  record Rewrite(Map<String, AttributeValue> set, Set<String> remove, Map<String, AttributeValue> expected) {}

  /** The derived attributes an item lacks or holds wrong ({@code set}) and those it should not hold ({@code remove}). */
  record Changes(Map<String, AttributeValue> set, Set<String> remove) {}

  private final EntityMapper<T> mapper;
  /** The item a save of the entity read from a stored item stores; {@code null} when the read leaves it out. */
  private final Function<Map<String, AttributeValue>, Map<String, AttributeValue>> savedForm;
  private final Set<String> derived;
  private final Set<String> inputs;

  /**
   * The derived attributes of the kind of {@code items}, computed through its template's read and write
   * stages ({@link ItemRewrites#savedForm}), every attribute those stages may read being an input.
   */
  static <T> DerivedAttributes<T> of(ItemRewrites<T> items) {
    return new DerivedAttributes<>(items.mapper(), items.indexKeyAttributes(), items::savedForm, items.hookInputs());
  }

  /** Of a mapper alone, without a template: an item read into an entity and written back by the mapper. */
  DerivedAttributes(EntityMapper<T> mapper, Set<String> indexKeyAttributes) {
    this(mapper, indexKeyAttributes, item -> mapper.toItem(mapper.fromItem(item)), Set.of());
  }

  private DerivedAttributes(EntityMapper<T> mapper, Set<String> indexKeyAttributes,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> savedForm, Set<String> hookInputs) {
    this.mapper = mapper;
    this.savedForm = savedForm;
    EntityMetadata metadata = mapper.metadata();
    Set<String> keys = new LinkedHashSet<>();
    for (KeyAttribute key : metadata.keyAttributes()) {
      keys.add(key.attributeName());
    }
    Set<String> derived = new LinkedHashSet<>();
    Set<String> inputs = new LinkedHashSet<>();
    for (DerivedColumn column : mapper.derivedColumns()) {
      if (column.baseKey()) {
        continue; // the item's own key: never rewritten (a changed one is another item)
      }
      derived.add(column.column());
      for (String attribute : column.attributes()) {
        if (!attribute.isEmpty()) {
          inputs.add(attribute);
        }
      }
    }
    for (String attribute : indexKeyAttributes) {
      if (metadata.attributeNames().contains(attribute)) { // written by this entity, not only by another kind
        derived.add(attribute);
      }
    }
    if (metadata.timeToLiveAttribute() != null) {
      derived.add(metadata.timeToLiveAttribute());
    }
    derived.removeAll(keys);
    inputs.addAll(derived);
    inputs.addAll(hookInputs);
    inputs.removeAll(keys);
    inputs.remove(metadata.versionAttribute()); // conditioned on its own, first
    this.derived = java.util.Collections.unmodifiableSet(derived); // in model order: requests are repeatable
    this.inputs = java.util.Collections.unmodifiableSet(inputs);
  }

  /** The attributes compared and rewritten. */
  Set<String> derived() {
    return derived;
  }

  @Override
  public boolean rewritesAnything() {
    return !derived.isEmpty();
  }

  /** The entity's version attribute, or {@code null}. */
  String versionAttribute() {
    return mapper.metadata().versionAttribute();
  }

  /** The attributes whose read image conditions every rewrite (with the version, for a versioned kind). */
  Set<String> inputs() {
    return inputs;
  }

  /**
   * The rewrite that gives the stored item the derived attributes the mapper writes; {@code null} when it
   * already has them.
   *
   * @throws RuntimeException when the item cannot be read into an entity or written back (a mapping
   *     failure, e.g. a null placeholder of a template that is not sparse)
   */
  @Override
  public Rewrite rewriteOf(Map<String, AttributeValue> stored) {
    Changes changes = changes(stored);
    return changes == null ? null : new Rewrite(changes.set(), changes.remove(), expected(stored));
  }

  @Override
  public boolean send(ItemRewrites<?> items, Map<String, AttributeValue> key, Rewrite rewrite) {
    return items.rewrite(key, rewrite.set(), rewrite.remove(), rewrite.expected());
  }

  /**
   * What the derived attributes of the item (as stored, plaintext) need to hold what a save of the entity read
   * from it would store; {@code null} when they already do, or when the read leaves the item out (expired, or
   * skipped by an extension: {@code findById} finds nothing there to save).
   *
   * @throws RuntimeException when the item cannot be read into an entity or written back
   */
  Changes changes(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> written = savedForm.apply(item);
    if (written == null) {
      return null;
    }
    Map<String, AttributeValue> set = new LinkedHashMap<>();
    Set<String> remove = new LinkedHashSet<>();
    for (String attribute : derived) {
      AttributeValue now = written.get(attribute);
      AttributeValue before = item.get(attribute);
      if (now == null ? before != null : !now.equals(before)) {
        if (now == null) {
          remove.add(attribute);
        } else {
          set.put(attribute, now);
        }
      }
    }
    return set.isEmpty() && remove.isEmpty() ? null : new Changes(set, remove);
  }

  /** The condition of a rewrite of the stored item: its version and every input, as read (null: absent). */
  private Map<String, AttributeValue> expected(Map<String, AttributeValue> stored) {
    Map<String, AttributeValue> expected = new LinkedHashMap<>();
    String version = mapper.metadata().versionAttribute();
    if (version != null) {
      expected.put(version, stored.get(version));
    }
    for (String attribute : inputs) {
      expected.put(attribute, stored.get(attribute));
    }
    return expected;
  }
}
