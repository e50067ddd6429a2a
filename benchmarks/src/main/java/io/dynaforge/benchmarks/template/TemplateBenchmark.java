package io.dynaforge.benchmarks.template;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import java.net.URI;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * {@code findById} and {@code save} through {@link DynamoDbTemplate} against the same calls written
 * by hand on the raw {@link DynamoDbClient} (hand-built request, hand-written conversion), both over
 * {@link CannedHttpClient}. Goal: template / raw at most 1.03 in time and in bytes allocated per call
 * ({@code -prof gc}).
 *
 * <pre>
 * mvn -B -o -pl benchmarks package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar 'template.TemplateBenchmark' -prof gc
 * </pre>
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 6, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@State(Scope.Benchmark)
public class TemplateBenchmark {

  private DynamoDbClient client;
  private DynamoDbOperations template;
  private Customer customer;

  @Setup
  public void setUp() {
    client = DynamoDbClient.builder()
        .httpClient(new CannedHttpClient())
        .endpointOverride(URI.create("http://localhost:8000"))
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
        .build();
    template = DynamoDbTemplate.builder(client)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE))
        .build();
    customer = template.findById(Customer.class, "c-1").orElseThrow();
    Customer raw = findById_raw();
    if (!raw.getName().equals(customer.getName()) || raw.getPoints() != customer.getPoints()
        || !raw.getSince().equals(customer.getSince()) || raw.isActive() != customer.isActive()) {
      throw new IllegalStateException("the template and the hand-written path disagree");
    }
  }

  @TearDown
  public void tearDown() {
    client.close();
  }

  @Benchmark
  public Customer findById_template() {
    return template.findById(Customer.class, "c-1").orElseThrow();
  }

  @Benchmark
  public Customer findById_raw() {
    return getCustomer(client);
  }

  /** The hand-written GetItem of customer c-1, the item converted by hand. */
  static Customer getCustomer(DynamoDbClient client) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put("id", AttributeValue.fromS("c-1"));
    GetItemResponse response = client.getItem(GetItemRequest.builder().tableName("customers").key(key).build());
    return readCustomer(response.item());
  }

  /** The hand-written conversion of an item to a {@link Customer}: the baseline's read side. */
  static Customer readCustomer(Map<String, AttributeValue> item) {
    Customer c = new Customer();
    AttributeValue av;
    c.setId((av = item.get("id")) == null ? null : av.s());
    c.setName((av = item.get("name")) == null ? null : av.s());
    c.setEmail((av = item.get("email")) == null ? null : av.s());
    c.setVisits((av = item.get("visits")) == null ? 0 : Integer.parseInt(av.n()));
    c.setPoints((av = item.get("points")) == null ? 0 : Long.parseLong(av.n()));
    c.setActive((av = item.get("active")) != null && av.bool());
    c.setSince((av = item.get("since")) == null ? null : Instant.parse(av.s()));
    return c;
  }

  @Benchmark
  public Customer save_template() {
    return template.save(customer);
  }

  @Benchmark
  public Customer save_raw() {
    Customer c = customer;
    Map<String, AttributeValue> item = new HashMap<>(10);
    if (c.getId() != null) {
      item.put("id", AttributeValue.fromS(c.getId()));
    }
    if (c.getName() != null) {
      item.put("name", AttributeValue.fromS(c.getName()));
    }
    if (c.getEmail() != null) {
      item.put("email", AttributeValue.fromS(c.getEmail()));
    }
    item.put("visits", AttributeValue.fromN(Integer.toString(c.getVisits())));
    item.put("points", AttributeValue.fromN(Long.toString(c.getPoints())));
    item.put("active", AttributeValue.fromBool(c.isActive()));
    if (c.getSince() != null) {
      item.put("since", AttributeValue.fromS(c.getSince().toString()));
    }
    client.putItem(PutItemRequest.builder().tableName("customers").item(item).build());
    return c;
  }

  /**
   * {@link #save_raw} with the SDK's builder-free {@code AttributeValue.createS/createN/createBool}
   * (what the generated mapper uses) instead of {@code fromS/fromN/fromBool}: the fastest
   * hand-written baseline, as in {@code MappingBenchmark}.
   */
  @Benchmark
  public Customer save_rawCreate() {
    return putCustomer(client, customer);
  }

  /** The hand-written PutItem of a customer, its item built with {@code AttributeValue.createX}. */
  static Customer putCustomer(DynamoDbClient client, Customer c) {
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
    client.putItem(PutItemRequest.builder().tableName("customers").item(item).build());
    return c;
  }
}
