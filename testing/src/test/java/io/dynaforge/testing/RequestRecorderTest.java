package io.dynaforge.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

@ExtendWith(DynamoDbExtension.class)
class RequestRecorderTest {

    private static Map<String, AttributeValue> item(String pk, String sk) {
        return Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk));
    }

    @Test
    void recordsEveryRequestWithItsOperationInOrder(LocalDynamoDb db, TestTables tables) {
        String table = tables.createTable("recorded", "pk", "sk");
        RequestRecorder recorder = new RequestRecorder();
        try (DynamoDbClient client = db.recordingClient(recorder)) {
            client.putItem(r -> r.tableName(table).item(item("p", "1")));
            client.putItem(r -> r.tableName(table).item(item("p", "2")));
            client.getItem(r -> r.tableName(table).key(item("p", "1")));
            client.query(r -> r.tableName(table).keyConditionExpression("pk = :p")
                    .expressionAttributeValues(Map.of(":p", AttributeValue.fromS("p"))));

            assertThat(recorder.operations()).containsExactly("PutItem", "PutItem", "GetItem", "Query");
            assertThat(recorder.count()).isEqualTo(4);
            assertThat(recorder.count(PutItemRequest.class)).isEqualTo(2);
            assertThat(recorder.count("Query")).isEqualTo(1);
            assertThat(recorder.count("Scan")).isZero();
            assertThat(recorder.requests()).hasSize(4).first().isInstanceOf(PutItemRequest.class);
            assertThat(recorder.requestsOf(GetItemRequest.class)).singleElement()
                    .satisfies(get -> assertThat(get.key()).isEqualTo(item("p", "1")));
            QueryRequest query = recorder.requestsOf(QueryRequest.class).get(0);
            assertThat(query.tableName()).isEqualTo(table);
            assertThat(query.keyConditionExpression()).isEqualTo("pk = :p");
            assertThat(recorder.recorded().get(3)).isEqualTo(new RequestRecorder.Recorded("Query", query));
            assertThat(recorder).hasToString("RequestRecorder[PutItem, PutItem, GetItem, Query]");

            recorder.clear();
            assertThat(recorder.requests()).isEmpty();
            assertThat(recorder.operations()).isEmpty();
            client.scan(r -> r.tableName(table));
            assertThat(recorder.operations()).containsExactly("Scan");
        }
    }

    @Test
    void recordsFailedRequestsAndWhatOtherInterceptorsChanged(LocalDynamoDb db, TestTables tables) {
        String table = tables.createTable("rewritten", "pk", "sk");
        ExecutionInterceptor rewrite = new ExecutionInterceptor() {
            @Override
            public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
                return context.request() instanceof GetItemRequest get
                        ? get.toBuilder().consistentRead(true).build() : context.request();
            }
        };
        RequestRecorder recorder = new RequestRecorder();
        try (DynamoDbClient client = db.clientBuilder().overrideConfiguration(c -> c
                .addExecutionInterceptor(rewrite).addExecutionInterceptor(recorder)).build()) {
            client.getItem(r -> r.tableName(table).key(item("p", "1")));
            try {
                client.describeTable(r -> r.tableName(tables.name("missing")));
            } catch (ResourceNotFoundException expected) {
                // sent, so recorded
            }
        }
        assertThat(recorder.operations()).containsExactly("GetItem", "DescribeTable");
        assertThat(recorder.requestsOf(GetItemRequest.class).get(0).consistentRead()).isTrue();
    }

    @Test
    void isSafeForConcurrentClientsAndTellsTheListener(LocalDynamoDb db, TestTables tables) throws Exception {
        String table = tables.createTable("concurrent", "pk", "sk");
        List<String> timeline = Collections.synchronizedList(new ArrayList<>());
        RequestRecorder recorder = new RequestRecorder(r -> timeline.add(r.operation()));
        int threads = 4;
        int perThread = 25;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try (DynamoDbClient client = db.recordingClient(recorder)) {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                String pk = "t" + t;
                done.add(pool.submit(() -> {
                    for (int i = 0; i < perThread; i++) {
                        String sk = Integer.toString(i);
                        client.putItem(r -> r.tableName(table).item(item(pk, sk)));
                        recorder.operations(); // reading while others record
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(recorder.count(PutItemRequest.class)).isEqualTo(threads * perThread);
        assertThat(recorder.requestsOf(PutItemRequest.class))
                .extracting(p -> p.item().get("pk").s() + "/" + p.item().get("sk").s())
                .doesNotHaveDuplicates().hasSize(threads * perThread);
        assertThat(timeline).hasSize(threads * perThread).containsOnly("PutItem");
    }
}
