package io.dynaforge.core;

import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * Receives the capacity each response reports, when the template asks for it
 * ({@code DynamoDbTemplate.builder(client).returnConsumedCapacity(true).consumedCapacityListeners(...)}):
 * one call per table (and index) of the response. A Query or Scan with a filter reports what it
 * examined, not what it returned.
 */
@FunctionalInterface
public interface ConsumedCapacityListener {

  void onConsumedCapacity(RequestInfo request, ConsumedCapacity capacity);
}
