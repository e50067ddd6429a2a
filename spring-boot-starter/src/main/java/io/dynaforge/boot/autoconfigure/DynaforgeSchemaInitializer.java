package io.dynaforge.boot.autoconfigure;

import io.dynaforge.boot.autoconfigure.DynaforgeProperties.SchemaAction;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.schema.SchemaMismatchException;
import io.dynaforge.schema.SchemaReport;
import java.util.List;
import java.util.Locale;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.InitializingBean;

/**
 * Applies {@code dynaforge.schema-action} (or its alias {@code dynaforge.create-tables=true}) at start to the tables
 * of every generated model on the class path, through a {@link SchemaManager}: {@code validate} fails start-up with
 * the whole report, {@code create} and {@code update} log each change they make. The properties are read when the
 * context starts (not when it is AOT-processed), so an AOT-processed application honours them too.
 */
public class DynaforgeSchemaInitializer implements InitializingBean {

  private static final Log log = LogFactory.getLog(DynaforgeSchemaInitializer.class);

  private final DynamoDbOperations operations;
  private final DynaforgeProperties properties;
  private final ClassLoader classLoader;

  public DynaforgeSchemaInitializer(DynamoDbOperations operations, DynaforgeProperties properties,
      ClassLoader classLoader) {
    this.operations = operations;
    this.properties = properties;
    this.classLoader = classLoader;
  }

  @Override
  public void afterPropertiesSet() {
    SchemaAction action = properties.effectiveSchemaAction();
    if (action == SchemaAction.NONE) {
      return;
    }
    Class<?>[] models = GeneratedEntities.load(classLoader);
    if (models.length == 0) {
      return;
    }
    SchemaManager schema = new SchemaManager(operations);
    String property = "dynaforge.schema-action=" + action.name().toLowerCase(Locale.ROOT);
    switch (action) {
      case VALIDATE -> {
        SchemaReport report = schema.validate(models);
        if (!report.isValid()) {
          throw new SchemaMismatchException(property + ": the live tables differ from the models of "
              + GeneratedEntities.names(models) + ":\n" + report, report.differences());
        }
        report.harmless().forEach(h -> log.info(property + ": " + h));
      }
      case CREATE -> logged(property, schema.create(models));
      case UPDATE -> logged(property, schema.update(models));
      default -> throw new IllegalStateException(action.name());
    }
  }

  private static void logged(String property, List<String> changes) {
    changes.forEach(change -> log.info(property + ": " + change));
  }
}
