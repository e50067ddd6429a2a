package io.dynaforge.processor.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The encryption SDK's action for each attribute an entity writes: {@code @Encrypted} properties
 * {@code ENCRYPT_AND_SIGN}, {@code @Unsigned} ones {@code DO_NOTHING}, every other attribute (keys and
 * template columns included) {@code SIGN_ONLY}. A flattened {@code @Embedded} member's attributes are
 * top-level attributes of the item: each takes its own annotation, or the member's.
 */
public final class EncryptionActions {

  private EncryptionActions() {}

  /** One stored attribute's action and the property that decides it (null for a template column). */
  public record Action(String attribute, AttributeAction action, PropertyModel property) {}

  /** Whether the entity writes an {@code @Encrypted} attribute: its kind, and its table, are then encrypted. */
  public static boolean encrypted(EntityModel entity) {
    return of(entity).stream().anyMatch(a -> a.action() == AttributeAction.ENCRYPT_AND_SIGN);
  }

  /** The action of every attribute the entity writes, in {@link EntityModel#attributeNames()} order. */
  public static List<Action> of(EntityModel entity) {
    Map<String, Action> actions = new LinkedHashMap<>();
    collect(entity, null, actions);
    for (KeyTemplate t : entity.templates()) {
      actions.putIfAbsent(t.column(), new Action(t.column(), AttributeAction.SIGN_ONLY, null));
    }
    return new ArrayList<>(actions.values());
  }

  private static void collect(EntityModel entity, AttributeAction inherited, Map<String, Action> into) {
    for (PropertyModel p : entity.properties()) {
      if (p.derived() != null) {
        continue;
      }
      AttributeAction own = action(p);
      AttributeAction action = own != null ? own : inherited;
      if (p.flattened() != null) {
        collect(p.flattened().type(), action, into);
      } else {
        into.putIfAbsent(p.attributeName(),
            new Action(p.attributeName(), action == null ? AttributeAction.SIGN_ONLY : action, p));
      }
    }
  }

  /** What the property's own annotations ask for, or null when it has neither. */
  public static AttributeAction action(PropertyModel p) {
    if (p.encrypted() != null) {
      return AttributeAction.ENCRYPT_AND_SIGN;
    }
    return p.unsigned() != null ? AttributeAction.DO_NOTHING : null;
  }
}
