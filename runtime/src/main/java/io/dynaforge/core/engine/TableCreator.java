package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import io.dynaforge.mapping.EntityMetadata;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * {@code createTableRequests}/{@code createTables}: one CreateTable request per physical table
 * (entities sharing a table must agree on its keys), then polling until the table and its global
 * secondary indexes are ACTIVE. Every request goes through the template's executor ({@link TableRequests}).
 */
@Internal
public final class TableCreator {

  private static final long TABLE_POLL_MILLIS = 50;
  private static final Duration TABLE_TIMEOUT = Duration.ofMinutes(2);

  private final TemplateServices ctx;
  /** Sends the table requests through the template's executor. */
  private final TableRequests tables;

  public TableCreator(TemplateServices ctx, TableRequests tables) {
    this.ctx = ctx;
    this.tables = tables;
  }

  public List<CreateTableRequest> createTableRequests(Class<?>... types) {
    Map<String, CreateTableRequest> requests = new LinkedHashMap<>();
    Map<String, String> owners = new HashMap<>();
    Map<String, List<EntityMetadata>> views = views(types);
    for (Class<?> type : types) {
      EntityMetadata metadata = ctx.mapperFor(type).metadata();
      if (metadata.isView()) {
        continue; // its index is created with the table of its entity
      }
      String table = ctx.tableName(metadata);
      CreateTableRequest request = TableDefinitions.createTableRequest(metadata, table,
          views.getOrDefault(table, List.of()));
      CreateTableRequest existing = requests.get(table);
      if (existing == null) {
        if (request.streamSpecification() == null) { // another kind of the table may declare its stream
          software.amazon.awssdk.services.dynamodb.model.StreamSpecification stream =
              TableDefinitions.streamSpecification(streamView(table, types));
          if (stream != null) {
            request = request.toBuilder().streamSpecification(stream).build();
          }
        }
        requests.put(table, request);
        owners.put(table, metadata.entityName());
      } else if (!TableDefinitions.sameKeys(existing, request)) {
        throw new InvalidDataAccessApiUsageException("The entities " + owners.get(table) + " and "
            + metadata.entityName() + " share table '" + table + "' but declare different keys: "
            + existing.keySchema() + " / " + request.keySchema());
      }
    }
    return new ArrayList<>(requests.values());
  }

  /**
   * The stream view of a physical table: the one its entities among {@code types}, else among every
   * registered mapper, declare ({@code NONE} on one kind and a view on another: the table has the view).
   */
  private io.dynaforge.annotation.StreamView streamView(String table, Class<?>... types) {
    List<io.dynaforge.annotation.StreamView> declared = new ArrayList<>();
    for (Class<?> type : types) {
      EntityMetadata m = ctx.mapperFor(type).metadata();
      if (!m.isView() && ctx.tableName(m).equals(table)) {
        declared.add(m.streamView());
      }
    }
    for (io.dynaforge.mapping.EntityMapper<?> mapper : ctx.mappers().all()) {
      EntityMetadata m = mapper.metadata();
      if (!m.isView() && ctx.tableName(m).equals(table)) {
        declared.add(m.streamView());
      }
    }
    return TableDefinitions.tableStreamView(declared);
  }

  /**
   * The views of each physical table: those passed, and every registered view of a table being
   * created, so that {@code createTables(Order.class)} also creates the indexes its views read; and the
   * indexes the entities declare with {@code @TableIndex} ({@code EntityMapper.tableIndexes()}), as views.
   */
  private Map<String, List<EntityMetadata>> views(Class<?>... types) {
    Map<String, List<EntityMetadata>> views = new HashMap<>();
    java.util.Set<String> names = new java.util.HashSet<>();
    java.util.List<EntityMetadata> candidates = new ArrayList<>();
    for (Class<?> type : types) {
      candidates.add(ctx.mapperFor(type).metadata());
      candidates.addAll(ctx.mapperFor(type).tableIndexes());
    }
    for (io.dynaforge.mapping.EntityMapper<?> mapper : ctx.mappers().all()) {
      candidates.add(mapper.metadata());
      candidates.addAll(mapper.tableIndexes());
    }
    for (EntityMetadata m : candidates) {
      if (m.isView() && names.add(m.entityName() + "@" + m.tableName())) {
        views.computeIfAbsent(ctx.tableName(m), k -> new ArrayList<>()).add(m);
      }
    }
    views.values().forEach(list -> list.sort(java.util.Comparator.comparing(EntityMetadata::entityName)));
    return views;
  }

  public void createTables(Class<?>... types) {
    List<CreateTableRequest> requests = createTableRequests(types);
    List<String> created = new ArrayList<>();
    for (CreateTableRequest request : requests) {
      if (tables.create(request)) {
        created.add(request.tableName());
      } // else already there (or being created): wait for it like for a new one
    }
    for (CreateTableRequest request : requests) {
      awaitActive(request.tableName());
    }
    Map<String, String> timeToLive = timeToLiveAttributes(types);
    for (String table : created) {
      String attribute = timeToLive.get(table);
      if (attribute != null) {
        // a local server without TTL support (dynalite) leaves it off: expired items are then never deleted
        // there, which a development server can live with
        tables.enableTimeToLive(table, attribute);
      }
    }
  }

  /** The {@code @TimeToLive} attribute of each physical table the types' entities declare one for. */
  private Map<String, String> timeToLiveAttributes(Class<?>... types) {
    Map<String, String> attributes = new HashMap<>();
    for (Class<?> type : types) {
      EntityMetadata metadata = ctx.mapperFor(type).metadata();
      if (!metadata.isView() && metadata.timeToLiveAttribute() != null) {
        attributes.putIfAbsent(ctx.tableName(metadata), metadata.timeToLiveAttribute());
      }
    }
    return attributes;
  }

  private void awaitActive(String table) {
    long deadline = System.nanoTime() + TABLE_TIMEOUT.toNanos();
    while (true) {
      TableDescription description = tables.describe(table); // null: not visible yet (eventually consistent)
      if (description != null && description.tableStatus() == TableStatus.ACTIVE && indexesActive(description)) {
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new DataAccessResourceFailureException("Table '" + table + "' did not become ACTIVE within " + TABLE_TIMEOUT);
      }
      try {
        Thread.sleep(TABLE_POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new DataAccessResourceFailureException("Interrupted while waiting for table '" + table + "'", e);
      }
    }
  }

  private static boolean indexesActive(TableDescription description) {
    if (!description.hasGlobalSecondaryIndexes()) {
      return true;
    }
    for (GlobalSecondaryIndexDescription index : description.globalSecondaryIndexes()) {
      if (index.indexStatus() != IndexStatus.ACTIVE) {
        return false;
      }
    }
    return true;
  }
}
