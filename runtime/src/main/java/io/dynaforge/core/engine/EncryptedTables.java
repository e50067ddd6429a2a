package io.dynaforge.core.engine;

import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.MapperRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which logical tables are encrypted tables: those the processor wrote attribute actions for
 * ({@code META-INF/dynaforge/encryption/<table>.json}, next to the entity's generated mapper). On such a
 * table every item is signed, and the AWS Database Encryption SDK verifies a signed item only whole:
 * reads there fetch whole items (no projection) and {@code update(entity)} is a PutItem of the whole
 * item with the update's conditions (the SDK refuses an UpdateItem of signed attributes).
 * Looked up once per table (a class-path resource), then cached. Not for applications.
 */
final class EncryptedTables {

  /** The directory the processor writes each encrypted table's actions to. */
  static final String RESOURCE_DIRECTORY = "META-INF/dynaforge/encryption/";

  private final MapperRegistry mappers;
  private final Map<String, Boolean> encrypted = new ConcurrentHashMap<>();

  EncryptedTables(MapperRegistry mappers) {
    this.mappers = mappers;
  }

  /** Whether the mapper's entity lives on an encrypted table. */
  boolean encrypted(EntityMapper<?> mapper) {
    return encrypted(mapper.metadata());
  }

  /** Whether the entity lives on an encrypted table. */
  boolean encrypted(EntityMetadata metadata) {
    String table = metadata.tableName();
    Boolean known = encrypted.get(table);
    if (known == null) {
      known = lookUp(table);
      encrypted.put(table, known);
    }
    return known;
  }

  /** Whether a class loader of the table's kinds (where their mappers are) holds the table's actions. */
  private boolean lookUp(String table) {
    String resource = RESOURCE_DIRECTORY + table + ".json";
    for (EntityMapper<?> mapper : mappers.all()) {
      if (table.equals(mapper.metadata().tableName())) {
        ClassLoader loader = mapper.type().getClassLoader();
        if ((loader != null ? loader.getResource(resource) : ClassLoader.getSystemResource(resource)) != null) {
          return true;
        }
      }
    }
    return false;
  }
}
