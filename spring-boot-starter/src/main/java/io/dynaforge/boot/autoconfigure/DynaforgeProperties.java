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
   * development and tests.
   */
  private boolean createTables = false;

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
