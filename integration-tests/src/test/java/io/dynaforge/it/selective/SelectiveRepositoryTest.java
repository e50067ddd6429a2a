package io.dynaforge.it.selective;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import org.springframework.data.repository.CrudRepository;
import reactor.core.publisher.Flux;
import reactor.test.StepVerifier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Wave 5, rule 7, against a real server: Spring Data's own {@code Repository}, {@code CrudRepository},
 * {@code ListCrudRepository} (with derived queries), a generic {@code @NoRepositoryBean} base and {@code
 * ReactiveCrudRepository} over Dynaforge entities, implemented with exactly their methods; what each sends
 * is what its IAM policy allows, and nothing more is allowed.
 */
@ExtendWith(DynamoDbExtension.class)
class SelectiveRepositoryTest {

  static final RequestRecorder log = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static ParcelLookup lookup;
  static ParcelDefinition defined;
  static ParcelStore store;
  static ParcelCounter counter;
  static ScanLog scans;
  static ReactiveParcelStore reactive;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.recordingClient(log);
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Parcel.class, Scan.class);
    lookup = new ParcelLookup_Impl(template);
    defined = new ParcelDefinition_Impl(template);
    store = new ParcelStore_Impl(template);
    counter = new ParcelCounter_Impl(template);
    scans = new ScanLog_Impl(template);
    async = DynamoDbAsyncClient.builder().endpointOverride(local.endpoint()).region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(log))
        .build();
    reactive = new ReactiveParcelStore_Impl(ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name)
        .build());
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @BeforeEach
  void empty() {
    store.deleteAll();
    scans.deleteAll();
    log.clear();
  }

  /** The actions a repository's policy file allows. */
  private static Set<String> allowed(Class<?> repository) throws IOException {
    String path = "META-INF/dynaforge/iam/" + repository.getName() + ".json";
    try (InputStream in = SelectiveRepositoryTest.class.getClassLoader().getResourceAsStream(path)) {
      assertThat(in).as(path).isNotNull();
      Matcher m = Pattern.compile("\"dynamodb:(\\w+)\"").matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      Set<String> actions = new TreeSet<>();
      while (m.find()) {
        actions.add(m.group(1));
      }
      return actions;
    }
  }

  @Test
  void savedThroughCrudRepositoryReadThroughANarrowedRepository() throws IOException {
    store.save(new Parcel("p1", "Lyon", 3));
    store.saveAll(List.of(new Parcel("p2", "Oslo", 5), new Parcel("p3", "Lyon", 1)));
    assertThat(store.count()).isEqualTo(3);
    assertThat(store.existsById("p2")).isTrue();
    assertThat(store.findAllById(List.of("p1", "p3"))).extracting(Parcel::id).containsExactlyInAnyOrder("p1", "p3");
    log.clear();

    assertThat(lookup.findById("p2")).contains(new Parcel("p2", "Oslo", 5));
    assertThat(lookup.findById("nope")).isEmpty();
    assertThat(log.operations()).containsExactly("GetItem", "GetItem");
    assertThat(allowed(ParcelLookup.class)).containsExactly("GetItem");

    store.deleteById("p1");
    store.delete(new Parcel("p3", "Lyon", 1));
    assertThat(lookup.findById("p1")).isEmpty();
    assertThat(store.findAll()).extracting(Parcel::id).containsExactly("p2");
    assertThat(allowed(ParcelStore.class)).containsExactly("BatchGetItem", "BatchWriteItem", "DeleteItem", "GetItem",
        "PutItem", "Scan");
  }

  /** {@code @RepositoryDefinition}: the same selective repository, its types from the annotation. */
  @Test
  void aRepositoryDefinitionIsImplementedWithExactlyItsMethods() throws IOException {
    log.clear();
    assertThat(defined.save(new Parcel("d1", "Riga", 2))).isEqualTo(new Parcel("d1", "Riga", 2));
    assertThat(defined.findById("d1")).contains(new Parcel("d1", "Riga", 2));
    assertThat(defined.findAllById(List.of("d1", "nope"))).containsExactly(new Parcel("d1", "Riga", 2));
    assertThat(log.operations()).containsExactly("PutItem", "GetItem", "BatchGetItem");
    assertThat(allowed(ParcelDefinition.class)).containsExactly("BatchGetItem", "GetItem", "PutItem");
    assertThat(java.util.Arrays.stream(ParcelDefinition_Impl.class.getMethods())
        .filter(m -> m.getDeclaringClass() != Object.class && !m.isBridge()).map(java.lang.reflect.Method::getName))
        .containsExactlyInAnyOrder("findById", "save", "findAllById");
    assertThat(defined).isNotInstanceOf(CrudRepository.class);
  }

  /** Exactly the interface's methods: none of DynamoDbRepository's, none of CrudRepository's it did not ask for. */
  @Test
  void aNarrowedImplementationHasNoOtherMethod() {
    assertThat(lookup).isNotInstanceOf(CrudRepository.class).isNotInstanceOf(DynamoDbRepository.class);
    assertThat(store).isInstanceOf(CrudRepository.class).isNotInstanceOf(DynamoDbRepository.class);
    assertThat(java.util.Arrays.stream(ParcelLookup_Impl.class.getMethods())
        .filter(m -> m.getDeclaringClass() != Object.class && !m.isBridge()).map(java.lang.reflect.Method::getName))
        .containsExactly("findById");
  }

  @Test
  void aGenericBaseIsImplementedThroughItsSubInterface() throws IOException {
    store.saveAll(List.of(new Parcel("p1", "Lyon", 3), new Parcel("p2", "Oslo", 5)));
    log.clear();
    assertThat(counter.count()).isEqualTo(2);
    assertThat(counter.findAllById(List.of("p2", "p9"))).extracting(Parcel::id).containsExactly("p2");
    assertThat(log.operations()).containsExactly("Scan", "BatchGetItem");
    assertThat(allowed(ParcelCounter.class)).containsExactly("BatchGetItem", "Scan");
  }

  @Test
  void listCrudRepositoryWithDerivedQueries() throws IOException {
    scans.saveAll(List.of(new Scan("p1", "2026-01-01T08:00", "LYS"), new Scan("p1", "2026-01-01T12:00", "CDG"),
        new Scan("p1", "2026-01-02T09:00", "OSL"), new Scan("p2", "2026-01-01T10:00", "LYS")));
    log.clear();
    assertThat(scans.findByParcelIdOrderByAtDesc("p1")).extracting(Scan::depot).containsExactly("OSL", "CDG", "LYS");
    Window<Scan> first = scans.findByParcelIdOrderByAtAsc("p1", Limit.of(2), ScrollPosition.keyset());
    assertThat(first.getContent()).extracting(Scan::depot).containsExactly("LYS", "CDG");
    Window<Scan> next = scans.findByParcelIdOrderByAtAsc("p1", Limit.of(2), first.positionAt(first.size() - 1));
    assertThat(next.getContent()).extracting(Scan::depot).containsExactly("OSL");
    assertThat(log.operations()).containsOnly("Query");
    assertThat(scans.findById(DynamoDbCompositeId.of("p2", "2026-01-01T10:00"))).map(Scan::depot).contains("LYS");
    assertThat(allowed(ScanLog.class)).contains("Query", "GetItem", "PutItem").doesNotContain("UpdateItem");
  }

  @Test
  void reactiveCrudRepositorySavesAndReads() throws IOException {
    StepVerifier.create(reactive.saveAll(Flux.just(new Parcel("r1", "Rome", 2), new Parcel("r2", "Oslo", 4)))
        .then(reactive.findById("r1")))
        .expectNext(new Parcel("r1", "Rome", 2)).verifyComplete();
    StepVerifier.create(reactive.count()).expectNext(2L).verifyComplete();
    StepVerifier.create(reactive.findByIdAndDestination("r2", "Oslo")).expectNext(new Parcel("r2", "Oslo", 4))
        .verifyComplete();
    StepVerifier.create(reactive.deleteById("r1").then(reactive.existsById("r1"))).expectNext(false).verifyComplete();
    // what one store wrote, the other reads
    assertThat(lookup.findById("r2")).contains(new Parcel("r2", "Oslo", 4));
    assertThat(reactive).isNotInstanceOf(io.dynaforge.reactive.ReactiveDynamoDbRepository.class);
    assertThat(allowed(ReactiveParcelStore.class)).contains("GetItem", "PutItem", "Scan", "DeleteItem")
        .doesNotContain("UpdateItem");
  }
}
