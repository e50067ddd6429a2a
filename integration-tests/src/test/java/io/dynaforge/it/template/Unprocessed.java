package io.dynaforge.it.template;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Simulates DynamoDB returning unprocessed items on real requests. In {@code withhold} mode the last
 * items (keys) of a request are taken out before it is sent and reported back as UnprocessedItems
 * (UnprocessedKeys), so they really are not written (read) until retried. In {@code reportOnly} mode
 * the request goes out whole and items of it are moved into UnprocessedItems of the real response.
 */
final class Unprocessed implements ExecutionInterceptor {

  private static final ExecutionAttribute<Map<String, List<WriteRequest>>> HELD_WRITES = new ExecutionAttribute<>("heldWrites");
  private static final ExecutionAttribute<Map<String, List<Map<String, AttributeValue>>>> HELD_KEYS =
      new ExecutionAttribute<>("heldKeys");

  /** How many items (keys) per request to hold back; 0 = off. */
  volatile int perRequest;
  /** How many more requests to affect; negative = all. */
  final AtomicInteger requestsToAffect = new AtomicInteger();
  volatile boolean reportOnly;

  void withhold(int perRequest, int requests) {
    this.reportOnly = false;
    this.perRequest = perRequest;
    this.requestsToAffect.set(requests);
  }

  void reportOnly(int perRequest, int requests) {
    this.reportOnly = true;
    this.perRequest = perRequest;
    this.requestsToAffect.set(requests);
  }

  void off() {
    perRequest = 0;
    requestsToAffect.set(0);
  }

  private boolean affect() {
    if (perRequest <= 0) {
      return false;
    }
    int left = requestsToAffect.getAndUpdate(n -> n > 0 ? n - 1 : n);
    return left != 0;
  }

  @Override
  public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
    if (context.request() instanceof BatchWriteItemRequest request && affect()) {
      Map<String, List<WriteRequest>> sent = new HashMap<>();
      Map<String, List<WriteRequest>> held = new HashMap<>();
      request.requestItems().forEach((table, writes) -> {
        int hold = Math.min(perRequest, reportOnly ? writes.size() : writes.size() - 1);
        held.put(table, new ArrayList<>(writes.subList(writes.size() - hold, writes.size())));
        sent.put(table, reportOnly ? writes : new ArrayList<>(writes.subList(0, writes.size() - hold)));
      });
      attributes.putAttribute(HELD_WRITES, held);
      return request.toBuilder().requestItems(sent).build();
    }
    if (context.request() instanceof BatchGetItemRequest request && affect()) {
      Map<String, KeysAndAttributes> sent = new HashMap<>();
      Map<String, List<Map<String, AttributeValue>>> held = new HashMap<>();
      request.requestItems().forEach((table, keys) -> {
        List<Map<String, AttributeValue>> all = keys.keys();
        int hold = Math.min(perRequest, reportOnly ? all.size() : all.size() - 1);
        held.put(table, new ArrayList<>(all.subList(all.size() - hold, all.size())));
        sent.put(table, reportOnly ? keys : keys.toBuilder().keys(all.subList(0, all.size() - hold)).build());
      });
      attributes.putAttribute(HELD_KEYS, held);
      return request.toBuilder().requestItems(sent).build();
    }
    return context.request();
  }

  @Override
  public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes attributes) {
    Map<String, List<WriteRequest>> heldWrites = attributes.getAttribute(HELD_WRITES);
    if (heldWrites != null && context.response() instanceof BatchWriteItemResponse response) {
      Map<String, List<WriteRequest>> unprocessed = new HashMap<>();
      if (response.hasUnprocessedItems()) {
        response.unprocessedItems().forEach((t, w) -> unprocessed.put(t, new ArrayList<>(w)));
      }
      heldWrites.forEach((t, w) -> unprocessed.computeIfAbsent(t, x -> new ArrayList<>()).addAll(w));
      return response.toBuilder().unprocessedItems(unprocessed).build();
    }
    Map<String, List<Map<String, AttributeValue>>> heldKeys = attributes.getAttribute(HELD_KEYS);
    if (heldKeys != null && context.response() instanceof BatchGetItemResponse response) {
      Map<String, KeysAndAttributes> unprocessed = new HashMap<>();
      heldKeys.forEach((t, keys) -> unprocessed.put(t, KeysAndAttributes.builder().keys(keys).build()));
      if (reportOnly) {
        // drop the held items from the real response
        Map<String, List<Map<String, AttributeValue>>> responses = new HashMap<>();
        response.responses().forEach((t, items) -> responses.put(t, items.stream()
            .filter(item -> heldKeys.getOrDefault(t, List.of()).stream().noneMatch(k -> item.entrySet().containsAll(k.entrySet())))
            .toList()));
        return response.toBuilder().responses(responses).unprocessedKeys(unprocessed).build();
      }
      return response.toBuilder().unprocessedKeys(unprocessed).build();
    }
    return context.response();
  }
}
