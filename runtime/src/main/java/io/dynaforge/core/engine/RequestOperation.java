package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbResponse;

/**
 * One DynamoDB request of the template, in the shape of the Enhanced Client's
 * {@code CommonOperation}: {@link #request()} builds it (the write's preparation, shared with
 * transactions and batches, happens there), the {@link OperationExecutor} sends it through the
 * operation's {@link #call()}, blocking or not, and {@link #result} turns the response into what the
 * caller gets (through the read pipeline). A failed call becomes the exception {@link #failure} says;
 * the executor alone catches what the SDK throws.
 *
 * <p>Shared by {@link io.dynaforge.core.DynamoDbTemplate} and {@code io.dynaforge.reactive.ReactiveDynamoDbTemplate};
 * built by {@link ItemOperations}. Not for applications.
 *
 * @param <Q> the request type
 * @param <S> the response type
 * @param <R> the result type
 */
@Internal
public interface RequestOperation<Q extends DynamoDbRequest, S extends DynamoDbResponse, R> {

  /** The DynamoDB call this operation sends. */
  DynamoDbCall<Q, S> call();

  /**
   * The request to send, prepared (auditing, version, callbacks, before-events, extensions, kind
   * checks); throws a {@code DataAccessException} when the operation is refused before sending.
   * {@code null} when nothing needs sending: the result is then {@code result(null)}.
   */
  Q request();

  /** The result of the response; {@code null} where a read keeps nothing (another kind, expired, dropped). */
  R result(S response);

  /** What a failed call means for the caller: an exception now, or one a probe request finds out. */
  OperationFailure failure(SdkException error);
}
