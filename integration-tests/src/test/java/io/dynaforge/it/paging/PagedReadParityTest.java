package io.dynaforge.it.paging;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbQuery;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Window;
import reactor.core.publisher.Mono;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One paged read: the blocking and the reactive repository send the same requests, in the same order,
 * for exists, count, window and list over the same data (each request recorded as sent).
 */
@ExtendWith(DynamoDbExtension.class)
class PagedReadParityTest {

  static final RequestRecorder blockingLog = new RequestRecorder();
  static final RequestRecorder reactiveLog = new RequestRecorder();
  static DynamoDbClient client;
  static DynamoDbAsyncClient async;
  static DynamoDbTemplate blockingTemplate;
  static ReactiveDynamoDbTemplate reactiveTemplate;
  static TicketRepository blocking;
  static ReactiveTicketRepository reactive;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().overrideConfiguration(c -> c.addExecutionInterceptor(blockingLog)).build();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Ticket.class);
    async = DynamoDbAsyncClient.builder()
        .endpointOverride(local.endpoint())
        .region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .httpClientBuilder(NettyNioAsyncHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(reactiveLog))
        .build();
    blockingTemplate = template;
    reactiveTemplate = ReactiveDynamoDbTemplate.builder(async).tableNameResolver(tables::name).build();
    blocking = new TicketRepository_Impl(template);
    reactive = new ReactiveTicketRepository_Impl(reactiveTemplate);
    for (int i = 1; i <= 7; i++) {
      blocking.save(new Ticket("q1", "t" + i, i == 7 ? "RARE" : i % 2 == 0 ? "OPEN" : "CLOSED", i));
    }
    blocking.save(new Ticket("q2", "t1", "OPEN", 1));
  }

  @AfterAll
  static void close() {
    async.close();
    client.close();
  }

  @BeforeEach
  void clear() {
    blockingLog.clear();
    reactiveLog.clear();
  }

  /** Runs both reads, asserts they agree on the result and on every request sent; the requests sent. */
  static <R> List<String> same(java.util.function.Supplier<R> blockingRead, java.util.function.Supplier<R> reactiveRead) {
    blockingLog.clear();
    R blockingResult = blockingRead.get();
    List<String> blockingRequests = sent(blockingLog);
    reactiveLog.clear();
    R reactiveResult = reactiveRead.get();
    List<String> reactiveRequests = sent(reactiveLog);
    assertThat(reactiveResult).isEqualTo(blockingResult);
    assertThat(blockingRequests).isNotEmpty();
    assertThat(reactiveRequests).isEqualTo(blockingRequests);
    return blockingRequests;
  }

  static List<String> sent(RequestRecorder log) {
    List<String> sent = new ArrayList<>();
    log.recorded().forEach(r -> sent.add(r.operation() + " " + r.request()));
    return sent;
  }

  static List<String> ids(List<Ticket> tickets) {
    return tickets.stream().map(t -> t.queue + "/" + t.ticketId).toList();
  }

  @Test
  void existsSendsTheSameRequestsAndOneItemAPageWhereTheServerCountIsExact() {
    same(() -> blocking.existsByQueue("q1"), () -> reactive.existsByQueue("q1").block());
    assertThat(blockingLog.requestsOf(QueryRequest.class)).singleElement()
        .satisfies(q -> assertThat(q.limit()).isEqualTo(1));
    same(() -> blocking.existsByQueue("nobody"), () -> reactive.existsByQueue("nobody").block());
    same(() -> blocking.existsByQueueAndStatus("q1", "RARE"), () -> reactive.existsByQueueAndStatus("q1", "RARE")
        .block());
    same(() -> blocking.existsByQueueAndStatus("q1", "NONE"), () -> reactive.existsByQueueAndStatus("q1", "NONE")
        .block());
  }

  @Test
  void countSendsTheSameRequests() {
    same(() -> blocking.countByQueue("q1"), () -> reactive.countByQueue("q1").block());
    same(() -> blocking.countByQueueAndStatus("q1", "OPEN"), () -> reactive.countByQueueAndStatus("q1", "OPEN")
        .block());
  }

  @Test
  void windowsSendTheSameRequestsPageAfterPage() {
    List<String> requests = same(() -> windows(position -> blocking.findByQueueOrderByTicketIdAsc("q1", Limit.of(2),
            position)),
        () -> windows(position -> reactive.findByQueueOrderByTicketIdAsc("q1", Limit.of(2), position).block()));
    assertThat(requests).hasSize(4);
    // a filter leaves pages empty: they are skipped the same way on both sides
    List<String> rare = same(() -> windows(position -> blocking.findByQueueAndStatus("q1", "RARE", Limit.of(2),
            position)),
        () -> windows(position -> reactive.findByQueueAndStatus("q1", "RARE", Limit.of(2), position).block()));
    assertThat(rare).hasSize(4);
  }

  /** Every window's rows, one list per window, following each window's last position. */
  static List<List<String>> windows(Function<ScrollPosition, Window<Ticket>> read) {
    List<List<String>> windows = new ArrayList<>();
    ScrollPosition position = ScrollPosition.keyset();
    for (int i = 0; i < 10; i++) {
      Window<Ticket> window = read.apply(position);
      windows.add(ids(window.getContent()));
      if (!window.hasNext()) {
        break;
      }
      position = window.positionAt(window.size() - 1);
    }
    return windows;
  }

  @Test
  void listsSendTheSameRequests() {
    same(() -> ids(blocking.findByQueue("q1")), () -> ids(reactive.findByQueue("q1").collectList().block()));
    same(() -> ids(blocking.findTop3ByQueue("q1")), () -> ids(reactive.findTop3ByQueue("q1").collectList().block()));
    same(() -> {
      try (Stream<Ticket> tickets = blocking.findByQueueAndPriorityGreaterThan("q1", 2, Limit.of(3))) {
        return ids(tickets.toList());
      }
    }, () -> ids(reactive.findByQueueAndPriorityGreaterThan("q1", 2, Limit.of(3)).collectList().block()));
  }

  @Test
  void templateScansSendTheSameRequests() {
    same(() -> ids(blockingTemplate.findAll(Ticket.class)),
        () -> ids(reactiveTemplate.findAll(Ticket.class).collectList().block()));
    same(() -> blockingTemplate.count(Ticket.class), () -> reactiveTemplate.count(Ticket.class).block());
    same(() -> blockingTemplate.exists(Ticket.class, DynamoDbQuery.scanAll()),
        () -> reactiveTemplate.exists(Ticket.class, DynamoDbQuery.scanAll()).block());
  }

  @Test
  void parallelSegmentsSendTheSameRequestsInWhateverOrderTheyRun() {
    blockingLog.clear();
    List<String> blockingRows;
    try (Stream<Ticket> rows = blockingTemplate.parallelScan(Ticket.class, 3)) {
      blockingRows = ids(rows.toList()).stream().sorted().toList();
    }
    List<String> blockingRequests = sent(blockingLog).stream().sorted().toList();
    reactiveLog.clear();
    List<String> reactiveRows = ids(reactiveTemplate.parallelScan(Ticket.class, 3).collectList().block()).stream()
        .sorted().toList();
    assertThat(reactiveRows).isEqualTo(blockingRows).hasSize(8);
    assertThat(sent(reactiveLog).stream().sorted().toList()).isEqualTo(blockingRequests).hasSizeGreaterThanOrEqualTo(3);
  }

  @Test
  void theReactiveReadsAreLazy() {
    Mono<Long> count = reactive.countByQueue("q1");
    Mono<Boolean> exists = reactive.existsByQueue("q1");
    Mono<Window<Ticket>> window = reactive.findByQueueOrderByTicketIdAsc("q1", Limit.of(2), ScrollPosition.keyset());
    assertThat(List.of(count, exists, window)).hasSize(3);
    assertThat(reactiveLog.count()).isZero();
  }
}
