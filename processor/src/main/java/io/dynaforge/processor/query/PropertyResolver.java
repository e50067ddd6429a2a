package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Resolves the property text of a method name ({@code MatchDate}, {@code AddressCity},
 * {@code Address_City}) to a path of properties: nested maps and flattened {@code @Embedded}
 * members included.
 */
public final class PropertyResolver {

  /** How deep "did you mean" hints look into nested types. */
  private static final int HINT_DEPTH = 3;

  private final Map<String, EntityModel> nestedModels;

  /** @param nestedModels the models of the nested types reachable from the entity, by qualified name */
  public PropertyResolver(Map<String, EntityModel> nestedModels) {
    this.nestedModels = nestedModels;
  }

  /**
   * The resolved path, or null when no property matches. A key attribute a base-table template
   * composes ({@code Pk}, {@code Sk}) resolves too, to its composed String value.
   */
  public ResolvedProperty resolve(EntityModel model, String text) {
    PropertyModel column = model.property(decapitalize(text)).isEmpty()
        ? model.keyColumn(decapitalize(text)).orElse(null) : null;
    if (column != null) {
      return toResolved(List.of(column));
    }
    List<PropertyModel> chain = new ArrayList<>();
    if (text.contains("_")) {
      EntityModel current = model;
      for (String segment : text.split("_")) {
        if (current == null) {
          return null;
        }
        PropertyModel p = current.property(decapitalize(segment)).orElse(null);
        if (p == null) {
          return null;
        }
        chain.add(p);
        current = navigate(p);
      }
      return toResolved(chain);
    }
    return resolve(model, text, chain) ? toResolved(chain) : null;
  }

  private boolean resolve(EntityModel model, String text, List<PropertyModel> chain) {
    PropertyModel whole = model.property(decapitalize(text)).orElse(null);
    if (whole != null) {
      chain.add(whole);
      return true;
    }
    for (int split = text.length() - 1; split > 0; split--) {
      if (!Character.isUpperCase(text.charAt(split))) {
        continue;
      }
      PropertyModel head = model.property(decapitalize(text.substring(0, split))).orElse(null);
      EntityModel next = head == null ? null : navigate(head);
      if (next != null) {
        chain.add(head);
        if (resolve(next, text.substring(split), chain)) {
          return true;
        }
        chain.remove(chain.size() - 1);
      }
    }
    return false;
  }

  private EntityModel navigate(PropertyModel p) {
    if (p.flattened() != null) {
      return p.flattened().type();
    }
    if (p.mapping() instanceof TypeMapping.Nested n) {
      return nestedModels.get(n.javaType().canonicalName());
    }
    return null;
  }

  private static ResolvedProperty toResolved(List<PropertyModel> chain) {
    List<String> attributes = new ArrayList<>();
    for (PropertyModel p : chain) {
      if (p.flattened() == null) {
        attributes.add(p.attributeName());
      }
    }
    return new ResolvedProperty(chain, attributes);
  }

  /**
   * Every property path of a model as a method name spells it ({@code Status}, {@code AddressCity}),
   * through flattened members and nested maps, for "did you mean" hints.
   */
  public List<String> names(EntityModel model) {
    List<String> names = new ArrayList<>();
    collectNames(model, "", 0, names);
    model.keyColumns().forEach(c -> names.add(capitalize(c.name())));
    return names;
  }

  private void collectNames(EntityModel model, String prefix, int depth, List<String> into) {
    for (PropertyModel p : model.properties()) {
      String name = prefix + capitalize(p.name());
      into.add(name);
      EntityModel next = navigate(p);
      if (next != null && depth < HINT_DEPTH) {
        collectNames(next, name, depth + 1, into);
      }
    }
  }

  public static String decapitalize(String s) {
    if (s.isEmpty()) {
      return s;
    }
    if (s.length() > 1 && Character.isUpperCase(s.charAt(1)) && Character.isUpperCase(s.charAt(0))) {
      return s; // JavaBeans: URL stays URL
    }
    return s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
  }

  public static String capitalize(String s) {
    return s.isEmpty() ? s : s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
  }
}
