package io.dynaforge.benchmarks.template;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import reactor.core.publisher.Mono;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * {@link ReactiveDynamoDbTemplate} calls against the same calls written by hand on the raw
 * {@link DynamoDbAsyncClient} (issue 32: at most 1.05x in time and in bytes), both over
 * {@link CannedAsyncHttpClient}, interleaved in one JVM as {@link TemplateRatios} does: each round
 * runs every call for a slice of time in a shuffled order, and each pair's ratio is taken per round,
 * so drifts of the host cancel.
 *
 * <p>Every call is waited for on the benchmark thread: the template's {@code Mono} with
 * {@code block()}, the raw client's future with {@code join()}. Operations:
 * <ul>
 *   <li>{@code save}: {@code template.save(customer)} against a hand-built PutItem
 *       ({@code AttributeValue.createS/createN/createBool}, as {@code TemplateBenchmark.save_rawCreate});
 *   <li>{@code findById}: {@code template.findById(Customer.class, "c-1")} against a GetItem whose item
 *       is converted by hand ({@link TemplateBenchmark#readCustomer});
 *   <li>{@code query}: one page, {@code template.query(Customer.class, query, DynamoDbPageRequest.unpaged())},
 *       against a Query whose 10 items are converted by hand; {@code queryFlux} is the same page read as
 *       {@code template.query(Customer.class, query)} ({@code Flux}, demand-driven paging) and collected
 *       to a list.
 * </ul>
 * Each {@code _rawMono} variant is the raw call wrapped the way a hand-written reactive caller wraps it
 * ({@code Mono.fromFuture(() -> client.getItem(request)).map(...).block()}): {@code reactive / rawMono}
 * is what Dynaforge adds over Reactor, {@code rawMono / raw} what Reactor's adaptation costs.
 * {@code query_rawMonoLate} wraps the raw call the same way but converts the items after
 * {@code block()}, on the caller's thread, as {@code query_raw} does after {@code join()}: it
 * separates the cost of where the conversion runs from the cost of the wrapping. {@code query_rawThen}
 * is the raw call as asynchronous code writes it, {@code client.query(request).thenApply(convert)},
 * joined: the conversion runs where the SDK completes its future, as in the template and
 * {@code rawMono}.
 *
 * <p>{@code -Dreactive.response=caller} (default) has the canned client answer on the calling thread;
 * {@code -Dreactive.response=eventloop} on a thread of its own, as a network client's event loop reads
 * a response.
 *
 * <p>Time is nanoseconds per call. Bytes are the allocation counter of {@code ThreadMXBean} (as in
 * {@link TemplateRatios}), read two ways: the benchmark thread's own, and summed over every live
 * thread, since a non-blocking call may complete on another thread. With the default
 * {@code -Dreactive.completion=direct}, the SDK completes futures on the thread that delivers the
 * response, which for the canned client is the calling thread: the whole call runs on the benchmark
 * thread, and both columns agree. {@code -Dreactive.completion=sdk} keeps the SDK's default
 * completion pool ({@code sdk-async-response-*}): every call then crosses threads once, and only the
 * all-threads column counts its bytes.
 *
 * <pre>
 * java -Xms1g -Xmx1g -cp target/benchmarks.jar io.dynaforge.benchmarks.template.ReactiveRatios 60 100
 * java -Xms1g -Xmx1g -cp target/benchmarks.jar io.dynaforge.benchmarks.template.ReactiveRatios 300 40 8
 * java -Xms1g -Xmx1g -Dreactive.completion=sdk -cp target/benchmarks.jar io.dynaforge.benchmarks.template.ReactiveRatios 60 100
 * </pre>
 * Arguments: rounds (60), milliseconds per operation and round (100), slices per round (1), and
 * optionally the number of warm-up rounds (20) and a comma-separated list of operations to keep
 * (prefixes, e.g. {@code findById,save}).
 */
public final class ReactiveRatios {


  private static final Customer CUSTOMER = customer();

  private ReactiveRatios() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
    long sliceNanos = (args.length > 1 ? Long.parseLong(args[1]) : 100) * 1_000_000L;
    int chunks = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    int warmup = args.length > 3 ? Integer.parseInt(args[3]) : 20;
    List<String> keep = args.length > 4 ? List.of(args[4].split(",")) : List.of();
    String completionMode = System.getProperty("reactive.completion", "direct");
    Executor completion = switch (completionMode) {
      case "direct" -> Runnable::run;
      case "sdk" -> null;
      default -> throw new IllegalArgumentException("-Dreactive.completion=direct|sdk, not " + completionMode);
    };

    String responseMode = System.getProperty("reactive.response", "caller");
    Supplier<CannedAsyncHttpClient> http = switch (responseMode) {
      case "caller" -> CannedAsyncHttpClient::new;
      case "eventloop" -> () -> new CannedAsyncHttpClient(0, 1);
      default -> throw new IllegalArgumentException("-Dreactive.response=caller|eventloop, not " + responseMode);
    };

    verify(http, completion);

    DynamoDbAsyncClient client = CannedClients.async(http.get(), completion, null);
    ReactiveDynamoDbOperations template = ReactiveDynamoDbTemplate.builder(client)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE)).build();

    Map<String, Supplier<Object>> ops = new LinkedHashMap<>();
    ops.put("save_reactive", () -> saveReactive(template));
    ops.put("save_rawMono", () -> saveRawMono(client));
    ops.put("save_raw", () -> saveRaw(client));
    ops.put("findById_reactive", () -> findByIdReactive(template));
    ops.put("findById_rawMono", () -> findByIdRawMono(client));
    ops.put("findById_raw", () -> findByIdRaw(client));
    ops.put("query_reactive", () -> queryReactive(template));
    ops.put("queryFlux_reactive", () -> queryFluxReactive(template));
    ops.put("query_rawMono", () -> queryRawMono(client));
    ops.put("query_raw", () -> queryRaw(client));
    ops.put("query_rawMonoLate", () -> readPage(Mono.fromFuture(() -> client.query(queryRequest())).block()));
    ops.put("query_rawThen", () -> client.query(queryRequest()).thenApply(ReactiveRatios::readPage).join());
    if (!keep.isEmpty()) {
      ops.keySet().removeIf(name -> keep.stream().noneMatch(name::startsWith));
    }
    List<String[]> pairs = new ArrayList<>();
    for (String[] pair : new String[][] {
        {"save_reactive", "save_raw"}, {"findById_reactive", "findById_raw"}, {"query_reactive", "query_raw"},
        {"queryFlux_reactive", "query_raw"},
        {"save_reactive", "save_rawMono"}, {"findById_reactive", "findById_rawMono"},
        {"query_reactive", "query_rawMono"},
        {"save_rawMono", "save_raw"}, {"findById_rawMono", "findById_raw"}, {"query_rawMono", "query_raw"}, {"query_rawMonoLate", "query_raw"},
        {"query_rawThen", "query_raw"}, {"query_reactive", "query_rawThen"}, {"queryFlux_reactive", "query_rawThen"}}) {
      if (ops.containsKey(pair[0]) && ops.containsKey(pair[1])) {
        pairs.add(pair);
      }
    }
    System.out.printf(Locale.ROOT, "completion: %s, response read on: %s; %s%n", completionMode, responseMode,
        System.getProperty("java.vm.name")
        + " " + Runtime.version() + ", " + Runtime.getRuntime().availableProcessors() + " CPUs");
    SlicedRatios.run(ops, rounds, warmup, sliceNanos, chunks, pairs, true);
    client.close();
  }

  // ------------------------------------------------------------------ the calls

  static Customer customer() {
    Customer c = new Customer();
    c.setId("c-1");
    c.setName("Ada Lovelace");
    c.setEmail("ada@example.com");
    c.setVisits(42);
    c.setPoints(1234567);
    c.setActive(true);
    c.setSince(java.time.Instant.parse("2024-03-01T10:15:30Z"));
    return c;
  }

  static Customer saveReactive(ReactiveDynamoDbOperations template) {
    return template.save(CUSTOMER).block();
  }

  /** The PutItem {@code save} sends, by hand ({@code TemplateBenchmark.save_rawCreate}). */
  static PutItemRequest putRequest(Customer c) {
    Map<String, AttributeValue> item = new HashMap<>(10);
    if (c.getId() != null) {
      item.put("id", AttributeValue.createS(c.getId()));
    }
    if (c.getName() != null) {
      item.put("name", AttributeValue.createS(c.getName()));
    }
    if (c.getEmail() != null) {
      item.put("email", AttributeValue.createS(c.getEmail()));
    }
    item.put("visits", AttributeValue.createN(Integer.toString(c.getVisits())));
    item.put("points", AttributeValue.createN(Long.toString(c.getPoints())));
    item.put("active", AttributeValue.createBool(c.isActive()));
    if (c.getSince() != null) {
      item.put("since", AttributeValue.createS(c.getSince().toString()));
    }
    return PutItemRequest.builder().tableName("customers").item(item).build();
  }

  static Customer saveRaw(DynamoDbAsyncClient client) {
    Customer c = CUSTOMER;
    client.putItem(putRequest(c)).join();
    return c;
  }

  static Customer saveRawMono(DynamoDbAsyncClient client) {
    Customer c = CUSTOMER;
    return Mono.fromFuture(() -> client.putItem(putRequest(c))).map(response -> c).block();
  }

  static Customer findByIdReactive(ReactiveDynamoDbOperations template) {
    return template.findById(Customer.class, "c-1").block();
  }

  static GetItemRequest getRequest() {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put("id", AttributeValue.fromS("c-1"));
    return GetItemRequest.builder().tableName("customers").key(key).build();
  }

  static Customer findByIdRaw(DynamoDbAsyncClient client) {
    return TemplateBenchmark.readCustomer(client.getItem(getRequest()).join().item());
  }

  static Customer findByIdRawMono(DynamoDbAsyncClient client) {
    return Mono.fromFuture(() -> client.getItem(getRequest()))
        .map(response -> TemplateBenchmark.readCustomer(response.item())).block();
  }

  /** The query of the {@code query} pair, built per call as a generated repository builds it. */
  static DynamoDbQuery query() {
    return DynamoDbQuery.builder().keyCondition("#pk = :pk").name("#pk", "id").value(":pk", "c-1").build();
  }

  static List<Customer> queryReactive(ReactiveDynamoDbOperations template) {
    return template.query(Customer.class, query(), DynamoDbPageRequest.unpaged()).block().getResult();
  }

  static List<Customer> queryFluxReactive(ReactiveDynamoDbOperations template) {
    return template.query(Customer.class, query()).collectList().block();
  }

  static QueryRequest queryRequest() {
    Map<String, String> names = new HashMap<>(4);
    names.put("#pk", "id");
    Map<String, AttributeValue> values = new HashMap<>(4);
    values.put(":pk", AttributeValue.fromS("c-1"));
    return QueryRequest.builder().tableName("customers").keyConditionExpression("#pk = :pk")
        .expressionAttributeNames(names).expressionAttributeValues(values).build();
  }

  static List<Customer> readPage(QueryResponse response) {
    List<Map<String, AttributeValue>> items = response.items();
    List<Customer> customers = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      customers.add(TemplateBenchmark.readCustomer(item));
    }
    return customers;
  }

  static List<Customer> queryRaw(DynamoDbAsyncClient client) {
    return readPage(client.query(queryRequest()).join());
  }

  static List<Customer> queryRawMono(DynamoDbAsyncClient client) {
    return Mono.fromFuture(() -> client.query(queryRequest())).map(ReactiveRatios::readPage).block();
  }

  // ------------------------------------------------------------------ both sides agree

  /** Both sides send equal requests and read equal entities, or the comparison means nothing. */
  private static void verify(Supplier<CannedAsyncHttpClient> http, Executor completion) {
    List<SdkRequest> sent = Collections.synchronizedList(new ArrayList<>());
    DynamoDbAsyncClient recording = CannedClients.async(http.get(), completion,
        new ExecutionInterceptor() {
          @Override
          public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
            sent.add(context.request());
          }
        });
    ReactiveDynamoDbOperations template = ReactiveDynamoDbTemplate.builder(recording)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE)).build();
    List<Object[]> results = new ArrayList<>();
    results.add(new Object[] {"save", saveReactive(template), saveRaw(recording), saveRawMono(recording)});
    results.add(new Object[] {"findById", findByIdReactive(template), findByIdRaw(recording),
        findByIdRawMono(recording)});
    results.add(new Object[] {"query", queryReactive(template), queryRaw(recording), queryRawMono(recording)});
    int flux = sent.size();
    results.add(new Object[] {"queryFlux", queryFluxReactive(template), queryRaw(recording), queryRawMono(recording)});
    if (sent.size() != 12) {
      throw new IllegalStateException("expected 12 requests (one per call), sent " + sent.size() + ": " + sent);
    }
    for (int call = 0; call < 4; call++) {
      SdkRequest reactive = sent.get(3 * call);
      for (int other = 1; other < 3; other++) {
        if (!reactive.equals(sent.get(3 * call + other))) {
          throw new IllegalStateException(results.get(call)[0] + ": the template and the hand-built request differ:\n  "
              + reactive + "\n  " + sent.get(3 * call + other));
        }
      }
    }
    for (Object[] r : results) {
      String reactive = describe(r[1]);
      for (int i = 2; i < r.length; i++) {
        if (!reactive.equals(describe(r[i]))) {
          throw new IllegalStateException(r[0] + ": the template and the hand-written path read different results:\n  "
              + reactive + "\n  " + describe(r[i]));
        }
      }
    }
    if (((List<?>) results.get(2)[1]).size() != CannedHttpClient.QUERY_PAGE_ITEMS || flux != 9) {
      throw new IllegalStateException("the query page did not read " + CannedHttpClient.QUERY_PAGE_ITEMS + " items");
    }
    recording.close();
  }

  private static String describe(Object result) {
    if (result instanceof List<?> list) {
      StringBuilder s = new StringBuilder();
      list.forEach(e -> s.append(describe(e)).append(';'));
      return s.toString();
    }
    Customer c = (Customer) result;
    return c.getId() + "|" + c.getName() + "|" + c.getEmail() + "|" + c.getVisits() + "|" + c.getPoints() + "|"
        + c.isActive() + "|" + c.getSince();
  }
}
