package io.dynaforge.benchmarks.handwritten;

import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Not a mapper: the floor of constructing one in a fresh JVM ({@code ColdStart mapperFloor}). A class
 * that implements {@link EntityMapper} with nothing in its bodies, so its first construction costs
 * only what the JVM charges to load, link, verify and initialise any class implementing the mapper
 * interfaces; the generated mapper's construction is that plus its own code.
 */
public final class FloorMapper implements EntityMapper<Order> {

  public static final FloorMapper INSTANCE = new FloorMapper();

  @Override
  public Class<Order> type() {
    return Order.class;
  }

  @Override
  public EntityMetadata metadata() {
    return null;
  }

  @Override
  public Map<String, AttributeValue> toItem(Order entity) {
    return null;
  }

  @Override
  public Order fromItem(Map<String, AttributeValue> item) {
    return null;
  }

  @Override
  public Map<String, AttributeValue> keyOf(Order entity) {
    return null;
  }

  @Override
  public AttributeValue keyValue(String attribute, Object value) {
    return null;
  }
}
