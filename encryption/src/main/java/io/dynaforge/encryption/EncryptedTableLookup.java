package io.dynaforge.encryption;

import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.MapperRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Finds the attribute actions of entity classes: each class's logical table through its generated
 * mapper, then the table's {@code META-INF/dynaforge/encryption/<table>.json} on the class's class
 * loader. Runs once, when the interceptor is built.
 */
final class EncryptedTableLookup {

  private EncryptedTableLookup() {}

  /** The actions of the tables of {@code entities}, by logical table, in the order first named. */
  static Map<String, TableActions> tablesOf(Class<?>... entities) {
    return tablesOf(List.of(), entities);
  }

  /**
   * {@link #tablesOf(Class[])}, each table's actions signing what {@code extensions} add to the items of
   * its named entities ({@code attributesWritten}): the SDK refuses a write naming an attribute without
   * an action.
   */
  static Map<String, TableActions> tablesOf(List<? extends DynamoDbExtension> extensions, Class<?>... entities) {
    Objects.requireNonNull(extensions, "extensions");
    Objects.requireNonNull(entities, "entities");
    if (entities.length == 0) {
      throw new IllegalArgumentException("Name at least one encrypted entity class");
    }
    Map<ClassLoader, MapperRegistry> registries = new LinkedHashMap<>();
    Map<String, TableActions> tables = new LinkedHashMap<>();
    for (Class<?> entity : entities) {
      Objects.requireNonNull(entity, "entity");
      ClassLoader loader = loader(entity);
      MapperRegistry registry = registries.computeIfAbsent(loader, MapperRegistry::load);
      String table;
      try {
        table = registry.mapperFor(entity).metadata().tableName();
      } catch (DynamoDbMappingException e) {
        throw new IllegalArgumentException(entity.getName() + " is not a Dynaforge entity: " + e.getMessage(), e);
      }
      if (!tables.containsKey(table)) {
        tables.put(table, read(entity, loader, table));
      }
      for (DynamoDbExtension extension : extensions) {
        tables.put(table, tables.get(table).withSigned(extension.attributesWritten(entity)));
      }
    }
    return tables;
  }

  /**
   * Those of {@code candidates} that are entities on an encrypted table (the processor wrote their table's
   * actions), in the order given; classes that are no entity are left out.
   */
  static List<Class<?>> encryptedAmong(Class<?>... candidates) {
    Map<ClassLoader, MapperRegistry> registries = new LinkedHashMap<>();
    List<Class<?>> encrypted = new java.util.ArrayList<>();
    for (Class<?> candidate : candidates) {
      Objects.requireNonNull(candidate, "entity");
      ClassLoader loader = loader(candidate);
      String table;
      try {
        table = registries.computeIfAbsent(loader, MapperRegistry::load).mapperFor(candidate).metadata().tableName();
      } catch (DynamoDbMappingException notAnEntity) {
        continue;
      }
      if (loader.getResource(TableActions.resource(table)) != null) {
        encrypted.add(candidate);
      }
    }
    return encrypted;
  }

  private static TableActions read(Class<?> entity, ClassLoader loader, String table) {
    String resource = TableActions.resource(table);
    URL url = loader.getResource(resource);
    if (url == null) {
      throw new IllegalArgumentException(entity.getName() + " is not encrypted: its table '" + table
          + "' holds no kind with an @Encrypted property (no " + resource + " on the class path, which"
          + " dynaforge-processor writes for every encrypted table)");
    }
    try (InputStream in = url.openStream()) {
      return TableActionsReader.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), resource);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not read " + url, e);
    }
  }

  private static ClassLoader loader(Class<?> entity) {
    ClassLoader loader = entity.getClassLoader();
    return loader != null ? loader : ClassLoader.getSystemClassLoader();
  }
}
