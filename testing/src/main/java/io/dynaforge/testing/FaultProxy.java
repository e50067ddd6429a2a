package io.dynaforge.testing;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.CRC32;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * A loopback HTTP proxy in front of a DynamoDB-compatible endpoint (moto, dynalite, or another) that
 * injects the faults DynamoDB produces under load, so that tests see what a repository call does when
 * they happen:
 *
 * <pre>{@code
 * try (FaultProxy proxy = FaultProxy.start(db.endpoint()).seed(42)
 *     .throttle(0.3).onlyFor("PutItem", "BatchWriteItem")
 *     .unprocessed(0.5)) {
 *   DynamoDbClient client = LocalDynamoDb.connect(proxy.endpoint()).client();
 *   ...
 *   assertThat(proxy.requests().get("PutItem")).isGreaterThan(n);   // SDK retries included
 * }
 * }</pre>
 *
 * <p>Each fault is drawn per request from one {@link Random} seeded with {@link #seed(long)}, so a run
 * is repeatable (with concurrent requests the order in which they draw is not). {@link #onlyFor}
 * limits the fault configured just before it to some operations (the {@code X-Amz-Target} name,
 * {@code PutItem}, {@code BatchWriteItem}, ...). The faults:
 * <ul>
 *   <li>{@link #throttle}: HTTP 400 {@code ProvisionedThroughputExceededException}; the request never
 *       reaches the server.</li>
 *   <li>{@link #serverErrors}: HTTP 500 before the server sees the request.</li>
 *   <li>{@link #serverErrorsAfterWrite}: the request is forwarded and applied, then answered HTTP 500:
 *       the ambiguous case, where a retry applies a non-idempotent write twice.</li>
 *   <li>{@link #unprocessed}: BatchWriteItem and BatchGetItem forward only part of each request and
 *       answer the rest as {@code UnprocessedItems}/{@code UnprocessedKeys}, drawn per entry: what is
 *       reported unprocessed was neither written nor read.</li>
 *   <li>{@link #latency}: a delay before forwarding.</li>
 *   <li>{@link #dropConnections}: the connection is closed without an answer.</li>
 * </ul>
 * It listens on 127.0.0.1 only, serves at most 16 requests at a time and bodies of at most 16 MB. It
 * rewrites bodies, so it suits servers that do not check request signatures (local ones).
 */
public final class FaultProxy implements AutoCloseable {

  private static final int MAX_BODY = 16 * 1024 * 1024;
  private static final String JSON = "application/x-amz-json-1.0";

  /** The kinds of fault, in the order they are drawn for a request. */
  private enum Kind {
    DROP, THROTTLE, ERROR_BEFORE, LATENCY, ERROR_AFTER, UNPROCESSED
  }

  /** One configured fault: how often, and for which operations (all when empty). */
  private record Fault(Kind kind, double fraction, Duration delay, Set<String> operations, AtomicInteger remaining) {
    boolean appliesTo(String operation) {
      return (operations.isEmpty() || operations.contains(operation)) && remaining.get() != 0;
    }

    /** Takes one injection from a limited fault; false when it has none left (another request took it). */
    boolean take() {
      while (true) {
        int left = remaining.get();
        if (left < 0) {
          return true; // unlimited
        }
        if (left == 0) {
          return false;
        }
        if (remaining.compareAndSet(left, left - 1)) {
          return true;
        }
      }
    }
  }

  private final URI target;
  private final HttpServer server;
  private final ExecutorService workers;
  private final HttpClient forward;
  private final Map<Kind, Fault> faults = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> requests = new ConcurrentHashMap<>();
  private final Map<String, AtomicInteger> injected = new ConcurrentHashMap<>();
  private final AtomicInteger inFlight = new AtomicInteger();
  private volatile Kind last;
  private Random random = new Random(0);

  private FaultProxy(URI target) throws IOException {
    this.target = Objects.requireNonNull(target, "target");
    this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 64);
    AtomicInteger threads = new AtomicInteger();
    this.workers = Executors.newFixedThreadPool(16, r -> {
      Thread t = new Thread(r, "dynaforge-fault-proxy-" + threads.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    this.forward = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(10)).executor(workers).build();
    server.createContext("/", this::handle);
    server.setExecutor(workers);
    server.start();
  }

  /** Starts a proxy in front of {@code target} on a free loopback port, with no fault configured. */
  public static FaultProxy start(URI target) {
    try {
      return new FaultProxy(target);
    } catch (IOException e) {
      throw new LocalDynamoDbException("The fault proxy could not listen on a loopback port", e);
    }
  }

  /** The proxy's endpoint: point a {@code DynamoDbClient} (or {@code dynaforge.endpoint}) at it. */
  public URI endpoint() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
  }

  /** Draws every fault from a generator seeded with {@code seed} (default 0). */
  public synchronized FaultProxy seed(long seed) {
    this.random = new Random(seed);
    return this;
  }

  /** That fraction of requests is answered HTTP 400 ProvisionedThroughputExceededException, unsent. */
  public FaultProxy throttle(double fraction) {
    return with(Kind.THROTTLE, fraction, null);
  }

  /** That fraction of requests is answered HTTP 500 before the server sees it. */
  public FaultProxy serverErrors(double fraction) {
    return with(Kind.ERROR_BEFORE, fraction, null);
  }

  /** That fraction of requests is applied by the server, then answered HTTP 500 (the ambiguous case). */
  public FaultProxy serverErrorsAfterWrite(double fraction) {
    return with(Kind.ERROR_AFTER, fraction, null);
  }

  /** Every request waits {@code delay} before it is forwarded. */
  public FaultProxy latency(Duration delay) {
    return with(Kind.LATENCY, 1.0, Objects.requireNonNull(delay, "delay"));
  }

  /** That fraction of requests has its connection closed without an answer. */
  public FaultProxy dropConnections(double fraction) {
    return with(Kind.DROP, fraction, null);
  }

  /**
   * BatchWriteItem and BatchGetItem: that fraction of each request's entries is neither written nor
   * read and comes back as {@code UnprocessedItems}/{@code UnprocessedKeys}.
   */
  public FaultProxy unprocessed(double fraction) {
    return with(Kind.UNPROCESSED, fraction, null);
  }

  /** Limits the fault configured just before to these operations ({@code "PutItem"}, ...). */
  public FaultProxy onlyFor(String... operations) {
    Kind kind = last;
    if (kind == null) {
      throw new IllegalStateException("onlyFor limits the fault configured before it; configure one first");
    }
    Fault fault = faults.get(kind);
    faults.put(kind, new Fault(kind, fault.fraction(), fault.delay(), Set.of(operations), fault.remaining()));
    return this;
  }

  /**
   * Limits the fault configured just before to {@code count} injections in all ({@code
   * serverErrorsAfterWrite(1.0).onlyFor("PutItem").times(1)}: exactly one ambiguous 500).
   */
  public FaultProxy times(int count) {
    Kind kind = last;
    if (kind == null || count < 0) {
      throw new IllegalStateException("times(n) limits the fault configured before it, n >= 0");
    }
    Fault fault = faults.get(kind);
    faults.put(kind, new Fault(kind, fault.fraction(), fault.delay(), fault.operations(), new AtomicInteger(count)));
    return this;
  }

  /** Removes every fault; the proxy then forwards everything as it is. */
  public FaultProxy clearFaults() {
    faults.clear();
    last = null;
    return this;
  }

  /** Every request received (SDK retries included), by operation name, in name order. */
  public Map<String, Integer> requests() {
    return snapshot(requests);
  }

  /** The faults injected, by {@code <Operation>:<fault>} ({@code PutItem:throttle}), in name order. */
  public Map<String, Integer> injected() {
    return snapshot(injected);
  }

  /**
   * Waits until the proxy handles no request: a client that gave up on a slow attempt
   * ({@link #latency}) has left it in flight here, and the server applies it once it is forwarded.
   * Check what a failed call left stored after this, not before.
   *
   * @return false when requests were still in flight after {@code timeout}
   */
  public boolean awaitIdle(Duration timeout) {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (inFlight.get() > 0) {
      if (System.nanoTime() > deadline) {
        return false;
      }
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return true;
  }

  /** Forgets the counts. */
  public void resetCounts() {
    requests.clear();
    injected.clear();
  }

  @Override
  public void close() {
    server.stop(0);
    workers.shutdownNow();
  }

  private FaultProxy with(Kind kind, double fraction, Duration delay) {
    if (!(fraction >= 0 && fraction <= 1)) {
      throw new IllegalArgumentException("A fault's fraction is between 0 and 1, not " + fraction);
    }
    faults.put(kind, new Fault(kind, fraction, delay, Set.of(), new AtomicInteger(-1)));
    last = kind;
    return this;
  }

  private static Map<String, Integer> snapshot(Map<String, AtomicInteger> counts) {
    Map<String, Integer> copy = new TreeMap<>();
    counts.forEach((k, v) -> copy.put(k, v.get()));
    return copy;
  }

  private synchronized boolean draw(double fraction) {
    return fraction > 0 && random.nextDouble() < fraction;
  }

  private Fault active(Kind kind, String operation) {
    Fault fault = faults.get(kind);
    return fault != null && fault.appliesTo(operation) ? fault : null;
  }

  private boolean fires(Kind kind, String operation) {
    Fault fault = active(kind, operation);
    if (fault == null || !draw(fault.fraction()) || !fault.take()) {
      return false;
    }
    injected.computeIfAbsent(operation + ":" + kind.name().toLowerCase(java.util.Locale.ROOT),
        k -> new AtomicInteger()).incrementAndGet();
    return true;
  }

  // ---------------------------------------------------------------- handling

  private void handle(HttpExchange exchange) throws IOException {
    inFlight.incrementAndGet();
    try (exchange) {
      byte[] body = readBody(exchange.getRequestBody());
      String targetHeader = exchange.getRequestHeaders().getFirst("X-Amz-Target");
      String operation = targetHeader == null ? "unknown" : targetHeader.substring(targetHeader.indexOf('.') + 1);
      requests.computeIfAbsent(operation, k -> new AtomicInteger()).incrementAndGet();
      if (fires(Kind.DROP, operation)) {
        return; // closed without an answer
      }
      if (fires(Kind.THROTTLE, operation)) {
        respond(exchange, 400, error("ProvisionedThroughputExceededException",
            "The level of configured provisioned throughput for the table was exceeded (FaultProxy)"));
        return;
      }
      if (fires(Kind.ERROR_BEFORE, operation)) {
        respond(exchange, 500, error("InternalServerError", "Internal server error (FaultProxy, before the request)"));
        return;
      }
      Fault latency = active(Kind.LATENCY, operation);
      if (latency != null) {
        Thread.sleep(latency.delay().toMillis());
      }
      List<JsonNode> held = List.of();
      String heldField = null;
      if (active(Kind.UNPROCESSED, operation) != null
          && (operation.equals("BatchWriteItem") || operation.equals("BatchGetItem"))) {
        Split split = split(operation, body);
        if (split.nothingForwarded()) { // every entry held back: the server would refuse an empty batch
          String empty = operation.equals("BatchGetItem") ? "{\"Responses\":{}}" : "{}";
          respond(exchange, 200, withUnprocessed(empty.getBytes(StandardCharsets.UTF_8), split.field(), split.held(),
              operation));
          return;
        }
        body = split.forwarded();
        held = split.held();
        heldField = split.field();
      }
      HttpResponse<byte[]> response = send(exchange, body);
      if (fires(Kind.ERROR_AFTER, operation)) {
        respond(exchange, 500, error("InternalServerError", "Internal server error (FaultProxy, after the request was"
            + " applied)"));
        return;
      }
      byte[] answer = response.body();
      if (heldField != null && response.statusCode() == 200) {
        answer = withUnprocessed(answer, heldField, held, operation);
      }
      respond(exchange, response.statusCode(), answer);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException | IOException e) {
      // the client sees a dropped connection; the test's assertions say what that did
    } finally {
      inFlight.decrementAndGet();
    }
  }

  private HttpResponse<byte[]> send(HttpExchange exchange, byte[] body) throws IOException, InterruptedException {
    HttpRequest.Builder request = HttpRequest.newBuilder(target.resolve(exchange.getRequestURI().getPath()))
        .timeout(Duration.ofSeconds(60))
        .method(exchange.getRequestMethod(), HttpRequest.BodyPublishers.ofByteArray(body));
    exchange.getRequestHeaders().forEach((name, values) -> {
      if (!RESTRICTED.contains(name.toLowerCase(java.util.Locale.ROOT))) {
        values.forEach(v -> request.header(name, v));
      }
    });
    return forward.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
  }

  private static final Set<String> RESTRICTED =
      Set.of("host", "content-length", "connection", "expect", "upgrade", "transfer-encoding");

  private static byte[] readBody(InputStream in) throws IOException {
    byte[] body = in.readNBytes(MAX_BODY + 1);
    if (body.length > MAX_BODY) {
      throw new IOException("A request body over " + MAX_BODY + " bytes");
    }
    return body;
  }

  private static void respond(HttpExchange exchange, int status, byte[] body) throws IOException {
    CRC32 crc = new CRC32();
    crc.update(body);
    exchange.getResponseHeaders().set("Content-Type", JSON);
    exchange.getResponseHeaders().set("x-amz-crc32", Long.toString(crc.getValue()));
    exchange.getResponseHeaders().set("x-amzn-RequestId", "fault-proxy");
    exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  private static byte[] error(String type, String message) {
    return ("{\"__type\":\"com.amazonaws.dynamodb.v20120810#" + type + "\",\"message\":\"" + message + "\"}")
        .getBytes(StandardCharsets.UTF_8);
  }

  // ---------------------------------------------------------------- unprocessed entries

  /** The request as forwarded, and the entries held back per table (as a request's map of the same shape). */
  private record Split(byte[] forwarded, String field, List<JsonNode> held, boolean nothingForwarded) {}

  private Split split(String operation, byte[] body) {
    JsonNode request = JsonNode.parser().parse(body);
    Map<String, JsonNode> items = request.field("RequestItems").map(JsonNode::asObject).orElse(Map.of());
    Map<String, Object> forwarded = new LinkedHashMap<>();
    Map<String, Object> heldBack = new LinkedHashMap<>();
    request.asObject().forEach((k, v) -> {
      if (!k.equals("RequestItems")) {
        forwarded.put(k, v);
      }
    });
    Map<String, Object> forwardedItems = new LinkedHashMap<>();
    items.forEach((table, entries) -> {
      if (operation.equals("BatchWriteItem")) {
        List<JsonNode> kept = new ArrayList<>();
        List<JsonNode> held = new ArrayList<>();
        for (JsonNode entry : entries.asArray()) {
          (fires(Kind.UNPROCESSED, operation) ? held : kept).add(entry);
        }
        if (!kept.isEmpty()) {
          forwardedItems.put(table, kept);
        }
        if (!held.isEmpty()) {
          heldBack.put(table, held);
        }
      } else {
        Map<String, JsonNode> keysAndAttributes = entries.asObject();
        List<JsonNode> kept = new ArrayList<>();
        List<JsonNode> held = new ArrayList<>();
        for (JsonNode key : keysAndAttributes.get("Keys").asArray()) {
          (fires(Kind.UNPROCESSED, operation) ? held : kept).add(key);
        }
        if (!kept.isEmpty()) {
          Map<String, Object> copy = new LinkedHashMap<>(keysAndAttributes);
          copy.put("Keys", kept);
          forwardedItems.put(table, copy);
        }
        if (!held.isEmpty()) {
          Map<String, Object> copy = new LinkedHashMap<>(keysAndAttributes);
          copy.put("Keys", held);
          heldBack.put(table, copy);
        }
      }
    });
    forwarded.put("RequestItems", forwardedItems);
    String field = operation.equals("BatchWriteItem") ? "UnprocessedItems" : "UnprocessedKeys";
    return new Split(Json.write(forwarded).getBytes(StandardCharsets.UTF_8), field,
        List.of(Json.node(Json.write(heldBack))), forwardedItems.isEmpty());
  }

  /** The server's answer with the held-back entries added to its own unprocessed ones. */
  private static byte[] withUnprocessed(byte[] answer, String field, List<JsonNode> held, String operation) {
    JsonNode response = JsonNode.parser().parse(answer);
    Map<String, Object> merged = new LinkedHashMap<>(response.asObject());
    Map<String, Object> unprocessed = new LinkedHashMap<>(
        response.field(field).map(JsonNode::asObject).orElse(Map.of()));
    for (Map.Entry<String, JsonNode> table : held.get(0).asObject().entrySet()) {
      JsonNode already = (JsonNode) unprocessed.get(table.getKey());
      if (already == null) {
        unprocessed.put(table.getKey(), table.getValue());
      } else if (operation.equals("BatchWriteItem")) {
        List<JsonNode> both = new ArrayList<>(already.asArray());
        both.addAll(table.getValue().asArray());
        unprocessed.put(table.getKey(), both);
      } else {
        Map<String, Object> both = new LinkedHashMap<>(already.asObject());
        List<JsonNode> keys = new ArrayList<>(already.asObject().get("Keys").asArray());
        keys.addAll(table.getValue().asObject().get("Keys").asArray());
        both.put("Keys", keys);
        unprocessed.put(table.getKey(), both);
      }
    }
    merged.put(field, unprocessed);
    return Json.write(merged).getBytes(StandardCharsets.UTF_8);
  }
}
