package io.dynaforge.reactive;

import io.dynaforge.core.engine.OperationContext;
import io.dynaforge.core.engine.OperationExecutor;
import io.dynaforge.core.engine.Refusals;
import io.dynaforge.core.engine.RequestOperation;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import reactor.core.CoreSubscriber;
import reactor.core.publisher.Mono;
import reactor.core.publisher.Operators;
import reactor.util.context.ContextView;

/**
 * The {@code Mono} of one {@link RequestOperation}: on each subscription the operation is built and
 * sent under the operation context captured when it was assembled (named after the repository method the
 * subscriber's context names, {@link ReactiveDynamoDbTemplate#METHOD_KEY}, when it names one),
 * and the executor's outcome is the subscriber's signal; cancelling cancels the request in flight.
 *
 * <p>One object between the subscriber and the executor, where {@code Mono.deferContextual} over
 * {@code Mono.fromFuture} is three and a future: the executor completes the subscription itself.
 */
final class OperationMono<R> extends Mono<R> {

  private final OperationExecutor executor;
  private final OperationContext context;
  private final Supplier<? extends RequestOperation<?, ?, R>> operation;

  private OperationMono(OperationExecutor executor, OperationContext context,
      Supplier<? extends RequestOperation<?, ?, R>> operation) {
    this.executor = executor;
    this.context = context;
    this.operation = operation;
  }

  static <R> Mono<R> of(OperationExecutor executor, OperationContext context,
      Supplier<? extends RequestOperation<?, ?, R>> operation) {
    return onAssembly(new OperationMono<>(executor, context, operation));
  }

  @Override
  public void subscribe(CoreSubscriber<? super R> actual) {
    Outcome<R> outcome = new Outcome<>(actual);
    actual.onSubscribe(outcome);
    if (outcome.isCancelled()) {
      return; // cancelled before anything was sent: nothing is
    }
    CompletableFuture<?> sent;
    try {
      sent = send(executor, context, operation.get(), actual.currentContext(), outcome);
    } catch (RuntimeException e) { // building the operation was refused (bad argument, unknown type)
      outcome.accept(null, Refusals.refused(e));
      return;
    }
    outcome.sent(sent);
  }

  /**
   * Sends the operation with {@link OperationExecutor#executeAsync(OperationContext, RequestOperation, BiConsumer)},
   * its requests observed as {@code operation}'s context, named after the repository method the subscriber
   * context names ({@link ReactiveDynamoDbTemplate#METHOD_KEY}) when it names one. No thread-local is entered.
   */
  static <R> CompletableFuture<?> send(OperationExecutor executor, OperationContext operation,
      RequestOperation<?, ?, R> request, ContextView context, BiConsumer<? super R, ? super Throwable> done) {
    return executor.executeAsync(operation.named(context.getOrDefault(ReactiveDynamoDbTemplate.METHOD_KEY, null)),
        request, done);
  }

  /** The subscription: takes the executor's outcome, and cancels the request when cancelled. */
  private static final class Outcome<R> extends Operators.MonoSubscriber<R, R> implements BiConsumer<R, Throwable> {
    private volatile CompletableFuture<?> sent;

    Outcome(CoreSubscriber<? super R> actual) {
      super(actual);
    }

    void sent(CompletableFuture<?> request) {
      if (request == null) {
        return;
      }
      sent = request;
      if (isCancelled()) { // cancelled while it was being sent
        request.cancel(true);
      }
    }

    @Override
    public void accept(R result, Throwable error) {
      if (error != null) {
        if (isCancelled()) {
          Operators.onErrorDropped(error, actual.currentContext());
        } else {
          actual.onError(error);
        }
      } else if (result != null) {
        complete(result);
      } else if (!isCancelled()) {
        actual.onComplete();
      }
    }

    @Override
    public void cancel() {
      super.cancel();
      CompletableFuture<?> request = sent;
      if (request != null) {
        request.cancel(true);
      }
    }
  }
}
