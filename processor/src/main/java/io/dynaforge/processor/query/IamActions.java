package io.dynaforge.processor.query;

import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.RepositoryModel;
import java.util.Collections;
import java.util.Comparator;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The IAM actions a repository's methods need, and on which table or index: the one place that maps a
 * {@link MethodPlan} to what its requests are allowed to do. The access-pattern report lists each
 * method's permissions from here, and the repository's least-privilege policy
 * ({@code META-INF/dynaforge/iam/<Repository>.json}, and its {@code AWS::IAM::ManagedPolicy} in the
 * CloudFormation template) is their union, so the two cannot drift.
 *
 * <p>What the runtime sends, by plan:
 * <ul>
 *   <li>a derived method or a {@code @Query}: its GetItem, Query or Scan, on the index it reads (or the
 *       table); an item collection's fixed finders: Query;
 *   <li>an {@code @Update}: UpdateItem (a failed condition is reported without a read);
 *   <li>a PartiQL statement: {@code dynamodb:PartiQLSelect}, {@code PartiQLInsert}, {@code PartiQLUpdate}
 *       or {@code PartiQLDelete} by its verb, on the table (and index) the statement names, since it is
 *       sent as written (a statement that names no table the reading recognises: the repository's table;
 *       a verb that is none of those four, which DynamoDB rejects: nothing);
 *   <li>an inherited CRUD method: its operation ({@code findAllById} BatchGetItem, {@code deleteAllById}
 *       BatchWriteItem, {@code findAll()}/{@code count()} Scan, ...); {@code deleteAll()} Scans, then
 *       deletes what it read as {@code deleteAll(entities)} does: BatchWriteItem, or one DeleteItem each
 *       for a {@code @Version} entity. {@code saveAll} of an entity with neither {@code @Version} nor
 *       {@code @AtomicCounter} is BatchWriteItem, and PutItem too: which extensions are registered, and
 *       whether one adds a write condition (then each entity is one PutItem), only the run time knows.
 *       A write of a {@code @Version} entity whose condition fails while
 *       an extension added a condition of its own reads the stored version with a consistent GetItem to
 *       tell which one failed, so save, saveAll, update(entity), delete and the deleteAlls of such an
 *       entity also need GetItem.
 * </ul>
 * A custom fragment's methods are its implementation's: it decides what they send, and nothing is
 * granted for them. No repository method sends DescribeTable or a transaction.
 */
public final class IamActions {

  /** The prefix of every action granted. */
  public static final String SERVICE = "dynamodb:";

  /**
   * A table, an index of it, or its stream, that requests go to; ordered by table, the table before its
   * indexes, its stream last.
   *
   * @param table the logical table
   * @param index the index, or null for the table itself or its stream
   * @param stream whether the requests go to the table's stream (whatever its label: {@code stream/*})
   */
  public record Resource(String table, String index, boolean stream) implements Comparable<Resource> {

    private static final Comparator<Resource> ORDER = Comparator.comparing(Resource::table)
        .thenComparing(Resource::stream)
        .thenComparing(Resource::index, Comparator.nullsFirst(Comparator.naturalOrder()));

    /** A table ({@code index} null) or an index of it. */
    public Resource(String table, String index) {
      this(table, index, false);
    }

    /** The stream of a table. */
    public static Resource streamOf(String table) {
      return new Resource(table, null, true);
    }

    /**
     * The resource part of its ARN after {@code table/<table>}: nothing, {@code /index/<index>}, or
     * {@code /stream/*}.
     */
    public String suffix() {
      return stream ? "/stream/*" : index == null ? "" : "/index/" + index;
    }

    /** The resource part of its ARN: {@code table/<table>}, then {@link #suffix()}. */
    public String path() {
      return "table/" + table + suffix();
    }

    /** The resource of an ARN's resource part ({@link #path()}), or null when it is not one. */
    public static Resource ofPath(String path) {
      if (!path.startsWith("table/")) {
        return null;
      }
      String rest = path.substring("table/".length());
      if (rest.endsWith("/stream/*")) {
        return streamOf(rest.substring(0, rest.length() - "/stream/*".length()));
      }
      int index = rest.indexOf("/index/");
      return index < 0 ? new Resource(rest, null)
          : new Resource(rest.substring(0, index), rest.substring(index + "/index/".length()));
    }

    @Override
    public int compareTo(Resource other) {
      return ORDER.compare(this, other);
    }
  }

  private IamActions() {}

  /** Every action a repository's methods need, by resource: the union of its methods' ({@link #of(MethodPlan, RepositoryModel)}). */
  public static SortedMap<Resource, SortedSet<String>> of(PlannedRepository planned) {
    SortedMap<Resource, SortedSet<String>> all = new TreeMap<>();
    if (planned.model().itemCollection()) {
      add(all, itemCollectionFinder(planned.model().collection()));
    }
    for (MethodPlan plan : planned.methods()) {
      add(all, of(plan, planned.model()));
    }
    return unmodifiable(all);
  }

  /** What one method needs, by resource; nothing for a custom fragment. */
  public static SortedMap<Resource, SortedSet<String>> of(MethodPlan plan, RepositoryModel repository) {
    SortedMap<Resource, SortedSet<String>> grants = new TreeMap<>();
    if (plan instanceof DerivedPlan d) {
      AccessPlan access = d.access();
      grant(grants, new Resource(access.tableName(), access.indexName()), access.operation().display());
    } else if (plan instanceof DeclaredQueryPlan q) {
      grant(grants, new Resource(q.tableName(), q.indexName()), q.operation());
    } else if (plan instanceof UpdatePlan u) {
      grant(grants, new Resource(u.tableName(), null), "UpdateItem");
    } else if (plan instanceof PartiQlPlan p) {
      PartiQlTarget target = PartiQlTarget.of(p.statement());
      Resource resource = target.table() == null ? new Resource(p.tableName(), null)
          : new Resource(target.table(), target.index());
      if (target.action() != null) {
        grant(grants, resource, target.action());
      }
    } else if (plan instanceof CrudPlan crud) {
      crud(grants, crud, repository.entity());
    }
    return unmodifiable(grants);
  }

  /** An item collection's fixed finders ({@code findByPartitionKey}, ...): each one Query of the view's table or index. */
  public static SortedMap<Resource, SortedSet<String>> itemCollectionFinder(CollectionViewModel view) {
    SortedMap<Resource, SortedSet<String>> grants = new TreeMap<>();
    grant(grants, new Resource(view.tableName(), view.indexName()), "Query");
    return unmodifiable(grants);
  }

  /**
   * What a stream consumer of a table sends ({@code io.dynaforge.stream.StreamPoller}, as the starter
   * runs it for the table's {@code @StreamHandler}s): DescribeTable on the table, for its latest stream's
   * ARN; DescribeStream, GetShardIterator and GetRecords on that stream. {@code StreamConsumerPolicyTest}
   * (integration tests) records what the poller sends against moto and holds this to it.
   */
  public static SortedMap<Resource, SortedSet<String>> streamConsumer(String table) {
    SortedMap<Resource, SortedSet<String>> grants = new TreeMap<>();
    grant(grants, new Resource(table, null), "DescribeTable");
    for (String operation : new String[] {"DescribeStream", "GetShardIterator", "GetRecords"}) {
      grant(grants, Resource.streamOf(table), operation);
    }
    return unmodifiable(grants);
  }

  /**
   * What the DynamoDB checkpoint store ({@code CheckpointStore.dynamoDb}) sends to its table for the poller:
   * DescribeTable and CreateTable (it creates the table when missing, and waits until it is active), Query
   * (the poller loads a stream's checkpoints at once) and PutItem (a checkpoint saved); recorded like
   * {@link #streamConsumer}. The store's single-key {@code load} (GetItem) is not something the poller calls.
   */
  public static SortedMap<Resource, SortedSet<String>> checkpointStore(String table) {
    SortedMap<Resource, SortedSet<String>> grants = new TreeMap<>();
    for (String operation : new String[] {"CreateTable", "DescribeTable", "PutItem", "Query"}) {
      grant(grants, new Resource(table, null), operation);
    }
    return unmodifiable(grants);
  }

  /** Adds every grant of {@code grants} to {@code into}. */
  public static void addAll(SortedMap<Resource, SortedSet<String>> into, Map<Resource, SortedSet<String>> grants) {
    add(into, grants);
  }

  private static void crud(SortedMap<Resource, SortedSet<String>> grants, CrudPlan plan, EntityModel entity) {
    Resource table = new Resource(entity.tableName(), null);
    boolean versioned = entity.versionProperty().isPresent();
    grant(grants, table, plan.operation());
    boolean entityWrite = switch (plan.name() + "/" + plan.parameterTypes().size()) {
      case "save/1", "saveAll/1", "update/1", "delete/1", "deleteAll/1", "deleteAll/0" -> true;
      default -> false;
    };
    if (plan.name().equals("deleteAll") && plan.scan()) {
      // then deletes what the Scan read, as deleteAll(entities)
      grant(grants, table, versioned ? "DeleteItem" : "BatchWriteItem");
    }
    if (plan.name().equals("saveAll") && plan.operation().equals("BatchWriteItem")) {
      // an extension that adds a write condition (registered at run time) makes it one PutItem each
      grant(grants, table, "PutItem");
    }
    if (entityWrite && versioned) {
      grant(grants, table, "GetItem"); // the consistent read that tells a version conflict from another condition
    }
  }

  private static void grant(SortedMap<Resource, SortedSet<String>> grants, Resource resource, String operation) {
    grants.computeIfAbsent(resource, r -> new TreeSet<>()).add(SERVICE + operation);
  }

  private static void add(SortedMap<Resource, SortedSet<String>> into, Map<Resource, SortedSet<String>> grants) {
    grants.forEach((resource, actions) -> into.computeIfAbsent(resource, r -> new TreeSet<>()).addAll(actions));
  }

  private static SortedMap<Resource, SortedSet<String>> unmodifiable(SortedMap<Resource, SortedSet<String>> grants) {
    SortedMap<Resource, SortedSet<String>> copy = new TreeMap<>();
    grants.forEach((resource, actions) -> copy.put(resource, Collections.unmodifiableSortedSet(new TreeSet<>(actions))));
    return Collections.unmodifiableSortedMap(copy);
  }
}
