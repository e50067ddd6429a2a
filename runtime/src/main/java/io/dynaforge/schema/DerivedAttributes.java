package io.dynaforge.schema;

import io.dynaforge.mapping.DerivedColumn;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The attributes of an entity's items that the mapper derives rather than stores as given: its template
 * columns other than the base key (sparse ones included), the attributes it writes that secondary
 * indexes are keyed on, and its {@code @TimeToLive} attribute. For a stored item it tells whether they
 * hold what the current mapper writes (the item read into an entity, the entity written into an item),
 * and if not, the {@link Rewrite} that puts them right.
 *
 * <p>A rewrite is conditioned on what it was computed from: the stored {@code @Version} of a versioned
 * item; otherwise (and for a versioned item stored without a version) the read image of its
 * {@link #inputs()}, every derived attribute and every attribute a template column is composed from,
 * each equal to what was read or absent as it was. Those are the only attributes a rewrite's values
 * depend on, and the only ones it writes, so a concurrent write of any of them fails the condition,
 * while one of any other attribute cannot be overwritten by a rewrite that does not name it. The
 * condition is bounded by the model (at most one comparison per input), not by the item, which keeps it
 * far inside DynamoDB's limits on expressions (4 KB, 300 operators) whatever the item holds.
 */
final class DerivedAttributes<T> {

  /** What a rewrite sets and removes, and the condition it is sent under (an absent attribute maps to null). */
  record Rewrite(Map<String, AttributeValue> set, Set<String> remove, Map<String, AttributeValue> expected) {}

  private final EntityMapper<T> mapper;
  private final Set<String> derived;
  private final Set<String> inputs;

  DerivedAttributes(EntityMapper<T> mapper, Set<String> indexKeyAttributes) {
    this.mapper = mapper;
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
    inputs.removeAll(keys);
    this.derived = java.util.Collections.unmodifiableSet(derived); // in model order: requests are repeatable
    this.inputs = java.util.Collections.unmodifiableSet(inputs);
  }

  /** The attributes compared and rewritten. */
  Set<String> derived() {
    return derived;
  }

  /** The attributes whose read image conditions a rewrite of an item without a stored version. */
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
  Rewrite rewriteOf(Map<String, AttributeValue> stored) {
    Map<String, AttributeValue> written = mapper.toItem(mapper.fromItem(stored));
    Map<String, AttributeValue> set = new LinkedHashMap<>();
    Set<String> remove = new LinkedHashSet<>();
    for (String attribute : derived) {
      AttributeValue now = written.get(attribute);
      AttributeValue before = stored.get(attribute);
      if (now == null ? before != null : !now.equals(before)) {
        if (now == null) {
          remove.add(attribute);
        } else {
          set.put(attribute, now);
        }
      }
    }
    if (set.isEmpty() && remove.isEmpty()) {
      return null;
    }
    return new Rewrite(set, remove, expected(stored));
  }

  private Map<String, AttributeValue> expected(Map<String, AttributeValue> stored) {
    Map<String, AttributeValue> expected = new LinkedHashMap<>();
    String version = mapper.metadata().versionAttribute();
    if (version != null && stored.get(version) != null) {
      expected.put(version, stored.get(version));
      return expected;
    }
    if (version != null) {
      expected.put(version, null);
    }
    for (String attribute : inputs) {
      expected.put(attribute, stored.get(attribute));
    }
    return expected;
  }
}
