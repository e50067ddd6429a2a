package io.dynaforge.benchmarks.encryption;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.encryption.DynaforgeEncryption;
import io.dynaforge.mapping.MapperRegistry;
import java.net.URI;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.cryptography.dbencryptionsdk.dynamodb.DynamoDbEncryptionInterceptor;
import software.amazon.cryptography.materialproviders.IKeyring;
import software.amazon.cryptography.materialproviders.MaterialProviders;
import software.amazon.cryptography.materialproviders.model.AesWrappingAlg;
import software.amazon.cryptography.materialproviders.model.CreateRawAesKeyringInput;
import software.amazon.cryptography.materialproviders.model.MaterialProvidersConfig;

/**
 * What client-side encryption costs on top of the encryption itself, interleaved in one JVM as
 * {@code TemplateRatios} is (each round runs every call for a slice of time in a shuffled order; the ratio of
 * each pair per round; median, quartiles and a bootstrap 95 % CI).
 *
 * <ul>
 *   <li>{@code save_repo} / {@code save_raw} and {@code findById_repo} / {@code findById_raw}: an encrypted kind
 *       ({@link Secret}, its email {@code @Encrypted}) saved and read through the generated {@link SecretRepository}
 *       against the same PutItem and GetItem written by hand on the raw client, both clients carrying the same
 *       {@code DynamoDbEncryptionInterceptor} (from {@link DynaforgeEncryption#interceptor}) over the same raw AES
 *       keyring. The GetItem answer is an item the SDK encrypted and signed, recorded once at start-up by
 *       putting the entity through the interceptor, so each read verifies and decrypts it. Target: at most 1.05x
 *       in time.</li>
 *   <li>{@code query_intercepted} / {@code query_plain}: a Query of a table that is not encrypted (10 items) on a
 *       client that carries the interceptor (configured for {@code vault} only) against a client without it: what
 *       the SDK's own per-request table lookup costs, which Dynaforge saves by configuring the interceptor only
 *       for encrypted tables and templates of plain tables on clients without it.</li>
 * </ul>
 *
 * <p>The answers are canned ({@link ReplayHttpClient}): no network, no server; the measures are the client's work.
 *
 * <pre>
 * java -Xms1g -Xmx1g -cp target/benchmarks.jar io.dynaforge.benchmarks.encryption.EncryptionRatios 30 200 4
 * </pre>
 */
public final class EncryptionRatios {

  private static final String QUERY_ITEM = "\"name\":{\"S\":\"Ada Lovelace\"},\"email\":{\"S\":\"ada@example.com\"},"
      + "\"visits\":{\"N\":\"42\"},\"points\":{\"N\":\"1234567\"},\"active\":{\"BOOL\":true},"
      + "\"since\":{\"S\":\"2024-03-01T10:15:30Z\"}}";

  private EncryptionRatios() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    long sliceNanos = (args.length > 1 ? Long.parseLong(args[1]) : 200) * 1_000_000L;
    int chunks = args.length > 2 ? Integer.parseInt(args[2]) : 4;
    int warmup = args.length > 3 ? Integer.parseInt(args[3]) : 10;

    IKeyring keyring = keyring();
    ReplayHttpClient http = new ReplayHttpClient().answer("PutItem", "{}").answer("Query", queryResponse(10));
    DynamoDbEncryptionInterceptor interceptor = DynaforgeEncryption.interceptor(keyring, Secret.class);
    DynamoDbClient encrypting = client(http, interceptor);
    DynamoDbClient plain = client(http);

    // record what the SDK writes for the entity, and answer it back to every GetItem
    Secret secret = secret();
    http.recording = true;
    putSecret(encrypting, secret);
    http.recording = false;
    String item = ReplayHttpClient.member(http.sent("PutItem"), "Item");
    if (!item.contains("\"aws_dbe_head\"") || !item.contains("\"aws_dbe_foot\"") || item.contains("ada@example.com")) {
      throw new IllegalStateException("the recorded item is not encrypted: " + item);
    }
    http.answer("GetItem", "{\"Item\":" + item + "}");

    SecretRepository repository = new SecretRepository_Impl(DynamoDbTemplate.builder(encrypting)
        .mapperRegistry(new MapperRegistry().register(Secret_Mapper.INSTANCE)).build());
    verify(http, interceptor, secret);

    Map<String, Supplier<Object>> ops = new LinkedHashMap<>();
    ops.put("save_repo", () -> repository.save(secret));
    ops.put("save_raw", () -> putSecret(encrypting, secret));
    ops.put("findById_repo", () -> repository.findById("s-1").orElseThrow());
    ops.put("findById_raw", () -> getSecret(encrypting));
    ops.put("query_intercepted", () -> query(encrypting));
    ops.put("query_plain", () -> query(plain));
    List<String[]> pairs = new ArrayList<>();
    pairs.add(new String[] {"save_repo", "save_raw"});
    pairs.add(new String[] {"findById_repo", "findById_raw"});
    pairs.add(new String[] {"query_intercepted", "query_plain"});
    io.dynaforge.benchmarks.template.SlicedRatios.run(ops, rounds, warmup, sliceNanos, chunks, pairs, false);
    encrypting.close();
    plain.close();
  }

  static IKeyring keyring() {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) 7);
    return MaterialProviders.builder().MaterialProvidersConfig(MaterialProvidersConfig.builder().build()).build()
        .CreateRawAesKeyring(CreateRawAesKeyringInput.builder().keyNamespace("dynaforge-bench").keyName("vault-key")
            .wrappingKey(ByteBuffer.wrap(key)).wrappingAlg(AesWrappingAlg.ALG_AES256_GCM_IV12_TAG16).build());
  }

  private static DynamoDbClient client(ReplayHttpClient http, ExecutionInterceptor... interceptors) {
    return DynamoDbClient.builder()
        .httpClient(http)
        .endpointOverride(URI.create("http://localhost:8000"))
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("bench", "bench")))
        .overrideConfiguration(c -> Arrays.stream(interceptors).forEach(c::addExecutionInterceptor))
        .build();
  }

  static Secret secret() {
    Secret s = new Secret();
    s.setId("s-1");
    s.setName("Ada Lovelace");
    s.setEmail("ada@example.com");
    s.setVisits(42);
    s.setPoints(1_234_567L);
    s.setActive(true);
    s.setSince(Instant.parse("2024-03-01T10:15:30Z"));
    return s;
  }

  /** The PutItem of the entity written by hand (the baseline's write side). */
  static Secret putSecret(DynamoDbClient client, Secret s) {
    Map<String, AttributeValue> item = new HashMap<>(10);
    if (s.getId() != null) {
      item.put("id", AttributeValue.fromS(s.getId()));
    }
    if (s.getName() != null) {
      item.put("name", AttributeValue.fromS(s.getName()));
    }
    if (s.getEmail() != null) {
      item.put("email", AttributeValue.fromS(s.getEmail()));
    }
    item.put("visits", AttributeValue.fromN(Integer.toString(s.getVisits())));
    item.put("points", AttributeValue.fromN(Long.toString(s.getPoints())));
    item.put("active", AttributeValue.fromBool(s.isActive()));
    if (s.getSince() != null) {
      item.put("since", AttributeValue.fromS(s.getSince().toString()));
    }
    client.putItem(PutItemRequest.builder().tableName("vault").item(item).build());
    return s;
  }

  /** The GetItem written by hand, the decrypted item converted by hand (the baseline's read side). */
  static Secret getSecret(DynamoDbClient client) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put("id", AttributeValue.fromS("s-1"));
    Map<String, AttributeValue> item = client.getItem(GetItemRequest.builder().tableName("vault").key(key).build())
        .item();
    Secret s = new Secret();
    AttributeValue av;
    s.setId((av = item.get("id")) == null ? null : av.s());
    s.setName((av = item.get("name")) == null ? null : av.s());
    s.setEmail((av = item.get("email")) == null ? null : av.s());
    s.setVisits((av = item.get("visits")) == null ? 0 : Integer.parseInt(av.n()));
    s.setPoints((av = item.get("points")) == null ? 0 : Long.parseLong(av.n()));
    s.setActive((av = item.get("active")) != null && av.bool());
    s.setSince((av = item.get("since")) == null ? null : Instant.parse(av.s()));
    return s;
  }

  /** A Query of the plain table {@code customers}: one page of items. */
  static QueryResponse query(DynamoDbClient client) {
    Map<String, AttributeValue> values = new HashMap<>(2);
    values.put(":v0", AttributeValue.fromS("c-1"));
    return client.query(QueryRequest.builder().tableName("customers").keyConditionExpression("id = :v0")
        .expressionAttributeValues(values).build());
  }

  private static String queryResponse(int items) {
    StringBuilder json = new StringBuilder("{\"Count\":").append(items).append(",\"ScannedCount\":").append(items)
        .append(",\"Items\":[");
    for (int i = 0; i < items; i++) {
      json.append(i == 0 ? "" : ",").append("{\"id\":{\"S\":\"c-").append(i).append("\"},").append(QUERY_ITEM);
    }
    return json.append("]}").toString();
  }

  /**
   * Both sides send the same requests (as the application wrote them, before the interceptor) and read the same
   * entity, or the comparison means nothing.
   */
  private static void verify(ReplayHttpClient http, DynamoDbEncryptionInterceptor interceptor, Secret secret) {
    List<SdkRequest> sent = new ArrayList<>();
    ExecutionInterceptor recorder = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        sent.add(context.request());
      }
    };
    try (DynamoDbClient recording = client(http, recorder, interceptor)) {
      SecretRepository repository = new SecretRepository_Impl(DynamoDbTemplate.builder(recording)
          .mapperRegistry(new MapperRegistry().register(Secret_Mapper.INSTANCE)).build());
      repository.save(secret);
      putSecret(recording, secret);
      Secret viaRepository = repository.findById("s-1").orElseThrow();
      Secret viaClient = getSecret(recording);
      if (!sent.get(0).equals(sent.get(1)) || !sent.get(2).equals(sent.get(3))) {
        throw new IllegalStateException("the repository and the hand-written calls send different requests:\n  "
            + sent.get(0) + "\n  " + sent.get(1) + "\n  " + sent.get(2) + "\n  " + sent.get(3));
      }
      for (Secret read : List.of(viaRepository, viaClient)) {
        if (!read.getEmail().equals(secret.getEmail()) || read.getPoints() != secret.getPoints()
            || !read.getSince().equals(secret.getSince())) {
          throw new IllegalStateException("a read did not decrypt the recorded item: " + read.getEmail());
        }
      }
    }
  }
}
