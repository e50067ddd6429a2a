package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.Internal;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.KindPattern;
import io.dynaforge.mapping.MapperRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one rule of which items belong to which entity kind (API rule 1, kind isolation). An item is
 * of kind K when it has K's whole key shape ({@link EntityMapper#kindPattern()}) and no more specific
 * kind of the same logical table also has it (an entity without key templates owns every item): {@code ORDER#x#LINE#001} matches both
 * {@code ORDER#{orderId}} and {@code ORDER#{orderId}#LINE#{line:3}}, and is an order line. Every read,
 * count, delete and scan asks this class; scans also send the part of the rule DynamoDB can evaluate
 * ({@code begins_with}, {@code =}) as a filter, so that other kinds cost no transfer.
 */
@Internal
public final class Kinds {

  private final MapperRegistry mappers;
  /** Per entity: the kinds of its table that are more specific and may claim its items. */
  private final Map<EntityMapper<?>, Rivals> rivals = new ConcurrentHashMap<>();

  /** The rivals of one entity, as of a registry generation. */
  private record Rivals(int generation, List<EntityMapper<?>> mappers) {}

  /** The rule over the kinds a registry holds (the rivals of a kind are the registry's kinds of its table). */
  public Kinds(MapperRegistry mappers) {
    this.mappers = mappers;
  }

  /** Whether every item an entity's reads return is its own without any check (no shape, no rival). */
  boolean unconstrained(EntityMapper<?> mapper) {
    return mapper.kindPattern().isAny() && rivalsOf(mapper).isEmpty();
  }

  /** Whether the item is of the entity's kind. */
  public boolean owns(EntityMapper<?> mapper, Map<String, AttributeValue> item) {
    return new Ownership(mapper.kindPattern(), rivalsOf(mapper)).owns(item);
  }

  /**
   * The kind rule of one entity as the registry stands, its pattern and rivals looked up once, for
   * reading a page of items; {@code null} when the entity is {@link #unconstrained} (every item is its own).
   */
  Ownership ownership(EntityMapper<?> mapper) {
    List<EntityMapper<?>> rivals = rivalsOf(mapper);
    KindPattern pattern = mapper.kindPattern();
    return pattern.isAny() && rivals.isEmpty() ? null : new Ownership(pattern, rivals);
  }

  /** An entity's kind rule: its pattern matches the item, and no more specific kind's pattern does. */
  record Ownership(KindPattern pattern, List<EntityMapper<?>> rivals) {
    boolean owns(Map<String, AttributeValue> item) {
      if (!pattern.isAny() && !pattern.matches(item)) {
        return false;
      }
      for (EntityMapper<?> rival : rivals) {
        if (rival.kindPattern().matches(item)) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * The kind among {@code kinds} that owns the item (its key attributes suffice: kind patterns read only
   * the base table's key columns), by {@link #owns}: of several owners (an entity without key templates
   * owns every item) the most specific one. {@code null} when none owns it, or when two equally specific
   * kinds do (the rule does not guess). Stream decoding routes records with it.
   */
  public EntityMapper<?> owner(java.util.Collection<? extends EntityMapper<?>> kinds, Map<String, AttributeValue> item) {
    EntityMapper<?> best = null;
    boolean tie = false;
    for (EntityMapper<?> kind : kinds) {
      if (kind.metadata().isView() || !owns(kind, item)) {
        continue;
      }
      int specificity = kind.kindPattern().specificity();
      if (best == null || specificity > best.kindPattern().specificity()) {
        best = kind;
        tie = false;
      } else if (specificity == best.kindPattern().specificity()) {
        tie = true;
      }
    }
    return tie ? null : best;
  }

  /**
   * {@link #owner} for a fixed set of kinds, with the work that does not depend on the item done once:
   * the candidates ordered by specificity, and for each the rivals outside the set. Stream decoding
   * routes every record with it. Rebuilt when the registry changes.
   */
  public Router router(java.util.Collection<? extends EntityMapper<?>> kinds) {
    return new Router(List.copyOf(kinds));
  }

  /** The owner of an item among a fixed set of kinds, by the rule of {@link #owner}. */
  public final class Router {
    private final List<EntityMapper<?>> kinds;
    private volatile Plan plan;

    private Router(List<EntityMapper<?>> kinds) {
      this.kinds = kinds;
    }

    /** The candidates, most specific first, and each one's rivals the set does not hold. */
    private record Plan(int generation, EntityMapper<?>[] candidates, int[] specificity, boolean[] any,
        List<List<EntityMapper<?>>> outsideRivals, SoleColumn sole) {}

    /**
     * The owner lookup when every candidate constrains the same one column alone and no kind outside
     * the set is a rival (the usual single table, decoded or read with all its kinds: a plain partition
     * key and a sort-key template): the value is read once and tried against each pattern, most
     * specific first. The same rule as the general lookup, in a method small enough to inline.
     */
    private record SoleColumn(String attribute, KindPattern[] patterns, EntityMapper<?>[] kinds, int[] specificity) {

      static SoleColumn of(EntityMapper<?>[] candidates, int[] specificity, List<List<EntityMapper<?>>> outside) {
        String attribute = null;
        KindPattern[] patterns = new KindPattern[candidates.length];
        for (int i = 0; i < candidates.length; i++) {
          patterns[i] = candidates[i].kindPattern();
          String own = patterns[i].soleAttribute();
          if (own == null || (attribute != null && !attribute.equals(own)) || !outside.get(i).isEmpty()) {
            return null;
          }
          attribute = own;
        }
        return attribute == null ? null : new SoleColumn(attribute, patterns, candidates, specificity);
      }

      EntityMapper<?> owner(Map<String, AttributeValue> item) {
        AttributeValue value = item.get(attribute);
        String text = value == null ? null : value.s();
        if (text == null) {
          return null;
        }
        for (int i = 0; i < patterns.length; i++) {
          if (patterns[i].matchesValue(text)) {
            return tiedAfter(i, text) ? null : kinds[i];
          }
        }
        return null;
      }

      /** Whether a kind as specific as the matching {@code i} also matches: the rule does not guess. */
      private boolean tiedAfter(int i, String text) {
        for (int j = i + 1; j < patterns.length && specificity[j] == specificity[i]; j++) {
          if (patterns[j].matchesValue(text)) {
            return true;
          }
        }
        return false;
      }
    }

    /** The plan of the registry's current generation: a small method, inlined where items are routed. */
    private Plan plan() {
      Plan current = plan;
      int generation = mappers.generation();
      return current != null && current.generation() == generation ? current : replan(generation);
    }

    /** Orders the candidates and finds each one's outside rivals, once per registry generation. */
    private Plan replan(int generation) {
      List<EntityMapper<?>> ordered = new ArrayList<>();
      for (EntityMapper<?> kind : kinds) {
        if (!kind.metadata().isView()) {
          ordered.add(kind);
        }
      }
      ordered.sort((a, b) -> Integer.compare(b.kindPattern().specificity(), a.kindPattern().specificity()));
      int n = ordered.size();
      int[] specificity = new int[n];
      boolean[] any = new boolean[n];
      List<List<EntityMapper<?>>> outside = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        EntityMapper<?> kind = ordered.get(i);
        specificity[i] = kind.kindPattern().specificity();
        any[i] = kind.kindPattern().isAny();
        List<EntityMapper<?>> rivals = new ArrayList<>(rivalsOf(kind));
        rivals.removeAll(ordered);
        outside.add(List.copyOf(rivals));
      }
      EntityMapper<?>[] candidates = ordered.toArray(new EntityMapper<?>[0]);
      Plan current = new Plan(generation, candidates, specificity, any, outside,
          SoleColumn.of(candidates, specificity, outside));
      plan = current;
      return current;
    }

    /** The kind of the set that owns the item; null when none does or two equally specific ones do. */
    public EntityMapper<?> owner(Map<String, AttributeValue> item) {
      Plan p = plan();
      return p.sole() != null ? p.sole().owner(item) : anyOwner(p, item);
    }

    /** {@link #owner} by the general rule: kinds of several columns, kinds of any shape, outside rivals. */
    private EntityMapper<?> anyOwner(Plan p, Map<String, AttributeValue> item) {
      EntityMapper<?>[] candidates = p.candidates();
      boolean onlyAny = false; // a more specific kind of the table claims the item: only kinds without a shape own it
      for (int i = 0; i < candidates.length; i++) {
        if (onlyAny && !p.any()[i]) {
          continue;
        }
        if (!p.any()[i] && !candidates[i].kindPattern().matches(item)) {
          continue;
        }
        if (!ownsMatching(p, i, item)) {
          onlyAny = true; // it matched, but a more specific kind outside the set claims the item
          continue;
        }
        for (int j = i + 1; j < candidates.length && p.specificity()[j] == p.specificity()[i]; j++) {
          if (owns(p, j, item)) {
            return null; // two equally specific owners: the rule does not guess
          }
        }
        return candidates[i];
      }
      return null;
    }

    /**
     * Whether candidate {@code i} owns the item, given that every more specific candidate was tried
     * before: its pattern matches and no rival outside the set does.
     */
    private boolean owns(Plan p, int i, Map<String, AttributeValue> item) {
      return (p.any()[i] || p.candidates()[i].kindPattern().matches(item)) && ownsMatching(p, i, item);
    }

    /** {@link #owns} of a candidate whose pattern is known to match: no rival outside the set matches. */
    private boolean ownsMatching(Plan p, int i, Map<String, AttributeValue> item) {
      for (EntityMapper<?> rival : p.outsideRivals().get(i)) {
        if (rival.kindPattern().matches(item)) {
          return false;
        }
      }
      return true;
    }
  }

  /**
   * The other kinds of the entity's logical table whose items the rule gives to the entity as well:
   * every other kind when the entity has no key templates (it owns every item of the table), else the
   * kinds with exactly its key shape (neither is more specific). Empty when the rule tells the entity's
   * items from every other kind's. A caller that would write every item the entity owns (a backfill)
   * refuses such an entity.
   */
  public List<EntityMapper<?>> indistinguishable(EntityMapper<?> mapper) {
    if (mapper.metadata().isView()) {
      return List.of();
    }
    KindPattern pattern = mapper.kindPattern();
    String table = mapper.metadata().tableName();
    List<EntityMapper<?>> found = new ArrayList<>(2);
    for (EntityMapper<?> other : mappers.all()) {
      if (other != mapper && !other.metadata().isView() && other.type() != mapper.type()
          && other.metadata().tableName().equals(table) && (pattern.isAny() || other.kindPattern().equals(pattern))) {
        found.add(other);
      }
    }
    return found.isEmpty() ? List.of() : List.copyOf(found);
  }

  /** The more specific kind that would own the item, or null. */
  EntityMapper<?> claimant(EntityMapper<?> mapper, Map<String, AttributeValue> item) {
    for (EntityMapper<?> rival : rivalsOf(mapper)) {
      if (rival.kindPattern().matches(item)) {
        return rival;
      }
    }
    return null;
  }

  /**
   * Refuses, before anything is sent, a write or a read by key whose key another kind owns or that
   * does not have the entity's shape: the request would act on an item of another kind.
   */
  void requireOwnKey(EntityMapper<?> mapper, Map<String, AttributeValue> key, String operation, String table) {
    if (unconstrained(mapper) || owns(mapper, key)) {
      return;
    }
    EntityMapper<?> other = claimant(mapper, key);
    throw new InvalidDataAccessApiUsageException(operation + " of " + mapper.metadata().entityName() + " in table '"
        + table + "': the key " + AttributeValueConversions.describeKey(key)
        + (other != null ? " is the key of a " + other.metadata().entityName() + " (" + other.kindPattern()
            + "), a more specific kind of the same table"
            : " does not have the shape of " + mapper.metadata().entityName() + "'s key templates ("
                + mapper.kindPattern() + ")")
        + ", so it would act on an item of another kind. Nothing was sent. Change the placeholder values so that"
        + " they do not contain another kind's literals.");
  }

  /**
   * The query with the kind's server-side filter ANDed to its own, for a Scan of the base table:
   * {@code = constant} or {@code begins_with(leading literal)} per template column. A Query or an
   * index Scan is returned as it is (DynamoDB refuses filters on a Query's key attributes; the rows are
   * checked on the client either way).
   */
  DynamoDbQuery scanFilter(EntityMapper<?> mapper, DynamoDbQuery query) {
    KindPattern pattern = mapper.kindPattern();
    if (pattern.isAny() || !query.isScan() || query.indexName() != null || mapper.metadata().isView()) {
      return query;
    }
    StringBuilder filter = new StringBuilder();
    DynamoDbQuery.Builder builder = query.toBuilder();
    Set<String> names = new java.util.HashSet<>(query.names().keySet());
    Set<String> values = new java.util.HashSet<>(query.values().keySet());
    for (KindPattern.Column column : pattern.columns()) {
      String literal = column.constant() != null ? column.constant() : column.leadingLiteral();
      if (literal.isEmpty()) {
        continue;
      }
      String name = fresh("#dfkind", names);
      String value = fresh(":dfkind", values);
      names.add(name);
      values.add(value);
      builder.name(name, column.attribute()).value(value, AttributeValue.fromS(literal));
      if (filter.length() > 0) {
        filter.append(" AND ");
      }
      filter.append(column.constant() != null ? name + " = " + value : "begins_with(" + name + ", " + value + ")");
    }
    if (filter.length() == 0) {
      return query;
    }
    String own = query.filterExpression();
    return builder.filter(own == null ? filter.toString() : "(" + own + ") AND " + filter).build();
  }

  /**
   * Whether DynamoDB's own count ({@code Select COUNT}) of the query counts exactly the entity's items:
   * no kind may claim them instead, and either no template constrains them or the query is a base-table
   * Scan whose {@link #scanFilter} says exactly the whole shape (constants and single trailing
   * placeholders).
   */
  boolean serverCountIsExact(EntityMapper<?> mapper, DynamoDbQuery query) {
    if (!rivalsOf(mapper).isEmpty()) {
      return false;
    }
    KindPattern pattern = mapper.kindPattern();
    if (pattern.isAny()) {
      return true;
    }
    if (!query.isScan() || query.indexName() != null) {
      return false;
    }
    for (KindPattern.Column column : pattern.columns()) {
      if (column.constant() == null && column.exactPrefix() == null) {
        return false;
      }
    }
    return true;
  }

  /** The key attributes a client-side kind check reads: the constrained columns and every rival's. */
  Set<String> attributesChecked(EntityMapper<?> mapper) {
    Set<String> attributes = new java.util.LinkedHashSet<>();
    for (KindPattern.Column c : mapper.kindPattern().columns()) {
      attributes.add(c.attribute());
    }
    for (EntityMapper<?> rival : rivalsOf(mapper)) {
      for (KindPattern.Column c : rival.kindPattern().columns()) {
        attributes.add(c.attribute());
      }
    }
    return attributes;
  }

  private List<EntityMapper<?>> rivalsOf(EntityMapper<?> mapper) {
    if (mapper.metadata().isView()) {
      return List.of();
    }
    int generation = mappers.generation();
    Rivals known = rivals.get(mapper);
    if (known == null || known.generation() != generation) {
      known = new Rivals(generation, findRivals(mapper));
      rivals.put(mapper, known);
    }
    return known.mappers();
  }

  /**
   * The kinds of the same table whose patterns are more specific. An entity without key templates
   * has none: its items are every item (a generic row type with raw keys reads every kind on purpose).
   */
  private List<EntityMapper<?>> findRivals(EntityMapper<?> mapper) {
    if (mapper.kindPattern().isAny()) {
      return List.of();
    }
    String table = mapper.metadata().tableName();
    int specificity = mapper.kindPattern().specificity();
    List<EntityMapper<?>> found = new ArrayList<>(2);
    for (EntityMapper<?> other : mappers.all()) {
      if (other != mapper && !other.metadata().isView() && other.type() != mapper.type()
          && other.metadata().tableName().equals(table) && other.kindPattern().specificity() > specificity) {
        found.add(other);
      }
    }
    return found.isEmpty() ? List.of() : List.copyOf(found);
  }

  static String fresh(String base, Set<String> taken) {
    String candidate = base;
    for (int i = 1; taken.contains(candidate); i++) {
      candidate = base + i;
    }
    return candidate;
  }
}
