package io.dynaforge.boot.autoconfigure;

import java.net.URI;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** The {@code dynaforge.*} properties of the Spring Boot starter. */
@ConfigurationProperties("dynaforge")
public class DynaforgeProperties {

  /** The DynamoDB endpoint, e.g. http://localhost:8000. Unset: the SDK's default endpoint of the region. */
  private URI endpoint;

  /** The AWS region of the client, e.g. eu-west-1. Unset: the SDK's default region provider chain. */
  private String region;

  /** A prefix added to every logical table name, e.g. "dev-" (a TableNameResolver.prefix). */
  private String tablePrefix;

  /**
   * Whether to create, at start, every table the generated models declare, leaving existing tables alone. For
   * development and tests. An alias of schema-action=create; an explicit schema-action wins.
   */
  private boolean createTables = false;

  /**
   * What to do at start with the tables of every generated model on the class path: none (default), validate
   * (start-up fails, listing every difference, when the live tables differ from the models), create (creates the
   * missing tables with their indexes and time to live), update (also adds missing global secondary indexes and
   * enables time to live on existing tables). Nothing is ever deleted.
   */
  private SchemaAction schemaAction;

  private final Repositories repositories = new Repositories();

  public URI getEndpoint() {
    return endpoint;
  }

  public void setEndpoint(URI endpoint) {
    this.endpoint = endpoint;
  }

  public String getRegion() {
    return region;
  }

  public void setRegion(String region) {
    this.region = region;
  }

  public String getTablePrefix() {
    return tablePrefix;
  }

  public void setTablePrefix(String tablePrefix) {
    this.tablePrefix = tablePrefix;
  }

  public boolean isCreateTables() {
    return createTables;
  }

  public void setCreateTables(boolean createTables) {
    this.createTables = createTables;
  }

  public SchemaAction getSchemaAction() {
    return schemaAction;
  }

  public void setSchemaAction(SchemaAction schemaAction) {
    this.schemaAction = schemaAction;
  }

  /** The action to take at start: {@code schema-action} when set, else {@code create} when {@code create-tables}. */
  public SchemaAction effectiveSchemaAction() {
    if (schemaAction != null) {
      return schemaAction;
    }
    return createTables ? SchemaAction.CREATE : SchemaAction.NONE;
  }

  /** The values of {@code dynaforge.schema-action}. */
  public enum SchemaAction {
    /** Leave the tables alone. */
    NONE,
    /** Fail start-up, with every difference, when the live tables differ from the models. */
    VALIDATE,
    /** Create the missing tables with their indexes and time to live; leave existing tables alone. */
    CREATE,
    /** Create, then add missing global secondary indexes and enable time to live; never delete. */
    UPDATE
  }

  public Repositories getRepositories() {
    return repositories;
  }

  /** The {@code dynaforge.repositories.*} properties. */
  public static class Repositories {

    /**
     * Whether to register a bean for every generated repository in the application's packages (unless the
     * application declares @EnableDynamoDbRepositories itself).
     */
    private boolean enabled = true;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }
  }
}
