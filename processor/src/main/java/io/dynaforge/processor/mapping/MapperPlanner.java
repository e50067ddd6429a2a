package io.dynaforge.processor.mapping;

import com.palantir.javapoet.ClassName;
import io.dynaforge.processor.mapping.MapperPlan.Decomposition;
import io.dynaforge.processor.mapping.MapperPlan.MemberPlan;
import io.dynaforge.processor.mapping.MapperPlan.PathConstant;
import io.dynaforge.processor.mapping.MapperPlan.RoutePattern;
import io.dynaforge.processor.mapping.PropertyPlan.ReadRoute;
import io.dynaforge.processor.mapping.PropertyPlan.WriteRoute;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.util.ConstantNames;
import io.dynaforge.processor.util.UniqueNames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Plans a {@code <Type>_Mapper} from its model: a pure function of the {@link EntityModel}, run once
 * per model before the mapper is written. It assumes a valid model.
 */
public final class MapperPlanner {

  /** The identifiers the generated methods declare or refer to themselves; property locals avoid them. */
  public static final List<String> FIXED = List.of("item", "av", "entity", "copy", "now", "version",
      "sortKeyValue", "Paths", "MetadataHolder", "INSTANCE");

  private MapperPlanner() {}

  public static MapperPlan plan(EntityModel model) {
    return new Planning(model).plan();
  }

  /** The state of one planning: the allocators, and the plans built so far. */
  private static final class Planning {
    private final EntityModel model;
    private final Map<PropertyModel, String> locals = new IdentityHashMap<>();
    private final Map<KeyTemplate, String> partsLocals = new IdentityHashMap<>();
    private final Map<PropertyModel, String> absentLocals = new IdentityHashMap<>();
    private final Map<PropertyModel, String> pathNames = new IdentityHashMap<>();
    private final Map<PropertyModel, String> memberScopes = new IdentityHashMap<>();
    private final UniqueNames pathAllocator = new UniqueNames();
    private final List<PathConstant> paths = new ArrayList<>();
    private final List<RoutePattern> routes = new ArrayList<>();
    private final Map<EntityModel, MemberPlan> members = new IdentityHashMap<>();

    Planning(EntityModel model) {
      this.model = model;
    }

    MapperPlan plan() {
      allocateLocals(model);
      allocatePaths(model, "");
      listPaths(model, "");
      allocateRoutes(model, "");
      Set<String> reserved = new HashSet<>(FIXED);
      reserved.addAll(locals.values());
      reserved.addAll(partsLocals.values());
      Map<PropertyModel, PropertyPlan> properties = new IdentityHashMap<>();
      planProperties(model, properties);
      planMembers(model);
      Map<ClassName, String> converters = new LinkedHashMap<>();
      collectConverters(model, reserved, converters);
      return new MapperPlan(model, Collections.unmodifiableMap(properties), Collections.unmodifiableMap(members),
          List.copyOf(paths), List.copyOf(routes), decompositions(), Collections.unmodifiableMap(partsLocals),
          Set.copyOf(reserved), Collections.unmodifiableMap(converters));
    }

    /**
     * Locals per model (the entity and each flattened member) after {@link MapperPlanner#FIXED}, so a property
     * called {@code item} or {@code entity} gets {@code item_}.
     */
    private void allocateLocals(EntityModel m) {
      UniqueNames names = new UniqueNames();
      FIXED.forEach(names::newName);
      for (KeyTemplate t : m.templates()) {
        partsLocals.put(t, names.newName(t.methodName() + "Parts"));
      }
      for (PropertyModel p : m.properties()) {
        locals.put(p, names.newName(p.name()));
        if (p.flattened() != null) {
          allocateLocals(p.flattened().type());
        }
      }
      for (KeyTemplate t : m.templates()) {
        for (PropertyModel p : placeholders(m, t)) {
          if (p.isPrimitive() && p.derived() == null && !absentLocals.containsKey(p)) {
            absentLocals.put(p, names.newName(p.name() + "Absent"));
          }
        }
      }
    }

    /**
     * The {@code Paths} constant of each read property: upper snake case of its scoped name, made
     * unique per mapper ({@code fooBar} and {@code foo_bar} both spell {@code FOO_BAR}; the second
     * becomes {@code FOO_BAR_}).
     */
    private void allocatePaths(EntityModel m, String scope) {
      for (PropertyModel p : m.properties()) {
        if (p.flattened() != null) {
          memberScopes.put(p, scope + capitalize(p.name()));
          allocatePaths(p.flattened().type(), scope + capitalize(p.name()));
        } else if (p.derived() == null) {
          pathNames.put(p, pathAllocator.newName(ConstantNames.of(scope + capitalize(p.name()))));
        }
      }
    }

    private void listPaths(EntityModel m, String scope) {
      for (PropertyModel p : m.properties()) {
        if (p.flattened() != null) {
          listPaths(p.flattened().type(), scope + capitalize(p.name()));
        } else if (p.derived() == null) { // a derived placeholder is never read from the item
          String property = scope.isEmpty() ? p.name() : decapitalize(scope) + "." + p.name();
          paths.add(new PathConstant(pathNames.get(p), model.simpleName(), property, p.attributeName()));
        }
      }
    }

    /** Routing patterns after every path, innermost member first (the order the read methods are written). */
    private void allocateRoutes(EntityModel m, String scope) {
      for (PropertyModel p : m.properties()) {
        if (p.flattened() == null) {
          continue;
        }
        String memberScope = scope + capitalize(p.name());
        allocateRoutes(p.flattened().type(), memberScope);
        String regex = p.flattened().regex();
        if (!regex.isEmpty() && routes.stream().noneMatch(r -> r.scope().equals(memberScope))) {
          routes.add(new RoutePattern(memberScope, pathAllocator.newName("ROUTE_" + ConstantNames.of(memberScope)),
              regex));
        }
      }
    }

    private void planProperties(EntityModel m, Map<PropertyModel, PropertyPlan> plans) {
      for (PropertyModel p : m.properties()) {
        Codecs.ItemCall reader = p.derived() == null && p.flattened() == null && !p.isPrimitive()
            ? Codecs.itemReader(p.mapping()) : null;
        ReadRoute read;
        if (p.derived() != null) {
          read = ReadRoute.DERIVED;
        } else if (p.flattened() != null) {
          read = ReadRoute.FLATTENED;
        } else if (reader != null) {
          read = ReadRoute.ONE_CALL;
        } else if (Codecs.readsMissing(p.mapping())) {
          read = ReadRoute.READS_MISSING;
        } else if (absentLocals.containsKey(p)) {
          read = ReadRoute.ABSENT_FLAGGED;
        } else {
          read = ReadRoute.NULL_CHECKED;
        }
        Codecs.ItemCall writer = p.derived() == null && p.flattened() == null && !p.isPrimitive()
            ? Codecs.itemWriter(p.mapping()) : null;
        WriteRoute write;
        if (p.derived() != null) {
          write = WriteRoute.DERIVED;
        } else if (p.flattened() != null) {
          write = WriteRoute.FLATTENED;
        } else if (writer != null) {
          write = WriteRoute.ONE_CALL;
        } else if (p.isPrimitive()) {
          write = p.timeToLive() != null ? WriteRoute.PRIMITIVE_TIME_TO_LIVE : WriteRoute.PRIMITIVE;
        } else if (p.mapping() instanceof TypeMapping.NativeSet) {
          write = WriteRoute.NON_EMPTY_SET;
        } else {
          write = WriteRoute.NULL_CHECKED;
        }
        plans.put(p, new PropertyPlan(p, locals.get(p), pathNames.get(p), absentLocals.get(p), read, write,
            reader, writer, memberScopes.get(p)));
        if (p.flattened() != null) {
          planProperties(p.flattened().type(), plans);
        }
      }
    }

    private MemberPlan planMembers(EntityModel m) {
      MemberPlan known = members.get(m);
      if (known != null) {
        return known;
      }
      boolean routes = false;
      boolean usesAv = false;
      for (PropertyModel p : m.properties()) {
        if (p.flattened() != null) {
          routes |= p.flattened().isRouted() | planMembers(p.flattened().type()).routesBySortKey();
        } else if (p.derived() == null && !Codecs.readsMissing(p.mapping())
            && (p.isPrimitive() || Codecs.itemReader(p.mapping()) == null)) {
          usesAv = true;
        }
      }
      MemberPlan plan = new MemberPlan(routes, usesAv);
      members.put(m, plan);
      return plan;
    }

    /**
     * Placeholders are filled from the composed template values: a {@code @Derived} placeholder
     * (never stored, so still unset) the first time a template has it, any other only when its own
     * attribute was absent.
     */
    private List<Decomposition> decompositions() {
      List<Decomposition> result = new ArrayList<>();
      Set<String> filled = new HashSet<>();
      for (KeyTemplate t : model.templates()) {
        List<PropertyModel> fill = placeholders(model, t);
        if (fill.isEmpty()) {
          continue;
        }
        List<PropertyModel> fromKey = fill.stream()
            .filter(p -> p.derived() != null && !filled.contains(p.name())).toList();
        fromKey.forEach(p -> filled.add(p.name()));
        result.add(new Decomposition(t, partsLocals.get(t), fill, fromKey));
      }
      return List.copyOf(result);
    }

    /** The converter constants: {@code CONVERTER_MONEY}, or with underscores appended around a reserved name. */
    private static void collectConverters(EntityModel m, Set<String> reserved, Map<ClassName, String> into) {
      for (PropertyModel p : m.properties()) {
        if (p.flattened() != null) {
          collectConverters(p.flattened().type(), reserved, into);
        } else {
          collectConverters(p.mapping(), reserved, into);
        }
      }
    }

    private static void collectConverters(TypeMapping mapping, Set<String> reserved, Map<ClassName, String> into) {
      if (mapping instanceof TypeMapping.Converted c) {
        into.computeIfAbsent(c.converter(), k -> {
          String name = "CONVERTER_" + String.join("_", k.simpleNames()).toUpperCase(Locale.ROOT);
          while (reserved.contains(name)) {
            name = name + "_";
          }
          return name;
        });
      } else if (mapping instanceof TypeMapping.ListOf list) {
        collectConverters(list.element(), reserved, into);
      } else if (mapping instanceof TypeMapping.MapOf map) {
        collectConverters(map.value(), reserved, into);
      } else if (mapping instanceof TypeMapping.NativeSet set) {
        collectConverters(set.element(), reserved, into);
      }
    }
  }

  /** The properties of a template's placeholders, in template order. */
  public static List<PropertyModel> placeholders(EntityModel model, KeyTemplate t) {
    List<PropertyModel> result = new ArrayList<>();
    for (String name : t.placeholders()) {
      result.add(model.property(name).orElseThrow());
    }
    return result;
  }

  private static String capitalize(String s) {
    return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String decapitalize(String s) {
    return s.isEmpty() ? s : Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }
}
