package io.dynaforge.stream;

import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * A change whose handler kept failing: what a {@link StreamPoller} hands to its dead letter after
 * {@code maxAttempts} attempts, before it moves on.
 *
 * @param event the decoded event, or {@code null} when the record itself could not be decoded
 * @param record the stream record as received
 * @param error the last failure
 * @param attempts the attempts made, the first included
 */
public record FailedChange(ChangeEvent<?> event, Record record, Throwable error, int attempts) {}
