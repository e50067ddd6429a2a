package io.dynaforge.core;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * Runs {@link RequestOperation}s: prepares the request, sends it through the {@link RequestObserver}
 * (observations, consumed capacity), turns the response into the result, and turns what the SDK
 * throws into the operation's {@link OperationFailure} (sending its probe when it has one). The one
 * place that catches SDK exceptions for single requests; blocking over a {@link DynamoDbClient},
 * non-blocking over a {@link DynamoDbAsyncClient}, the same steps in the same order.
 *
 * <p>Not for applications: {@link DynamoDbTemplate} and {@code ReactiveDynamoDbTemplate} are its callers.
 */
public final class OperationExecutor {

  private final DynamoDbClient client;
  private final DynamoDbAsyncClient asyncClient;
  private final RequestObserver observer;

  OperationExecutor(DynamoDbClient client, DynamoDbAsyncClient asyncClient, RequestObserver observer) {
    this.client = client;
    this.asyncClient = asyncClient;
    this.observer = observer;
  }

  /** Sends the operation and waits for its result. */
  public <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> R execute(RequestOperation<Q, S, R> operation) {
    Q request = operation.request();
    if (request == null) {
      return operation.result(null);
    }
    S response;
    try {
      response = observer.send(operation.call(), client, request);
    } catch (SdkException e) {
      throw resolve(operation.failure(e));
    }
    return operation.result(response);
  }

  private RuntimeException resolve(OperationFailure failure) {
    if (failure instanceof OperationFailure.Probed probed) {
      return execute(probed.probe());
    }
    return ((OperationFailure.Thrown) failure).exception();
  }

  /**
   * Sends the operation without blocking: the request is prepared now, on the caller's thread; the
   * future completes with the result, or exceptionally with the same exception {@link #execute} throws.
   * Cancelling the future cancels the request.
   */
  public <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> CompletableFuture<R> executeAsync(
      RequestOperation<Q, S, R> operation) {
    Q request;
    CompletableFuture<S> sent;
    try {
      request = operation.request();
      if (request == null) {
        return CompletableFuture.completedFuture(operation.result(null));
      }
      sent = observer.send(operation.call(), asyncClient, request);
    } catch (RuntimeException e) {
      return OperationExecutor.<R>failed(e instanceof SdkException sdk ? resolveAsync(operation.failure(sdk))
          : CompletableFuture.completedFuture(e));
    }
    CompletableFuture<R> result = sent.<CompletableFuture<R>>handle((response, error) -> {
      if (error == null) {
        return CompletableFuture.completedFuture(operation.result(response));
      }
      Throwable cause = unwrap(error);
      if (cause instanceof SdkException sdk) {
        return OperationExecutor.<R>failed(resolveAsync(operation.failure(sdk)));
      }
      return CompletableFuture.<R>failedFuture(cause);
    }).thenCompose(f -> f);
    result.whenComplete((r, error) -> {
      if (result.isCancelled()) {
        sent.cancel(true);
      }
    });
    return result;
  }

  private CompletableFuture<RuntimeException> resolveAsync(OperationFailure failure) {
    if (failure instanceof OperationFailure.Probed probed) {
      return executeAsync(probed.probe()).thenApply(e -> (RuntimeException) e);
    }
    return CompletableFuture.completedFuture(((OperationFailure.Thrown) failure).exception());
  }

  /** A future failing with the exception the given one completes with (or with its own failure). */
  private static <R> CompletableFuture<R> failed(CompletableFuture<? extends Throwable> exception) {
    return exception.handle((e, error) -> CompletableFuture.<R>failedFuture(error != null ? unwrap(error) : e))
        .thenCompose(f -> f);
  }

  private static Throwable unwrap(Throwable error) {
    return error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
  }
}
