package io.dynaforge.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.CRC32;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.LimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * A loopback HTTP DynamoDB Streams endpoint whose streams, shards and records a test scripts, for stream consumers
 * ({@code StreamPoller}, the KCL adapter) to be tested against a real shard lineage.
 *
 * <p>moto, the test server of this project, serves one open shard per table stream, forever. A real stream is a
 * lineage: a shard rolls over to a child every few hours and stays listed (closed) for 24 hours; shards split in
 * two; records older than 24 hours are trimmed; iterators expire; GetRecords is throttled. A consumer tested only
 * against one open shard has never met any of that. This endpoint serves whatever lineage the test builds:
 *
 * <pre>{@code
 * try (ScriptedStreams streams = ScriptedStreams.start()) {
 *   String arn = streams.stream("orders");
 *   streams.shard(arn, "root", null);
 *   streams.append(arn, "root", "INSERT", keys, null, newImage);
 *   streams.split(arn, "root", "left", "right");          // root closed, two open children
 *   streams.append(arn, "left", "MODIFY", keys, oldImage, newImage);
 *   streams.trim(arn, "root", 1);                          // the oldest record of root is gone
 *   streams.throttleNext("GetRecords", 2);                 // the next two GetRecords: LimitExceededException
 *   DynamoDbStreamsClient client = streams.client();       // the real SDK client, retries off
 *   ... run the consumer with client ...
 *   assertThat(streams.calls("GetShardIterator")).extracting(ScriptedStreams.Call::iteratorType) ...
 * }
 * }</pre>
 *
 * <p>It speaks the DynamoDB Streams JSON 1.0 protocol ({@code POST /}, {@code X-Amz-Target:
 * DynamoDBStreams_20120810.<Operation>}) well enough for the AWS SDK v2 {@link DynamoDbStreamsClient} (and so the
 * DynamoDB Streams Kinesis adapter): {@code ListStreams}, {@code DescribeStream} (paged), {@code GetShardIterator}
 * ({@code TRIM_HORIZON}, {@code LATEST}, {@code AT_SEQUENCE_NUMBER}, {@code AFTER_SEQUENCE_NUMBER}) and {@code
 * GetRecords}; any other operation is answered {@code UnknownOperationException}. Errors are the ones DynamoDB
 * Streams sends: {@code ResourceNotFoundException}, {@code ValidationException}, {@code TrimmedDataAccessException},
 * {@code ExpiredIteratorException}, {@code LimitExceededException} (its throttle) and {@code InternalServerError}.
 *
 * <p><b>It is not DynamoDB.</b> No table feeds it: records exist because the test appended them. It checks no
 * signature, keeps everything in memory, never expires anything on its own (iterators expire when the test calls
 * {@link #expireIterators()}, records when it calls {@link #trim}), serves every stream as {@code
 * NEW_AND_OLD_IMAGES} and hands the images on as given. Sequence numbers are 21-digit zero-padded decimal strings,
 * increasing across the whole stream in the order records are appended (and shards are created: a shard's {@code
 * StartingSequenceNumber} is a number of its own, before its first record's). Where DynamoDB's behaviour is not
 * documented the choices here are plain ones, described on each method; a consumer that works here has met a
 * lineage, not every quirk of the service.
 *
 * <p>It listens on 127.0.0.1 on a free port. Thread-safe: the test may script while clients read; every request
 * is answered against one consistent state and recorded in {@link #calls()}.
 */
public final class ScriptedStreams implements AutoCloseable {

  /**
   * One request as this endpoint answered it.
   *
   * @param operation the operation, e.g. {@code "GetRecords"} (as sent in {@code X-Amz-Target})
   * @param shardId GetShardIterator: the requested shard; GetRecords: the shard of the iterator (null when the
   *     iterator is unknown); DescribeStream: the {@code ExclusiveStartShardId}; otherwise null
   * @param iteratorType GetShardIterator: the requested type; otherwise null
   * @param sequenceNumber GetShardIterator: the requested sequence number; GetRecords: the sequence number of the
   *     first record returned; otherwise null
   * @param status the HTTP status answered (200, 400, 500)
   * @param recordsReturned GetRecords: how many records were returned; otherwise 0
   */
  public record Call(String operation, String shardId, String iteratorType, String sequenceNumber, int status,
      int recordsReturned) {}

  /** The stream label (the ARN's last part) of every stream. */
  public static final String STREAM_LABEL = "2024-01-01T00:00:00.000";

  private static final Instant STREAM_CREATED = Instant.parse("2024-01-01T00:00:00Z");
  private static final String REGION = "us-east-1";
  private static final String ACCOUNT = "000000000000";
  private static final String CONTENT_TYPE = "application/x-amz-json-1.0";
  private static final String TARGET_PREFIX = "DynamoDBStreams_20120810.";
  private static final String ERROR_PREFIX = "com.amazonaws.dynamodb.v20120810#";
  private static final Set<String> OPERATIONS = Set.of("ListStreams", "DescribeStream", "GetShardIterator",
      "GetRecords");
  private static final Set<String> EVENT_NAMES = Set.of("INSERT", "MODIFY", "REMOVE");
  private static final int MAX_BODY = 1024 * 1024;
  private static final AwsBasicCredentials CREDENTIALS = AwsBasicCredentials.create("dummy", "dummy");

  private final HttpServer server;
  private final ExecutorService workers;
  private final List<DynamoDbStreamsClient> clients = new CopyOnWriteArrayList<>();

  // everything below is guarded by lock
  private final Object lock = new Object();
  private final Map<String, Stream> streams = new LinkedHashMap<>();
  private final Map<String, Cursor> iterators = new HashMap<>();
  private final Map<String, Integer> throttles = new HashMap<>();
  private final Map<String, Integer> failures = new HashMap<>();
  private final List<Call> calls = new ArrayList<>();
  private int describePageSize = 100;
  private int iteratorGeneration;
  private long iteratorCount;

  private ScriptedStreams() throws IOException {
    // the JDK server writes headers and body apart: without TCP_NODELAY each answer waits for the
    // client's delayed ACK (about 40 ms on Linux); read once, when the server class first starts
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
    AtomicInteger threads = new AtomicInteger();
    this.workers = Executors.newFixedThreadPool(4, r -> {
      Thread t = new Thread(r, "dynaforge-scripted-streams-" + threads.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    server.createContext("/", this::handle);
    server.setExecutor(workers);
    server.start();
  }

  /** Starts an endpoint with no stream on a free loopback port. */
  public static ScriptedStreams start() {
    try {
      return new ScriptedStreams();
    } catch (IOException e) {
      throw new LocalDynamoDbException("The scripted streams endpoint could not listen on a loopback port", e);
    }
  }

  /** The endpoint, e.g. {@code http://127.0.0.1:41234}: the {@code endpointOverride} of a streams client. */
  public URI endpoint() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
  }

  /**
   * A new streams client of this endpoint (region us-east-1, dummy static credentials) with the SDK's retries
   * disabled, so that the caller sees every throttle and server error. Closed by {@link #close()} at the latest.
   */
  public DynamoDbStreamsClient client() {
    return build(AwsRetryStrategy.doNotRetry());
  }

  /**
   * A new streams client that retries a failed request up to {@code numRetries} times, with a short backoff (5 to
   * 50 ms). Besides what the SDK retries on its own (500s, throttling codes), it retries {@code
   * LimitExceededException}: the throttle DynamoDB Streams sends, which the SDK's standard strategy does not count
   * as throttling and does not retry. Closed by {@link #close()} at the latest.
   *
   * @param numRetries retries after the first attempt; 0 is {@link #client()}
   */
  public DynamoDbStreamsClient client(int numRetries) {
    if (numRetries < 0) {
      throw new IllegalArgumentException("numRetries is 0 or more, not " + numRetries);
    }
    if (numRetries == 0) {
      return client();
    }
    BackoffStrategy quick = BackoffStrategy.exponentialDelay(Duration.ofMillis(5), Duration.ofMillis(50));
    return build(AwsRetryStrategy.standardRetryStrategy().toBuilder()
        .maxAttempts(numRetries + 1)
        .backoffStrategy(quick)
        .throttlingBackoffStrategy(quick)
        .retryOnExceptionOrCause(LimitExceededException.class)
        .circuitBreakerEnabled(false)
        .build());
  }

  private DynamoDbStreamsClient build(RetryStrategy retries) {
    DynamoDbStreamsClient client = DynamoDbStreamsClient.builder()
        .endpointOverride(endpoint())
        .region(Region.of(REGION))
        .credentialsProvider(StaticCredentialsProvider.create(CREDENTIALS))
        .httpClientBuilder(Apache5HttpClient.builder())
        .overrideConfiguration(c -> c.retryStrategy(retries))
        .build();
    clients.add(client);
    return client;
  }

  /** Stops the server and closes every client handed out. */
  @Override
  public void close() {
    clients.forEach(DynamoDbStreamsClient::close);
    server.stop(0);
    workers.shutdownNow();
  }

  // ---------------------------------------------------------------- scripting: streams and shards

  /**
   * Creates a stream of {@code tableName} (key schema {@code pk} HASH, {@code sk} RANGE) with no shard.
   *
   * @return its ARN, {@code arn:aws:dynamodb:us-east-1:000000000000:table/<tableName>/stream/}{@value
   *     #STREAM_LABEL}
   * @throws IllegalStateException when the table already has a stream here
   */
  public String stream(String tableName) {
    return stream(tableName, "pk", "sk");
  }

  /**
   * Creates a stream of {@code tableName} with that key schema (only shown in DescribeStream).
   *
   * @param sortKey null for a table without a sort key
   * @return its ARN
   */
  public String stream(String tableName, String partitionKey, String sortKey) {
    Objects.requireNonNull(tableName, "tableName");
    Objects.requireNonNull(partitionKey, "partitionKey");
    String arn = "arn:aws:dynamodb:" + REGION + ":" + ACCOUNT + ":table/" + tableName + "/stream/" + STREAM_LABEL;
    synchronized (lock) {
      if (streams.containsKey(arn)) {
        throw new IllegalStateException("Table " + tableName + " already has a stream: " + arn);
      }
      streams.put(arn, new Stream(arn, tableName, partitionKey, sortKey));
    }
    return arn;
  }

  /**
   * Adds an open shard, listed after the shards added before it (see {@link #listOrder}).
   *
   * @param parentShardId null for a root; it need not be a shard of the stream (a parent that expired)
   * @throws IllegalArgumentException when the stream has a shard of that id already
   */
  public ScriptedStreams shard(String arn, String shardId, String parentShardId) {
    Objects.requireNonNull(shardId, "shardId");
    synchronized (lock) {
      Stream stream = scripted(arn);
      if (stream.shards.containsKey(shardId)) {
        throw new IllegalArgumentException("Stream " + arn + " has a shard " + shardId + " already");
      }
      stream.shards.put(shardId, new Shard(shardId, parentShardId, stream.nextSequenceNumber++));
      stream.order.add(shardId);
    }
    return this;
  }

  /**
   * Closes an open shard: it takes no more records, its {@code EndingSequenceNumber} is its last record's (its
   * starting one when it has none), and a read that reaches its end gets no {@code NextShardIterator}.
   *
   * @throws IllegalStateException when the shard is closed already
   */
  public ScriptedStreams close(String arn, String shardId) {
    synchronized (lock) {
      Shard shard = scripted(arn, shardId);
      if (shard.closed) {
        throw new IllegalStateException("Shard " + shardId + " is closed already");
      }
      shard.closed = true;
    }
    return this;
  }

  /** Closes {@code parent} and adds two open shards whose parent it is, listed after every shard so far. */
  public ScriptedStreams split(String arn, String parent, String childA, String childB) {
    synchronized (lock) {
      unused(arn, childA);
      unused(arn, childB);
      if (childA.equals(childB)) {
        throw new IllegalArgumentException("A split has two children, not " + childA + " twice");
      }
      close(arn, parent);
      shard(arn, childA, parent);
      shard(arn, childB, parent);
    }
    return this;
  }

  /** Closes {@code parent} and adds one open shard whose parent it is: the every-four-hours rollover. */
  public ScriptedStreams rollover(String arn, String parent, String child) {
    synchronized (lock) {
      unused(arn, child);
      close(arn, parent);
      shard(arn, child, parent);
    }
    return this;
  }

  /**
   * Lists these shards first, in this order, then the others in the order they were added: DescribeStream does not
   * promise parents before children.
   */
  public ScriptedStreams listOrder(String arn, String... shardIds) {
    synchronized (lock) {
      Stream stream = scripted(arn);
      List<String> order = new ArrayList<>();
      for (String id : shardIds) {
        scripted(arn, id);
        if (!order.contains(id)) {
          order.add(id);
        }
      }
      stream.order.stream().filter(id -> !order.contains(id)).forEach(order::add);
      stream.order.clear();
      stream.order.addAll(order);
    }
    return this;
  }

  /**
   * The oldest {@code count} records of the shard are gone (in all: {@code trim(arn, s, 2)} then {@code trim(arn, s,
   * 3)} leaves the shard without its first three). TRIM_HORIZON starts after them; an iterator positioned among
   * them, and AT_/AFTER_SEQUENCE_NUMBER naming one of them, answer {@code TrimmedDataAccessException}.
   *
   * @throws IllegalArgumentException when the shard has fewer than {@code count} records
   */
  public ScriptedStreams trim(String arn, String shardId, int count) {
    synchronized (lock) {
      Shard shard = scripted(arn, shardId);
      if (count < 0 || count > shard.records.size()) {
        throw new IllegalArgumentException("Shard " + shardId + " has " + shard.records.size()
            + " records; cannot trim " + count);
      }
      shard.trimmed = Math.max(shard.trimmed, count);
    }
    return this;
  }

  /**
   * A closed shard expires: every record of it is trimmed and it is no longer listed (GetShardIterator answers
   * {@code ResourceNotFoundException}). Its children keep their {@code ParentShardId}, as DynamoDB's do, naming a
   * shard that is not listed: to a consumer they are roots.
   *
   * @throws IllegalStateException when the shard is open (DynamoDB expires closed shards only)
   */
  public ScriptedStreams forget(String arn, String shardId) {
    synchronized (lock) {
      Shard shard = scripted(arn, shardId);
      if (!shard.closed) {
        throw new IllegalStateException("Shard " + shardId + " is open; close it before it expires");
      }
      shard.trimmed = shard.records.size();
      shard.forgotten = true;
    }
    return this;
  }

  // ---------------------------------------------------------------- scripting: records

  /**
   * Appends a record to an open shard.
   *
   * @param eventName {@code INSERT}, {@code MODIFY} or {@code REMOVE}
   * @param oldImage null for none
   * @param newImage null for none
   * @return its sequence number
   * @throws IllegalStateException when the shard is closed
   */
  public String append(String arn, String shardId, String eventName, Map<String, AttributeValue> keys,
      Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
    return append(arn, shardId, eventName, keys, oldImage, newImage, null, null, null);
  }

  /**
   * Appends a record built with the SDK: its {@code eventName} and its {@code dynamodb()} keys, images and {@code
   * ApproximateCreationDateTime} (now when unset) are used, and its {@code eventID} and {@code userIdentity} when
   * set (an {@code awsRegion} other than us-east-1 is refused); the sequence number is assigned here (the record's
   * own is ignored).
   *
   * @return its sequence number
   */
  public String append(String arn, String shardId, Record record) {
    Objects.requireNonNull(record, "record");
    StreamRecord dynamodb = Objects.requireNonNull(record.dynamodb(), "record.dynamodb()");
    Map<String, Object> identity = null;
    if (record.userIdentity() != null) {
      identity = new LinkedHashMap<>();
      if (record.userIdentity().principalId() != null) {
        identity.put("PrincipalId", record.userIdentity().principalId());
      }
      if (record.userIdentity().type() != null) {
        identity.put("Type", record.userIdentity().type());
      }
    }
    String eventId = record.eventID();
    if (record.awsRegion() != null && !record.awsRegion().equals(REGION)) {
      throw new IllegalArgumentException("Records of this endpoint are in " + REGION + ", not " + record.awsRegion());
    }
    return append(arn, shardId, record.eventNameAsString(), dynamodb.keys(),
        dynamodb.hasOldImage() ? dynamodb.oldImage() : null, dynamodb.hasNewImage() ? dynamodb.newImage() : null,
        dynamodb.approximateCreationDateTime(), eventId, identity);
  }

  /**
   * Appends the {@code REMOVE} of an item deleted by its TTL: {@code userIdentity} {@code {"Type": "Service",
   * "PrincipalId": "dynamodb.amazonaws.com"}}.
   *
   * @return its sequence number
   */
  public String appendExpired(String arn, String shardId, Map<String, AttributeValue> keys,
      Map<String, AttributeValue> oldImage) {
    Map<String, Object> identity = new LinkedHashMap<>();
    identity.put("PrincipalId", "dynamodb.amazonaws.com");
    identity.put("Type", "Service");
    return append(arn, shardId, "REMOVE", keys, oldImage, null, null, null, identity);
  }

  private String append(String arn, String shardId, String eventName, Map<String, AttributeValue> keys,
      Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage, Instant created, String eventId,
      Map<String, Object> identity) {
    if (eventName == null || !EVENT_NAMES.contains(eventName)) {
      throw new IllegalArgumentException("eventName is INSERT, MODIFY or REMOVE, not " + eventName);
    }
    if (keys == null || keys.isEmpty()) {
      throw new IllegalArgumentException("A record has keys");
    }
    Instant at = created != null ? created : Instant.now().truncatedTo(ChronoUnit.SECONDS);
    Map<String, Object> keysJson = attributes(keys);
    Map<String, Object> oldJson = oldImage == null ? null : attributes(oldImage);
    Map<String, Object> newJson = newImage == null ? null : attributes(newImage);
    int size = Json.write(keysJson).length() + (oldJson == null ? 0 : Json.write(oldJson).length())
        + (newJson == null ? 0 : Json.write(newJson).length());
    synchronized (lock) {
      Stream stream = scripted(arn);
      Shard shard = scripted(arn, shardId);
      if (shard.closed) {
        throw new IllegalStateException("Shard " + shardId + " is closed; append to an open shard");
      }
      long sequence = stream.nextSequenceNumber++;
      Map<String, Object> dynamodb = new LinkedHashMap<>();
      dynamodb.put("ApproximateCreationDateTime", epochSeconds(at));
      dynamodb.put("Keys", keysJson);
      if (newJson != null) {
        dynamodb.put("NewImage", newJson);
      }
      if (oldJson != null) {
        dynamodb.put("OldImage", oldJson);
      }
      dynamodb.put("SequenceNumber", sequenceNumber(sequence));
      dynamodb.put("SizeBytes", size);
      dynamodb.put("StreamViewType", "NEW_AND_OLD_IMAGES");
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("eventID", eventId != null ? eventId : String.format("%032x", sequence));
      json.put("eventName", eventName);
      json.put("eventVersion", "1.1");
      json.put("eventSource", "aws:dynamodb");
      json.put("awsRegion", REGION);
      json.put("dynamodb", dynamodb);
      if (identity != null) {
        json.put("userIdentity", identity);
      }
      shard.records.add(new Entry(sequence, json));
      return sequenceNumber(sequence);
    }
  }

  // ---------------------------------------------------------------- scripting: iterators, faults, paging

  /** Every iterator handed out so far answers {@code ExpiredIteratorException}; new ones work. */
  public ScriptedStreams expireIterators() {
    synchronized (lock) {
      iteratorGeneration++;
    }
    return this;
  }

  /**
   * The next {@code times} requests of {@code operation} (e.g. {@code "GetRecords"}) are answered HTTP 400 {@code
   * LimitExceededException}, what DynamoDB Streams sends when throttled, and change nothing. Replaces what is left
   * of an earlier count for that operation; 0 cancels it.
   */
  public ScriptedStreams throttleNext(String operation, int times) {
    return count(throttles, operation, times);
  }

  /**
   * The next {@code times} requests of {@code operation} are answered HTTP 500 {@code InternalServerError} and
   * change nothing (checked after {@link #throttleNext}). Replaces what is left of an earlier count; 0 cancels it.
   */
  public ScriptedStreams failNext(String operation, int times) {
    return count(failures, operation, times);
  }

  private ScriptedStreams count(Map<String, Integer> counts, String operation, int times) {
    Objects.requireNonNull(operation, "operation");
    if (times < 0) {
      throw new IllegalArgumentException("times is 0 or more, not " + times);
    }
    synchronized (lock) {
      counts.put(operation, times);
    }
    return this;
  }

  /** DescribeStream lists at most this many shards a page (default and DynamoDB's maximum: 100). */
  public ScriptedStreams describePageSize(int shards) {
    if (shards < 1) {
      throw new IllegalArgumentException("A page has at least one shard, not " + shards);
    }
    synchronized (lock) {
      describePageSize = shards;
    }
    return this;
  }

  // ---------------------------------------------------------------- the call log

  /** Every request answered so far, in the order answered. */
  public List<Call> calls() {
    synchronized (lock) {
      return List.copyOf(calls);
    }
  }

  /** The requests of one operation (e.g. {@code "GetRecords"}) answered so far, in the order answered. */
  public List<Call> calls(String operation) {
    Objects.requireNonNull(operation, "operation");
    return calls().stream().filter(c -> c.operation().equals(operation)).toList();
  }

  /** Forgets the calls recorded so far. */
  public void clearCalls() {
    synchronized (lock) {
      calls.clear();
    }
  }

  // ---------------------------------------------------------------- state

  private static final class Stream {
    final String arn;
    final String table;
    final String partitionKey;
    final String sortKey;
    final Map<String, Shard> shards = new HashMap<>();
    final List<String> order = new ArrayList<>();
    long nextSequenceNumber = 1;

    Stream(String arn, String table, String partitionKey, String sortKey) {
      this.arn = arn;
      this.table = table;
      this.partitionKey = partitionKey;
      this.sortKey = sortKey;
    }

    List<Shard> listed() {
      return order.stream().map(shards::get).filter(s -> !s.forgotten).toList();
    }
  }

  private static final class Shard {
    final String id;
    final String parent;
    final long start;
    final List<Entry> records = new ArrayList<>();
    int trimmed;
    boolean closed;
    boolean forgotten;

    Shard(String id, String parent, long start) {
      this.id = id;
      this.parent = parent;
      this.start = start;
    }

    long end() {
      return records.isEmpty() ? start : records.get(records.size() - 1).sequence();
    }

    int indexOf(BigInteger sequence) {
      for (int i = 0; i < records.size(); i++) {
        if (BigInteger.valueOf(records.get(i).sequence()).equals(sequence)) {
          return i;
        }
      }
      return -1;
    }
  }

  private record Entry(long sequence, Map<String, Object> json) {}

  /** An iterator: a position (index into the shard's records, trimmed ones included) and when it was handed out. */
  private record Cursor(String arn, String shardId, int position, int generation) {}

  private Stream scripted(String arn) {
    Stream stream = streams.get(Objects.requireNonNull(arn, "arn"));
    if (stream == null) {
      throw new IllegalArgumentException("No stream " + arn + "; create it with stream(tableName)");
    }
    return stream;
  }

  private Shard scripted(String arn, String shardId) {
    Shard shard = scripted(arn).shards.get(Objects.requireNonNull(shardId, "shardId"));
    if (shard == null) {
      throw new IllegalArgumentException("Stream " + arn + " has no shard " + shardId);
    }
    return shard;
  }

  private void unused(String arn, String shardId) {
    if (scripted(arn).shards.containsKey(Objects.requireNonNull(shardId, "shardId"))) {
      throw new IllegalArgumentException("Stream " + arn + " has a shard " + shardId + " already");
    }
  }

  private static String sequenceNumber(long sequence) {
    return String.format("%021d", sequence);
  }

  // ---------------------------------------------------------------- HTTP

  /** A failure answered to the client. */
  private static final class Failure extends RuntimeException {
    final int status;
    final String type;

    Failure(int status, String type, String message) {
      super(message, null, false, false);
      this.status = status;
      this.type = type;
    }

    String body() {
      String prefix = type.equals("UnknownOperationException") ? "com.amazon.coral.service#" : ERROR_PREFIX;
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("__type", prefix + type);
      json.put("message", getMessage() + " (ScriptedStreams)");
      return Json.write(json);
    }
  }

  private static Failure validation(String message) {
    return new Failure(400, "ValidationException", message);
  }

  private static Failure notFound(String message) {
    return new Failure(400, "ResourceNotFoundException", "Requested resource not found: " + message);
  }

  /** What the call log records of a request, filled in as it is answered. */
  private static final class Pending {
    final String operation;
    String shardId;
    String iteratorType;
    String sequenceNumber;
    int records;

    Pending(String operation) {
      this.operation = operation;
    }
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      byte[] body = exchange.getRequestBody().readNBytes(MAX_BODY);
      String target = exchange.getRequestHeaders().getFirst("X-Amz-Target");
      String operation = target == null ? "" : target.startsWith(TARGET_PREFIX)
          ? target.substring(TARGET_PREFIX.length()) : target;
      int[] status = new int[1];
      String answer;
      try {
        answer = answer(exchange.getRequestMethod(), operation, body, status);
      } catch (RuntimeException e) {
        status[0] = 500;
        answer = new Failure(500, "InternalServerError", "ScriptedStreams failed: " + e).body();
      }
      respond(exchange, status[0], answer.getBytes(StandardCharsets.UTF_8));
    }
  }

  private String answer(String method, String operation, byte[] body, int[] status) {
    synchronized (lock) {
      Pending call = new Pending(operation);
      String answer;
      try {
        if (!method.equals("POST") || !OPERATIONS.contains(operation)) {
          throw new Failure(400, "UnknownOperationException", "Unknown operation '" + operation + "'");
        }
        JsonNode request = parse(body);
        note(call, request);
        if (take(throttles, operation)) {
          throw new Failure(400, "LimitExceededException", "Too many requests for " + operation);
        }
        if (take(failures, operation)) {
          throw new Failure(500, "InternalServerError", "Internal server error");
        }
        Map<String, Object> out = switch (operation) {
          case "ListStreams" -> listStreams(request);
          case "DescribeStream" -> describeStream(request);
          case "GetShardIterator" -> getShardIterator(request);
          case "GetRecords" -> getRecords(request, call);
          default -> throw new IllegalStateException(operation);
        };
        status[0] = 200;
        answer = Json.write(out);
      } catch (Failure f) {
        status[0] = f.status;
        answer = f.body();
        call.records = 0;
      }
      calls.add(new Call(call.operation, call.shardId, call.iteratorType, call.sequenceNumber, status[0],
          call.records));
      return answer;
    }
  }

  private static JsonNode parse(byte[] body) {
    try {
      JsonNode node = JsonNode.parser().parse(body);
      if (!node.isObject()) {
        throw new Failure(400, "SerializationException", "The request body is not a JSON object");
      }
      return node;
    } catch (RuntimeException e) {
      if (e instanceof Failure f) {
        throw f;
      }
      throw new Failure(400, "SerializationException", "The request body is not JSON");
    }
  }

  private void note(Pending call, JsonNode request) {
    switch (call.operation) {
      case "GetShardIterator" -> {
        call.shardId = string(request, "ShardId");
        call.iteratorType = string(request, "ShardIteratorType");
        call.sequenceNumber = string(request, "SequenceNumber");
      }
      case "GetRecords" -> {
        String token = string(request, "ShardIterator");
        Cursor iterator = token == null ? null : iterators.get(token);
        call.shardId = iterator == null ? null : iterator.shardId();
      }
      case "DescribeStream" -> call.shardId = string(request, "ExclusiveStartShardId");
      default -> { }
    }
  }

  private static boolean take(Map<String, Integer> counts, String operation) {
    Integer left = counts.get(operation);
    if (left == null || left == 0) {
      return false;
    }
    counts.put(operation, left - 1);
    return true;
  }

  private static String string(JsonNode request, String field) {
    Optional<JsonNode> value = request.field(field);
    if (value.isEmpty() || value.get().isNull()) {
      return null;
    }
    if (!value.get().isString()) {
      throw validation(field + " is a string");
    }
    return value.get().asString();
  }

  private static String required(JsonNode request, String field) {
    String value = string(request, field);
    if (value == null || value.isEmpty()) {
      throw validation("1 validation error detected: Value null at '" + lowerFirst(field)
          + "' failed to satisfy constraint: Member must not be null");
    }
    return value;
  }

  private static Integer limit(JsonNode request, int max) {
    Optional<JsonNode> value = request.field("Limit");
    if (value.isEmpty() || value.get().isNull()) {
      return null;
    }
    int limit;
    try {
      limit = Integer.parseInt(value.get().asNumber());
    } catch (RuntimeException e) {
      throw validation("Limit is a whole number");
    }
    if (limit < 1 || limit > max) {
      throw validation("1 validation error detected: Value '" + limit + "' at 'limit' failed to satisfy constraint:"
          + " Member must have value less than or equal to " + max + " and greater than or equal to 1");
    }
    return limit;
  }

  private static String lowerFirst(String field) {
    return Character.toLowerCase(field.charAt(0)) + field.substring(1);
  }

  private Stream stream(JsonNode request) {
    String arn = required(request, "StreamArn");
    Stream stream = streams.get(arn);
    if (stream == null) {
      throw notFound("Stream: " + arn + " not found");
    }
    return stream;
  }

  private Map<String, Object> listStreams(JsonNode request) {
    String table = string(request, "TableName");
    Integer limit = limit(request, 100);
    String exclusiveStart = string(request, "ExclusiveStartStreamArn");
    List<Stream> matching = streams.values().stream().filter(s -> table == null || s.table.equals(table)).toList();
    int from = 0;
    if (exclusiveStart != null) {
      from = matching.stream().map(s -> s.arn).toList().indexOf(exclusiveStart) + 1;
      if (from == 0) {
        throw notFound("Stream: " + exclusiveStart + " not found");
      }
    }
    int to = limit == null ? matching.size() : Math.min(matching.size(), from + limit);
    List<Object> listed = new ArrayList<>();
    for (Stream s : matching.subList(from, to)) {
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("StreamArn", s.arn);
      json.put("TableName", s.table);
      json.put("StreamLabel", STREAM_LABEL);
      listed.add(json);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("Streams", listed);
    if (to < matching.size()) {
      out.put("LastEvaluatedStreamArn", matching.get(to - 1).arn);
    }
    return out;
  }

  private Map<String, Object> describeStream(JsonNode request) {
    Stream stream = stream(request);
    Integer limit = limit(request, 100);
    int page = Math.min(limit == null ? 100 : limit, describePageSize);
    String exclusiveStart = string(request, "ExclusiveStartShardId");
    List<Shard> remaining = new ArrayList<>();
    boolean started = exclusiveStart == null;
    for (String id : stream.order) {
      Shard shard = stream.shards.get(id);
      if (started && !shard.forgotten) {
        remaining.add(shard);
      }
      started |= id.equals(exclusiveStart);
    }
    if (!started) {
      throw notFound("Shard: " + exclusiveStart + " in stream " + stream.arn + " not found");
    }
    List<Object> shards = new ArrayList<>();
    for (Shard shard : remaining.subList(0, Math.min(page, remaining.size()))) {
      Map<String, Object> range = new LinkedHashMap<>();
      range.put("StartingSequenceNumber", sequenceNumber(shard.start));
      if (shard.closed) {
        range.put("EndingSequenceNumber", sequenceNumber(shard.end()));
      }
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("ShardId", shard.id);
      if (shard.parent != null) {
        json.put("ParentShardId", shard.parent);
      }
      json.put("SequenceNumberRange", range);
      shards.add(json);
    }
    List<Object> keySchema = new ArrayList<>();
    keySchema.add(Map.of("AttributeName", stream.partitionKey, "KeyType", "HASH"));
    if (stream.sortKey != null) {
      keySchema.add(Map.of("AttributeName", stream.sortKey, "KeyType", "RANGE"));
    }
    Map<String, Object> description = new LinkedHashMap<>();
    description.put("StreamArn", stream.arn);
    description.put("StreamLabel", STREAM_LABEL);
    description.put("StreamStatus", "ENABLED");
    description.put("StreamViewType", "NEW_AND_OLD_IMAGES");
    description.put("CreationRequestDateTime", epochSeconds(STREAM_CREATED));
    description.put("TableName", stream.table);
    description.put("KeySchema", keySchema);
    description.put("Shards", shards);
    if (remaining.size() > page) {
      description.put("LastEvaluatedShardId", remaining.get(page - 1).id);
    }
    return Map.of("StreamDescription", description);
  }

  private Map<String, Object> getShardIterator(JsonNode request) {
    Stream stream = stream(request);
    String shardId = required(request, "ShardId");
    String type = required(request, "ShardIteratorType");
    Shard shard = stream.shards.get(shardId);
    if (shard == null || shard.forgotten) {
      throw notFound("Shard: " + shardId + " in stream " + stream.arn + " not found");
    }
    int position = switch (type) {
      case "TRIM_HORIZON" -> shard.trimmed;
      case "LATEST" -> shard.records.size();
      case "AT_SEQUENCE_NUMBER", "AFTER_SEQUENCE_NUMBER" -> {
        String text = string(request, "SequenceNumber");
        if (text == null) {
          throw validation("SequenceNumber is required for " + type);
        }
        BigInteger sequence;
        try {
          sequence = new BigInteger(text);
        } catch (NumberFormatException e) {
          throw validation("Invalid SequenceNumber: " + text);
        }
        int index = shard.indexOf(sequence);
        if (index < 0 && sequence.equals(BigInteger.valueOf(shard.start))) {
          // the shard's StartingSequenceNumber, before its first record: AT and AFTER both start at that record
          if (shard.trimmed > 0) {
            throw trimmed(shardId);
          }
          yield 0;
        }
        if (index < 0) {
          throw validation("Invalid SequenceNumber " + text + " for shard " + shardId);
        }
        if (index < shard.trimmed) {
          throw trimmed(shardId);
        }
        yield type.equals("AT_SEQUENCE_NUMBER") ? index : index + 1;
      }
      default -> throw validation("1 validation error detected: Value '" + type + "' at 'shardIteratorType' failed "
          + "to satisfy constraint: Member must satisfy enum value set: [AFTER_SEQUENCE_NUMBER, AT_SEQUENCE_NUMBER, "
          + "TRIM_HORIZON, LATEST]");
    };
    return Map.of("ShardIterator", iterator(stream.arn, shardId, position));
  }

  private static Failure trimmed(String shardId) {
    return new Failure(400, "TrimmedDataAccessException",
        "The operation attempted to read past the oldest stream record in shard " + shardId);
  }

  private Map<String, Object> getRecords(JsonNode request, Pending call) {
    String token = required(request, "ShardIterator");
    Integer limit = limit(request, 1000);
    Cursor iterator = iterators.get(token);
    if (iterator == null) {
      throw validation("Invalid ShardIterator");
    }
    if (iterator.generation() < iteratorGeneration) {
      throw new Failure(400, "ExpiredIteratorException", "Iterator expired");
    }
    Shard shard = streams.get(iterator.arn()).shards.get(iterator.shardId());
    if (iterator.position() < shard.trimmed) {
      throw trimmed(shard.id);
    }
    int from = iterator.position();
    int to = Math.min(shard.records.size(), from + (limit == null ? 1000 : limit));
    List<Object> records = new ArrayList<>();
    for (Entry entry : shard.records.subList(from, to)) {
      records.add(entry.json());
    }
    call.records = records.size();
    call.sequenceNumber = records.isEmpty() ? null : sequenceNumber(shard.records.get(from).sequence());
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("Records", records);
    if (!(shard.closed && to == shard.records.size())) {
      out.put("NextShardIterator", iterator(iterator.arn(), shard.id, to));
    }
    return out;
  }

  private String iterator(String arn, String shardId, int position) {
    String token = "arn:aws:dynamodb:" + REGION + ":" + ACCOUNT + ":scripted-iterator/" + (++iteratorCount) + "|"
        + Integer.toHexString(Objects.hash(arn, shardId, position, iteratorGeneration));
    iterators.put(token, new Cursor(arn, shardId, position, iteratorGeneration));
    return token;
  }

  private static void respond(HttpExchange exchange, int status, byte[] body) throws IOException {
    CRC32 crc = new CRC32();
    crc.update(body);
    exchange.getResponseHeaders().set("Content-Type", CONTENT_TYPE);
    exchange.getResponseHeaders().set("x-amz-crc32", Long.toString(crc.getValue()));
    exchange.getResponseHeaders().set("x-amzn-RequestId", "scripted-streams");
    exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  // ---------------------------------------------------------------- attribute values as JSON

  /** Epoch seconds as a JSON number (with milliseconds when the instant has them). */
  private static JsonNode epochSeconds(Instant at) {
    BigDecimal seconds = BigDecimal.valueOf(at.toEpochMilli(), 3).stripTrailingZeros();
    return Json.node(seconds.scale() < 0 ? seconds.setScale(0).toPlainString() : seconds.toPlainString());
  }

  private static Map<String, Object> attributes(Map<String, AttributeValue> values) {
    Map<String, Object> json = new LinkedHashMap<>();
    values.forEach((name, value) -> json.put(name, attribute(value)));
    return json;
  }

  private static Object attribute(AttributeValue value) {
    Objects.requireNonNull(value, "an AttributeValue");
    return switch (value.type()) {
      case S -> Map.of("S", value.s());
      case N -> Map.of("N", value.n());
      case B -> Map.of("B", base64(value.b()));
      case BOOL -> Map.of("BOOL", value.bool());
      case NUL -> Map.of("NULL", true);
      case M -> Map.of("M", attributes(value.m()));
      case L -> Map.of("L", value.l().stream().map(ScriptedStreams::attribute).toList());
      case SS -> Map.of("SS", value.ss());
      case NS -> Map.of("NS", value.ns());
      case BS -> Map.of("BS", value.bs().stream().map(ScriptedStreams::base64).toList());
      default -> throw new IllegalArgumentException("An AttributeValue of no known type: " + value);
    };
  }

  private static String base64(SdkBytes bytes) {
    return Base64.getEncoder().encodeToString(bytes.asByteArray());
  }
}
