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

  private final Client client = new Client();

  private final Encryption encryption = new Encryption();

  public Encryption getEncryption() {
    return encryption;
  }

  /**
   * The {@code dynaforge.encryption.*} properties (with {@code dynaforge-encryption} on the class path): client-side
   * encryption of every encrypted entity, with the application's {@code IKeyring} bean or an AWS KMS keyring of
   * {@code kms-key-arn}.
   */
  public static class Encryption {

    /**
     * The ARN of the AWS KMS key of an AWS KMS keyring (kms:GenerateDataKey to write, kms:Decrypt to read) for the
     * encrypted entities, when the application defines no IKeyring bean. Calls KMS through the application's
     * KmsClient bean, else a client of the dynaforge.* client settings (region, credentials, retries, timeouts, and
     * the endpoint: encryption.kms-endpoint, else dynaforge.endpoint).
     */
    private String kmsKeyArn;

    /**
     * The KMS endpoint of the client the starter builds for kms-key-arn. Unset: dynaforge.endpoint when set (a
     * local server such as moto serves both), else the SDK's default endpoint of the region.
     */
    private URI kmsEndpoint;

    public String getKmsKeyArn() {
      return kmsKeyArn;
    }

    public void setKmsKeyArn(String kmsKeyArn) {
      this.kmsKeyArn = kmsKeyArn;
    }

    public URI getKmsEndpoint() {
      return kmsEndpoint;
    }

    public void setKmsEndpoint(URI kmsEndpoint) {
      this.kmsEndpoint = kmsEndpoint;
    }
  }

  private final Streams streams = new Streams();

  public Streams getStreams() {
    return streams;
  }

  /**
   * The {@code dynaforge.streams.*} properties: with {@code enabled=true} the starter runs one
   * {@code StreamPoller} per table that a {@code @StreamHandler} bean handles.
   */
  public static class Streams {

    /** Whether to start a stream poller per handled table (default false: dispatchers only). */
    private boolean enabled;

    /**
     * The DynamoDB table that keeps the pollers' checkpoints (created when missing); none: checkpoints in
     * memory, so a restart reads from starting-position again.
     */
    private String checkpointTable;

    /** Where a shard without checkpoint is read from: every retained change (default), or only new ones. */
    private io.dynaforge.stream.StartingPosition startingPosition = io.dynaforge.stream.StartingPosition.TRIM_HORIZON;

    /** How long a poller waits after reading nothing. */
    private java.time.Duration pollInterval = java.time.Duration.ofSeconds(1);

    /**
     * Attempts of one change whose handler throws, the first included, before it goes to the bean of type
     * io.dynaforge.stream.DeadLetterHandler. Applies only when there is such a bean: without one a change is
     * tried for as long as it fails and its shard waits (nothing is skipped).
     */
    private int maxAttempts = 3;

    /** The wait after the first failed attempt of a change; doubled after each further failure, up to backoff-max. */
    private java.time.Duration backoffInitial = java.time.Duration.ofMillis(100);

    /** The longest wait between two attempts of a change whose handler keeps failing. */
    private java.time.Duration backoffMax = java.time.Duration.ofSeconds(5);

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public String getCheckpointTable() {
      return checkpointTable;
    }

    public void setCheckpointTable(String checkpointTable) {
      this.checkpointTable = checkpointTable;
    }

    public io.dynaforge.stream.StartingPosition getStartingPosition() {
      return startingPosition;
    }

    public void setStartingPosition(io.dynaforge.stream.StartingPosition startingPosition) {
      this.startingPosition = startingPosition;
    }

    public java.time.Duration getPollInterval() {
      return pollInterval;
    }

    public void setPollInterval(java.time.Duration pollInterval) {
      this.pollInterval = pollInterval;
    }

    public int getMaxAttempts() {
      return maxAttempts;
    }

    public void setMaxAttempts(int maxAttempts) {
      this.maxAttempts = maxAttempts;
    }

    public java.time.Duration getBackoffInitial() {
      return backoffInitial;
    }

    public void setBackoffInitial(java.time.Duration backoffInitial) {
      this.backoffInitial = backoffInitial;
    }

    public java.time.Duration getBackoffMax() {
      return backoffMax;
    }

    public void setBackoffMax(java.time.Duration backoffMax) {
      this.backoffMax = backoffMax;
    }
  }

  private final Batch batch = new Batch();

  private final Observations observations = new Observations();

  private final ConsumedCapacity consumedCapacity = new ConsumedCapacity();

  public Client getClient() {
    return client;
  }

  public Observations getObservations() {
    return observations;
  }

  public ConsumedCapacity getConsumedCapacity() {
    return consumedCapacity;
  }

  public Batch getBatch() {
    return batch;
  }

  /**
   * The {@code dynaforge.client.*} properties of the {@code DynamoDbClient} the starter builds (not of one the
   * application defines). Defaults: the standard retry mode, 3 attempts, 10 s per attempt, 30 s per call: a
   * throttled request is retried twice with the SDK's backoff, and no call blocks a thread longer than 30 s.
   */
  public static class Client {

    /** How the SDK retries failed requests: standard, adaptive (client-side rate limiting on throttles) or legacy. */
    private software.amazon.awssdk.core.retry.RetryMode retryMode =
        software.amazon.awssdk.core.retry.RetryMode.STANDARD;

    /** Attempts per request, the first one included (1: no retry). */
    private int maxAttempts = 3;

    /** The longest a whole call may take, every attempt and backoff included. */
    private java.time.Duration apiCallTimeout = java.time.Duration.ofSeconds(30);

    /** The longest one attempt (one HTTP request) may take. */
    private java.time.Duration apiCallAttemptTimeout = java.time.Duration.ofSeconds(10);

    public software.amazon.awssdk.core.retry.RetryMode getRetryMode() {
      return retryMode;
    }

    public void setRetryMode(software.amazon.awssdk.core.retry.RetryMode retryMode) {
      this.retryMode = retryMode;
    }

    public int getMaxAttempts() {
      return maxAttempts;
    }

    public void setMaxAttempts(int maxAttempts) {
      this.maxAttempts = maxAttempts;
    }

    public java.time.Duration getApiCallTimeout() {
      return apiCallTimeout;
    }

    public void setApiCallTimeout(java.time.Duration apiCallTimeout) {
      this.apiCallTimeout = apiCallTimeout;
    }

    public java.time.Duration getApiCallAttemptTimeout() {
      return apiCallAttemptTimeout;
    }

    public void setApiCallAttemptTimeout(java.time.Duration apiCallAttemptTimeout) {
      this.apiCallAttemptTimeout = apiCallAttemptTimeout;
    }
  }

  /**
   * The {@code dynaforge.batch.*} properties: how the template retries the items BatchWriteItem and BatchGetItem
   * return as unprocessed (exponential backoff with jitter, the template's own loop on top of the client's).
   */
  public static class Batch {

    /** Requests per chunk of 25 writes or 100 reads, the first one included. */
    private int maxAttempts = 8;

    /** The delay before the first retry of unprocessed items; it doubles each time. */
    private java.time.Duration baseDelay = java.time.Duration.ofMillis(50);

    /** The longest delay between two retries. */
    private java.time.Duration maxDelay = java.time.Duration.ofSeconds(5);

    public int getMaxAttempts() {
      return maxAttempts;
    }

    public void setMaxAttempts(int maxAttempts) {
      this.maxAttempts = maxAttempts;
    }

    public java.time.Duration getBaseDelay() {
      return baseDelay;
    }

    public void setBaseDelay(java.time.Duration baseDelay) {
      this.baseDelay = baseDelay;
    }

    public java.time.Duration getMaxDelay() {
      return maxDelay;
    }

    public void setMaxDelay(java.time.Duration maxDelay) {
      this.maxDelay = maxDelay;
    }
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

  /** The {@code dynaforge.observations.*} properties. */
  public static class Observations {

    /**
     * Whether the template reports every request as a dynaforge.request observation to the application's
     * ObservationRegistry (when it has one).
     */
    private boolean enabled = true;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }
  }

  /** The {@code dynaforge.consumed-capacity.*} properties. */
  public static class ConsumedCapacity {

    /**
     * Whether every request asks DynamoDB for its TOTAL consumed capacity, recorded as the distribution summary
     * dynaforge.consumed.capacity (tags table, operation, method) in the application's MeterRegistry and handed
     * to every ConsumedCapacityListener bean.
     */
    private boolean enabled = false;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }
  }
}
