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

  /** Sends the sequence's requests one after another, sleeping where it asks to wait. */
  public <R> R execute(RequestSequence<R> sequence) {
    try {
      for (RequestOperation<?, ?, ?> next = sequence.next(); next != null; next = sequence.next()) {
        java.time.Duration delay = sequence.delay();
        if (!delay.isZero() && !delay.isNegative()) {
          try {
            Thread.sleep(delay.toMillis(), (int) (delay.toNanos() % 1_000_000));
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw sequence.interrupted(e);
          }
        }
        execute(next);
      }
    } finally {
      sequence.ended();
    }
    return sequence.result();
  }

  /**
   * Sends the sequence's requests one after another without blocking: a wait is a timer
   * ({@link CompletableFuture#delayedExecutor}), never a sleeping thread. Cancelling the future stops
   * the sequence after the request in flight.
   */
  public <R> CompletableFuture<R> executeAsync(RequestSequence<R> sequence) {
    CompletableFuture<R> result = new CompletableFuture<>();
    step(sequence, result);
    return result;
  }

  private <R> void step(RequestSequence<R> sequence, CompletableFuture<R> result) {
    if (result.isDone()) {
      return; // cancelled
    }
    RequestOperation<?, ?, ?> next;
    try {
      next = sequence.next();
      if (next == null) {
        sequence.ended();
        result.complete(sequence.result());
        return;
      }
    } catch (RuntimeException e) {
      end(sequence, result, e);
      return;
    }
    java.time.Duration delay = sequence.delay();
    CompletableFuture<Void> wait = delay.isZero() || delay.isNegative() ? CompletableFuture.completedFuture(null)
        : CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(delay.toNanos(),
            java.util.concurrent.TimeUnit.NANOSECONDS));
    wait.thenCompose(ignored -> executeAsync(next)).whenComplete((r, error) -> {
      if (error != null) {
        end(sequence, result, unwrap(error));
      } else {
        step(sequence, result);
      }
    });
  }

  private static void end(RequestSequence<?> sequence, CompletableFuture<?> result, Throwable error) {
    try {
      sequence.ended();
    } catch (RuntimeException e) {
      error.addSuppressed(e);
    }
    result.completeExceptionally(error);
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
    Sending<R> result = new Sending<>(sent);
    sent.whenComplete((response, error) -> {
      if (error == null) {
        R value;
        try {
          value = operation.result(response);
        } catch (RuntimeException e) {
          result.completeExceptionally(e);
          return;
        }
        result.complete(value);
        return;
      }
      Throwable cause = unwrap(error);
      if (cause instanceof SdkException sdk) {
        resolveAsync(operation.failure(sdk)).whenComplete((e, failed) ->
            result.completeExceptionally(failed != null ? unwrap(failed) : e));
      } else {
        result.completeExceptionally(cause);
      }
    });
    return result;
  }

  /**
   * The future of one operation: completed from the SDK's future in one callback, and cancelling it
   * cancels the request in flight (no second callback for that on the success path).
   */
  private static final class Sending<R> extends CompletableFuture<R> {
    private final CompletableFuture<?> sent;

    Sending(CompletableFuture<?> sent) {
      this.sent = sent;
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      sent.cancel(mayInterruptIfRunning);
      return cancelled;
    }
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
