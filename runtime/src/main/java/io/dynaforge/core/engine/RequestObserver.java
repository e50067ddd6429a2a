package io.dynaforge.core.engine;

import io.dynaforge.core.ConsumedCapacityListener;
import io.dynaforge.core.Internal;
import io.dynaforge.core.RequestInfo;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * Sends one request of a {@link DynamoDbCall}, blocking or not, as one {@code dynaforge.request}
 * observation (nested under the caller's current one, its error recorded) and, with
 * {@code returnConsumedCapacity}, asking for TOTAL capacity and handing the response's to the
 * listeners. The one implementation of both concerns: the {@link OperationExecutor} sends every request
 * through it. {@link #OFF} sends the request as it is.
 */
@Internal
public final class RequestObserver {

  static final String OBSERVATION = "dynaforge.request";
  static final String NONE = "none";
  static final RequestObserver OFF = new RequestObserver(null, false, List.of());

  private final ObservationRegistry registry;
  private final boolean capacity;
  private final List<ConsumedCapacityListener> listeners;

  RequestObserver(ObservationRegistry registry, boolean capacity, List<ConsumedCapacityListener> listeners) {
    this.registry = registry == null || registry.isNoop() ? null : registry;
    this.capacity = capacity;
    this.listeners = List.copyOf(listeners);
  }

  public static RequestObserver of(ObservationRegistry registry, boolean capacity, List<ConsumedCapacityListener> listeners) {
    return needed(registry, capacity) ? new RequestObserver(registry, capacity, listeners) : OFF;
  }

  /** Whether anything would be observed: else requests go out as they are, and nothing costs. */
  static boolean needed(ObservationRegistry registry, boolean capacity) {
    return registry != null && !registry.isNoop() || capacity;
  }

  boolean active() {
    return this != OFF;
  }

  <Q extends DynamoDbRequest, S extends DynamoDbResponse> S send(OperationContext context, DynamoDbCall<Q, S> call,
      DynamoDbClient client, Q request) {
    if (this == OFF) {
      return call.send(client, request);
    }
    Q sent = capacity ? call.withTotalCapacity(request) : request;
    RequestInfo info = info(context, call, sent);
    S response = registry == null ? call.send(client, sent)
        : observation(info, context).observe(() -> call.send(client, sent));
    report(info, call.consumed(response));
    return response;
  }

  <Q extends DynamoDbRequest, S extends DynamoDbResponse> CompletableFuture<S> send(OperationContext context,
      DynamoDbCall<Q, S> call, DynamoDbAsyncClient client, Q request) {
    if (this == OFF) {
      return call.send(client, request);
    }
    Q sent = capacity ? call.withTotalCapacity(request) : request;
    RequestInfo info = info(context, call, sent);
    if (registry == null) {
      return call.send(client, sent).thenApply(response -> {
        report(info, call.consumed(response));
        return response;
      });
    }
    Observation observation = observation(info, context).start();
    CompletableFuture<S> response;
    try (Observation.Scope ignored = observation.openScope()) {
      response = call.send(client, sent);
    } catch (RuntimeException e) {
      observation.error(e);
      observation.stop();
      throw e;
    }
    return response.whenComplete((r, error) -> {
      if (error != null) {
        observation.error(error instanceof java.util.concurrent.CompletionException && error.getCause() != null
            ? error.getCause() : error);
      }
      observation.stop();
    }).thenApply(r -> {
      report(info, call.consumed(r));
      return r;
    });
  }

  /** The request as the context names it: its method, and its table and index where the context knows them. */
  private static <Q extends DynamoDbRequest> RequestInfo info(OperationContext context, DynamoDbCall<Q, ?> call,
      Q request) {
    return new RequestInfo(call.name(), context.table() != null ? context.table() : call.tableOf(request),
        context.index() != null ? context.index() : call.indexOf(request), context.method());
  }

  private Observation observation(RequestInfo info, OperationContext context) {
    return Observation.createNotStarted(OBSERVATION, registry)
        .contextualName(info.operation() + " " + info.tableName())
        .lowCardinalityKeyValue("db.system", "dynamodb")
        .lowCardinalityKeyValue("db.operation", info.operation())
        .lowCardinalityKeyValue("db.dynamodb.table", info.tableName())
        .lowCardinalityKeyValue("db.dynamodb.index", info.indexName() == null ? NONE : info.indexName())
        .lowCardinalityKeyValue("dynaforge.method", info.method())
        .lowCardinalityKeyValue("dynaforge.entity", context.entity() == null ? NONE : context.entity());
  }

  private void report(RequestInfo info, List<ConsumedCapacity> reported) {
    if (!capacity || reported == null || listeners.isEmpty()) {
      return;
    }
    for (ConsumedCapacity c : reported) {
      if (c != null) {
        for (ConsumedCapacityListener listener : listeners) {
          listener.onConsumedCapacity(info, c);
        }
      }
    }
  }
}
