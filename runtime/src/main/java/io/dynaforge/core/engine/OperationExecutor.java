package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import io.dynaforge.core.ItemCipher;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiConsumer;
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
 * <p>Not for applications: {@link io.dynaforge.core.DynamoDbTemplate} and {@code ReactiveDynamoDbTemplate} are its callers.
 */
@Internal
public final class OperationExecutor {

  private final DynamoDbClient client;
  private final DynamoDbAsyncClient asyncClient;
  private final RequestObserver observer;
  /** The items' encryption, or {@code null}. */
  private final ItemCipherStage cipher;

  public OperationExecutor(DynamoDbClient client, DynamoDbAsyncClient asyncClient, RequestObserver observer) {
    this(client, asyncClient, observer, null);
  }

  public OperationExecutor(DynamoDbClient client, DynamoDbAsyncClient asyncClient, RequestObserver observer,
      ItemCipher cipher) {
    this.client = client;
    this.asyncClient = asyncClient;
    this.observer = observer;
    this.cipher = cipher == null ? null : new ItemCipherStage(cipher);
  }

  /** Sends the operation and waits for its result; its requests are observed as {@code context}'s. */
  public <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> R execute(OperationContext context,
      RequestOperation<Q, S, R> operation) {
    return execute(context, operation, cipher != null);
  }

  /**
   * Sends the operation as {@link #execute(OperationContext, RequestOperation)} does, but past the template's item encryption:
   * its request's items are sent as they are given and its response's items returned as they are stored
   * (for a backfill, which tells plaintext items from encrypted ones and encrypts itself). An encrypting
   * interceptor on the client still sees the request.
   */
  <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> R executeAsStored(OperationContext context,
      RequestOperation<Q, S, R> operation) {
    return execute(context, operation, false);
  }

  private <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> R execute(OperationContext context,
      RequestOperation<Q, S, R> operation, boolean ciphered) {
    Q request = operation.request();
    if (request == null) {
      return operation.result(null);
    }
    S response;
    try {
      response = ciphered ? sendCiphered(context, operation, request)
          : observer.send(context, operation.call(), client, request);
    } catch (SdkException e) {
      throw resolve(context, operation.failure(e));
    } catch (RuntimeException e) { // the encryption SDK's interceptor throws its own exceptions
      SdkException encryption = EncryptionFailures.asSdkException(e);
      if (encryption == null) {
        throw e;
      }
      throw resolve(context, operation.failure(encryption));
    }
    return operation.result(response);
  }

  /** Blocking: the request's items encrypted, sent, the response's items decrypted; a cipher's failure as an SdkException. */
  private <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> S sendCiphered(OperationContext context,
      RequestOperation<Q, S, R> operation, Q request) {
    Q encrypted = encrypt(operation, request);
    S response = observer.send(context, operation.call(), client, encrypted);
    return decrypt(operation, request, response);
  }

  private <Q extends DynamoDbRequest, S extends DynamoDbResponse> Q encrypt(RequestOperation<Q, S, ?> operation,
      Q request) {
    try {
      return cipher.encrypt(operation.call(), request);
    } catch (SdkException e) {
      throw e;
    } catch (RuntimeException e) {
      throw EncryptionFailures.ofCipher(e);
    }
  }

  private <Q extends DynamoDbRequest, S extends DynamoDbResponse> S decrypt(RequestOperation<Q, S, ?> operation,
      Q request, S response) {
    try {
      return cipher.decrypt(operation.call(), request, response);
    } catch (SdkException e) {
      throw e;
    } catch (RuntimeException e) {
      throw EncryptionFailures.ofCipher(e);
    }
  }

  /** Sends the sequence's requests one after another, sleeping where it asks to wait. */
  public <R> R execute(OperationContext context, RequestSequence<R> sequence) {
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
        execute(context, next);
      }
    } finally {
      sequence.ended();
    }
    return sequence.result();
  }

  /**
   * Sends the sequence's requests one after another without blocking (a refusal, as the blocking
   * template's {@link Refusals} boundary makes it, is the future's exception): a wait is a timer
   * ({@link CompletableFuture#delayedExecutor}), never a sleeping thread. Cancelling the future stops
   * the sequence after the request in flight. Every request is observed as {@code context}'s, though all
   * but the first leave from the thread that completed the one before.
   */
  public <R> CompletableFuture<R> executeAsync(OperationContext context, RequestSequence<R> sequence) {
    CompletableFuture<R> result = new CompletableFuture<>();
    step(sequence, result, context);
    return result;
  }

  private <R> void step(RequestSequence<R> sequence, CompletableFuture<R> result, OperationContext context) {
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
    } catch (RuntimeException e) { // preparing a request was refused (an entity, a key, an argument)
      end(sequence, result, Refusals.refused(e));
      return;
    }
    java.time.Duration delay = sequence.delay();
    BiConsumer<Object, Throwable> sent = (r, error) -> {
      if (error != null) {
        end(sequence, result, unwrap(error));
      } else {
        step(sequence, result, context);
      }
    };
    if (delay.isZero() || delay.isNegative()) {
      executeAsync(context, next, sent);
    } else {
      CompletableFuture.delayedExecutor(delay.toNanos(), java.util.concurrent.TimeUnit.NANOSECONDS)
          .execute(() -> executeAsync(context, next, sent));
    }
  }

  private static void end(RequestSequence<?> sequence, CompletableFuture<?> result, Throwable error) {
    try {
      sequence.ended();
    } catch (RuntimeException e) {
      error.addSuppressed(e);
    }
    result.completeExceptionally(error);
  }

  private RuntimeException resolve(OperationContext context, OperationFailure failure) {
    if (failure instanceof OperationFailure.Probed probed) {
      return execute(context, probed.probe());
    }
    return ((OperationFailure.Thrown) failure).exception();
  }

  /**
   * Sends the operation without blocking: the request is prepared now, on the caller's thread; the
   * future completes with the result, or exceptionally with the same exception {@link #execute} throws.
   * Cancelling the future cancels the request.
   */
  public <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> CompletableFuture<R> executeAsync(
      OperationContext context, RequestOperation<Q, S, R> operation) {
    Sending<R> result = new Sending<>();
    result.sent = executeAsync(context, operation, result);
    return result;
  }

  /**
   * Sends the operation without blocking and hands its outcome to {@code done}, called exactly once:
   * {@code (result, null)} (the result may be {@code null}: nothing found) or {@code (null, exception)},
   * the exception {@link #execute} would throw, a refusal as a {@code DataAccessException} ({@link Refusals}). The request is prepared now, on the caller's thread;
   * {@code done} runs on the thread that completes the SDK's future, or on this one when nothing is
   * sent. For callers that are themselves the completion (a Reactor subscription), this saves a future.
   *
   * @return the SDK's future of the request in flight, to cancel it; {@code null} when {@code done}
   *     was already called
   */
  public <Q extends DynamoDbRequest, S extends DynamoDbResponse, R> CompletableFuture<?> executeAsync(
      OperationContext context, RequestOperation<Q, S, R> operation, BiConsumer<? super R, ? super Throwable> done) {
    CompletableFuture<S> sent;
    Q request;
    try {
      request = operation.request();
      if (request == null) {
        done.accept(operation.result(null), null);
        return null;
      }
      sent = observer.send(context, operation.call(), asyncClient, cipher == null ? request : encrypt(operation, request));
    } catch (RuntimeException e) {
      if (e instanceof SdkException sdk) {
        fail(context, operation.failure(sdk), done);
      } else {
        done.accept(null, Refusals.refused(e)); // preparing the request was refused
      }
      return null;
    }
    sent.whenComplete((response, error) -> {
      if (error == null) {
        S read;
        try {
          read = cipher == null ? response : decrypt(operation, request, response);
        } catch (SdkException e) { // an item that does not verify or decrypt
          fail(context, operation.failure(e), done);
          return;
        }
        R value;
        try {
          value = operation.result(read);
        } catch (RuntimeException e) { // reading the response was refused (an item that does not map)
          done.accept(null, Refusals.refused(e));
          return;
        }
        done.accept(value, null);
        return;
      }
      Throwable cause = unwrap(error);
      SdkException encryption = cause instanceof RuntimeException runtime && !(cause instanceof SdkException)
          ? EncryptionFailures.asSdkException(runtime) : null;
      if (cause instanceof SdkException sdk) {
        fail(context, operation.failure(sdk), done);
      } else if (encryption != null) {
        fail(context, operation.failure(encryption), done);
      } else {
        done.accept(null, cause); // a cancellation: as it is
      }
    });
    return sent;
  }

  /** Hands the failure's exception to {@code done}, after sending its probe when it has one. */
  private void fail(OperationContext context, OperationFailure failure, BiConsumer<?, ? super Throwable> done) {
    if (failure instanceof OperationFailure.Probed probed) {
      executeAsync(context, probed.probe(), (e, failed) -> done.accept(null, failed != null ? failed : e));
    } else {
      done.accept(null, ((OperationFailure.Thrown) failure).exception());
    }
  }

  /**
   * The future of one operation: completed from the SDK's future in one callback, and cancelling it
   * cancels the request in flight (no second callback for that on the success path).
   */
  private static final class Sending<R> extends CompletableFuture<R> implements BiConsumer<R, Throwable> {
    /** The SDK's future, set once the request is sent ({@code null}: completed without one). */
    volatile CompletableFuture<?> sent;

    @Override
    public void accept(R result, Throwable error) {
      if (error == null) {
        complete(result);
      } else {
        completeExceptionally(error);
      }
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
      boolean cancelled = super.cancel(mayInterruptIfRunning);
      CompletableFuture<?> request = sent;
      if (request != null) {
        request.cancel(mayInterruptIfRunning);
      }
      return cancelled;
    }
  }

  private static Throwable unwrap(Throwable error) {
    return error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
  }
}
