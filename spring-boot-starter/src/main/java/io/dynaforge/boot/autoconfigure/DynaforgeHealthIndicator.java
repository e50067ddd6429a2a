package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.schema.SchemaReport;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import org.springframework.boot.health.contributor.AbstractHealthIndicator;
import org.springframework.boot.health.contributor.Health;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * The {@code dynaforge} health indicator: UP when the table of every registered entity answers DescribeTable
 * (each call with a short timeout), DOWN otherwise; the details give each table's status and, when every table
 * answers, the schema's differences from the models ({@code schema}: {@code valid} or one line per difference, as
 * {@link SchemaManager#validate} lists them; {@code schemaHarmless}: what the tables have beyond the models).
 */
public class DynaforgeHealthIndicator extends AbstractHealthIndicator {

  /** The timeout of each DescribeTable call. */
  static final Duration TIMEOUT = Duration.ofSeconds(2);

  private final DynamoDbOperations operations;
  private final Class<?>[] entities;

  public DynaforgeHealthIndicator(DynamoDbOperations operations, Class<?>[] entities) {
    super("DynamoDB health check failed");
    this.operations = operations;
    this.entities = entities.clone();
  }

  @Override
  protected void doHealthCheck(Health.Builder builder) {
    TreeSet<String> tables = new TreeSet<>();
    for (Class<?> entity : entities) {
      tables.add(operations.getTableName(entity));
    }
    Map<String, Object> details = new LinkedHashMap<>();
    boolean up = true;
    for (String table : tables) {
      try {
        details.put(table, operations.getClient().describeTable(r -> r.tableName(table)
            .overrideConfiguration(o -> o.apiCallTimeout(TIMEOUT).apiCallAttemptTimeout(TIMEOUT)))
            .table().tableStatusAsString());
      } catch (ResourceNotFoundException e) {
        details.put(table, "missing");
        up = false;
      } catch (SdkException e) {
        details.put(table, "unreachable: " + e.getMessage());
        up = false;
      }
    }
    (up ? builder.up() : builder.down()).withDetail("tables", details);
    if (up) {
      try {
        SchemaReport report = new SchemaManager(operations).validate(entities);
        builder.withDetail("schema", report.isValid() ? "valid" : report.differences());
        if (!report.harmless().isEmpty()) {
          builder.withDetail("schemaHarmless", report.harmless());
        }
      } catch (DataAccessException e) {
        builder.withDetail("schema", "unavailable: " + e.getMessage());
      }
    }
  }
}
