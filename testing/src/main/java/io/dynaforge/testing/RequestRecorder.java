package io.dynaforge.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/**
 * Records every request a client sends, to assert how many and which requests a call costs.
 *
 * <pre>{@code
 * RequestRecorder recorder = new RequestRecorder();
 * try (DynamoDbClient client = db.recordingClient(recorder)) {   // or clientBuilder() + addExecutionInterceptor
 *     repository.findByPlayerId("p1");
 *     assertThat(recorder.operations()).containsExactly("Query");  // one Query, no Scan
 *     QueryRequest query = recorder.requestsOf(QueryRequest.class).get(0);
 *     recorder.clear();
 * }
 * }</pre>
 *
 * <p>An entry is recorded as the request is transmitted ({@code beforeTransmission}): after every other
 * interceptor has modified it, once per attempt (an SDK retry shows up as a second entry). The operation name is
 * the SDK's ({@code "Query"}, {@code "PutItem"}, {@code "BatchWriteItem"}, ...).
 *
 * <p>Thread-safe: clients may send from many threads; every accessor returns an immutable snapshot.
 */
public final class RequestRecorder implements ExecutionInterceptor {

    /**
     * One recorded request.
     *
     * @param operation the operation name, e.g. {@code "Query"}
     * @param request the request as sent
     */
    public record Recorded(String operation, SdkRequest request) {

        public Recorded {
            Objects.requireNonNull(operation, "operation");
            Objects.requireNonNull(request, "request");
        }
    }

    private final List<Recorded> recorded = new ArrayList<>();
    private final Consumer<? super Recorded> listener;

    /** A recorder with nothing recorded yet. */
    public RequestRecorder() {
        this(r -> { });
    }

    /**
     * A recorder that also hands every request, as it is recorded and on the sending thread, to a listener, e.g. to
     * interleave requests with callbacks on one timeline.
     *
     * @param listener told about each request after it is recorded
     */
    public RequestRecorder(Consumer<? super Recorded> listener) {
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        String operation = attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
        Recorded entry = new Recorded(operation != null ? operation : fallbackName(request), request);
        synchronized (recorded) {
            recorded.add(entry);
        }
        listener.accept(entry);
    }

    private static String fallbackName(SdkRequest request) {
        String name = request.getClass().getSimpleName();
        return name.endsWith("Request") ? name.substring(0, name.length() - "Request".length()) : name;
    }

    /** @return every recorded entry, in the order sent */
    public List<Recorded> recorded() {
        synchronized (recorded) {
            return List.copyOf(recorded);
        }
    }

    /** @return every recorded request, in the order sent */
    public List<SdkRequest> requests() {
        return recorded().stream().map(Recorded::request).toList();
    }

    /** @return the operation name of every recorded request, in the order sent, e.g. {@code ["Query", "Query"]} */
    public List<String> operations() {
        return recorded().stream().map(Recorded::operation).toList();
    }

    /**
     * @param type a request type, e.g. {@code QueryRequest.class}
     * @param <R> the request type
     * @return the recorded requests of that type, in the order sent
     */
    public <R extends SdkRequest> List<R> requestsOf(Class<R> type) {
        Objects.requireNonNull(type, "type");
        return recorded().stream().map(Recorded::request).filter(type::isInstance).map(type::cast).toList();
    }

    /** @return how many requests were recorded */
    public int count() {
        synchronized (recorded) {
            return recorded.size();
        }
    }

    /**
     * @param type a request type, e.g. {@code BatchWriteItemRequest.class}
     * @return how many requests of that type were recorded
     */
    public int count(Class<? extends SdkRequest> type) {
        return requestsOf(type).size();
    }

    /**
     * @param operation an operation name, e.g. {@code "Scan"}
     * @return how many requests of that operation were recorded
     */
    public int count(String operation) {
        Objects.requireNonNull(operation, "operation");
        return (int) operations().stream().filter(operation::equals).count();
    }

    /** Forgets everything recorded so far. */
    public void clear() {
        synchronized (recorded) {
            recorded.clear();
        }
    }

    @Override
    public String toString() {
        return "RequestRecorder" + operations();
    }
}
