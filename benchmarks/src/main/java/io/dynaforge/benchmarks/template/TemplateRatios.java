package io.dynaforge.benchmarks.template;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.MapperRegistry;
import io.micrometer.observation.ObservationRegistry;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Template calls against the same calls written by hand on the raw client, over
 * {@link CannedHttpClient}, interleaved in one JVM: each round runs every operation for a slice of
 * time in a shuffled order, and the ratio of each pair is taken per round, so drifts of the host
 * cancel. Time is nanoseconds per call; bytes are allocated per call (the thread's allocation
 * counter). Pairs: a typed {@link Update} against the hand-built {@link UpdateItemRequest} with the
 * same expression (issue 20: at most 1.05x in time and bytes); and (issue 24: at most 1.02x each)
 * {@code findById} through a template built with {@link ObservationRegistry#NOOP} against one built
 * with no registry, and through the generated {@link CustomerRepository} (which names the call with
 * {@code RepositoryMethod}) against the same call on the template.
 *
 * <pre>
 * java -Xms1g -Xmx1g -cp target/benchmarks.jar io.dynaforge.benchmarks.template.TemplateRatios 60 100
 * java -Xms1g -Xmx1g -cp target/benchmarks.jar io.dynaforge.benchmarks.template.TemplateRatios 300 40 8
 * </pre>
 */
public final class TemplateRatios {


  private TemplateRatios() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
    long sliceNanos = (args.length > 1 ? Long.parseLong(args[1]) : 100) * 1_000_000L;
    // a round's time per operation split into this many slices, all operations shuffled in each: the
    // finer the interleaving, the more of the host's drift (CPU steal on a shared VM) cancels in a ratio
    int chunks = args.length > 2 ? Integer.parseInt(args[2]) : 1;
    DynamoDbClient client = DynamoDbClient.builder()
        .httpClient(new CannedHttpClient())
        .endpointOverride(URI.create("http://localhost:8000"))
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
        .build();
    DynamoDbOperations template = DynamoDbTemplate.builder(client)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE)).build();
    verify(template, client);
    DynamoDbOperations noop = DynamoDbTemplate.builder(client)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE))
        .observationRegistry(ObservationRegistry.NOOP).build();
    CustomerRepository repository = new CustomerRepository_Impl(template);
    if (!repository.findById("c-1").orElseThrow().getName().equals(findById(noop).getName())) {
      throw new IllegalStateException("the repository and the template read different entities");
    }

    Map<String, Supplier<Object>> ops = new LinkedHashMap<>();
    ops.put("update_typed", () -> typedUpdate(template));
    ops.put("update_raw", () -> rawUpdate(client));
    List<String[]> pairs = new ArrayList<>();
    ops.put("findById_template", () -> findById(template));
    ops.put("findById_noop", () -> findById(noop));
    ops.put("findById_repo", () -> repository.findById("c-1").orElseThrow());
    Customer customer = findById(template);
    ops.put("save_template", () -> template.save(customer));
    ops.put("save_raw", () -> TemplateBenchmark.putCustomer(client, customer));
    ops.put("findById_raw", () -> TemplateBenchmark.getCustomer(client));
    pairs.add(new String[] {"save_template", "save_raw"});
    pairs.add(new String[] {"findById_template", "findById_raw"});
    pairs.add(new String[] {"update_typed", "update_raw"});
    pairs.add(new String[] {"findById_noop", "findById_template"});
    pairs.add(new String[] {"findById_repo", "findById_template"});
    SlicedRatios.run(ops, rounds, 20, sliceNanos, chunks, pairs, false);
    client.close();
  }

  /** A GetItem through the template, the item converted. */
  static Customer findById(DynamoDbOperations template) {
    return template.findById(Customer.class, "c-1").orElseThrow();
  }

  /** A typed update through the template: built, rendered, sent, the ALL_NEW item converted. */
  static Customer typedUpdate(DynamoDbOperations template) {
    return template.update(Customer.class, "c-1", null, Update.of(Customer.class)
        .set(Customer_Attributes.name, "Ada Lovelace")
        .add(Customer_Attributes.points, 10));
  }

  /** The same request by hand: the expression {@link #typedUpdate} renders, ALL_NEW converted by hand. */
  static Customer rawUpdate(DynamoDbClient client) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put("id", AttributeValue.fromS("c-1"));
    Map<String, String> names = new HashMap<>(4);
    names.put("#u0", "name");
    names.put("#u1", "points");
    Map<String, AttributeValue> values = new HashMap<>(4);
    values.put(":u0", AttributeValue.fromS("Ada Lovelace"));
    values.put(":u1", AttributeValue.fromN("10"));
    Map<String, AttributeValue> item = client.updateItem(UpdateItemRequest.builder().tableName("customers").key(key)
        .updateExpression("SET #u0 = :u0 ADD #u1 :u1").expressionAttributeNames(names)
        .expressionAttributeValues(values).returnValues(ReturnValue.ALL_NEW).build()).attributes();
    return TemplateBenchmark.readCustomer(item);
  }

  /** Both sides send the same request and read the same entity, or the comparison means nothing. */
  private static void verify(DynamoDbOperations template, DynamoDbClient client) {
    List<software.amazon.awssdk.core.SdkRequest> sent = new ArrayList<>();
    DynamoDbClient recording = DynamoDbClient.builder()
        .httpClient(new CannedHttpClient())
        .endpointOverride(URI.create("http://localhost:8000"))
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
        .overrideConfiguration(c -> c.addExecutionInterceptor(new software.amazon.awssdk.core.interceptor.ExecutionInterceptor() {
          @Override
          public void beforeExecution(software.amazon.awssdk.core.interceptor.Context.BeforeExecution context,
              software.amazon.awssdk.core.interceptor.ExecutionAttributes attributes) {
            sent.add(context.request());
          }
        }))
        .build();
    Customer typed = typedUpdate(DynamoDbTemplate.builder(recording)
        .mapperRegistry(new MapperRegistry().register(Customer_Mapper.INSTANCE)).build());
    Customer raw = rawUpdate(recording);
    if (!sent.get(0).equals(sent.get(1))) {
      throw new IllegalStateException("the typed update and the hand-built request differ:\n  " + sent.get(0)
          + "\n  " + sent.get(1));
    }
    if (!typed.getName().equals(raw.getName()) || typed.getPoints() != raw.getPoints()
        || !typed.getSince().equals(raw.getSince())) {
      throw new IllegalStateException("the template and the hand-written path read different entities");
    }
    recording.close();
  }
}
