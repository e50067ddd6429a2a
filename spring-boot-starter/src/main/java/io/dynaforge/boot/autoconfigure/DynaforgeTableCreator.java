package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.DynamoDbOperations;
import java.util.Arrays;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.InitializingBean;

/**
 * With {@code dynaforge.create-tables=true}, creates at start the table of every entity a generated mapper is
 * registered for, leaving existing tables alone. The property is read when the context starts (not when it is
 * AOT-processed), so an AOT-processed application honours it too.
 */
public class DynaforgeTableCreator implements InitializingBean {

  private static final Log log = LogFactory.getLog(DynaforgeTableCreator.class);

  private final DynamoDbOperations operations;
  private final DynaforgeProperties properties;
  private final ClassLoader classLoader;

  public DynaforgeTableCreator(DynamoDbOperations operations, DynaforgeProperties properties,
      ClassLoader classLoader) {
    this.operations = operations;
    this.properties = properties;
    this.classLoader = classLoader;
  }

  @Override
  public void afterPropertiesSet() {
    if (!properties.isCreateTables()) {
      return;
    }
    Class<?>[] entities = GeneratedEntities.load(classLoader);
    if (entities.length == 0) {
      return;
    }
    operations.createTables(entities);
    if (log.isInfoEnabled()) {
      log.info("dynaforge.create-tables: tables of " + Arrays.stream(entities).map(Class::getSimpleName).toList()
          + " exist");
    }
  }
}
