package io.dynaforge.boot.autoconfigure;

import io.dynaforge.core.ConsumedCapacityListener;
import io.dynaforge.core.RequestInfo;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/**
 * Records each response's consumed capacity as the distribution summary {@value #NAME} in the
 * application's {@link MeterRegistry}, tagged {@code table} (physical), {@code operation} and {@code
 * method} (the repository method, or {@code template}). Used by the starter with {@code
 * dynaforge.consumed-capacity.enabled=true}; only loaded when Micrometer's core is on the class path.
 */
final class ConsumedCapacityMeters implements ConsumedCapacityListener {

  static final String NAME = "dynaforge.consumed.capacity";
  static final String BASE_UNIT = "capacity.units";

  private final MeterRegistry registry;
  /** One summary per request shape: the registry is asked once, not on every response. */
  private final Map<RequestInfo, DistributionSummary> summaries = new ConcurrentHashMap<>();

  ConsumedCapacityMeters(MeterRegistry registry) {
    this.registry = registry;
  }

  @Override
  public void onConsumedCapacity(RequestInfo request, ConsumedCapacity capacity) {
    Double units = capacity.capacityUnits();
    if (units == null) {
      return;
    }
    String table = capacity.tableName() != null ? capacity.tableName() : request.tableName();
    DistributionSummary summary = table.equals(request.tableName())
        ? summaries.computeIfAbsent(request, r -> summary(r.tableName(), r))
        : summary(table, request); // one table of a batch over several
    summary.record(units);
  }

  private DistributionSummary summary(String table, RequestInfo request) {
    return DistributionSummary.builder(NAME)
        .description("Capacity units DynamoDB reported consumed, per table, operation and repository method")
        .baseUnit(BASE_UNIT)
        .tag("table", table)
        .tag("operation", request.operation())
        .tag("method", request.method())
        .register(registry);
  }
}
