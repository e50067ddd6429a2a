package io.dynaforge.stream;

import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.EntityMetadata;
import io.dynaforge.mapping.KeyAttribute;
import io.dynaforge.mapping.KindPattern;
import io.dynaforge.mapping.MapperRegistry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Two kinds of one table written by hand as the processor writes them (the runtime's tests do not run
 * the processor): orders {@code CUSTOMER#{customer}} / {@code ORDER#{id}} and their lines
 * {@code CUSTOMER#{customer}} / {@code ORDER#{id}#LINE#{line:3}}.
 */
final class TestKinds {

  private TestKinds() {}

  record Order(String customer, String id, String status) {}

  record OrderLine(String customer, String id, int line, String sku) {}

  static final String TABLE = "shop";

  static MapperRegistry registry() {
    return new MapperRegistry().register(new OrderMapper()).register(new OrderLineMapper());
  }

  static Map<String, AttributeValue> item(String... namesAndValues) {
    Map<String, AttributeValue> item = new HashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      item.put(namesAndValues[i], AttributeValue.fromS(namesAndValues[i + 1]));
    }
    return item;
  }

  private static EntityMetadata metadataOf(String name) {
    return new EntityMetadata(name, TABLE, List.of(new KeyAttribute("pk", ScalarAttributeType.S, null)),
        List.of(new KeyAttribute("sk", ScalarAttributeType.S, null)), null, null, Set.of("pk", "sk"));
  }

  private static String after(String text, String prefix) {
    return text.substring(prefix.length());
  }

  static final class OrderMapper implements EntityMapper<Order> {
    @Override
    public Class<Order> type() {
      return Order.class;
    }

    @Override
    public EntityMetadata metadata() {
      return metadataOf("Order");
    }

    @Override
    public KindPattern kindPattern() {
      return KindPattern.of("pk", "CUSTOMER#{*}", "sk", "ORDER#{*}");
    }

    @Override
    public Map<String, AttributeValue> toItem(Order o) {
      Map<String, AttributeValue> item = item("pk", "CUSTOMER#" + o.customer(), "sk", "ORDER#" + o.id());
      if (o.status() != null) {
        item.put("status", AttributeValue.fromS(o.status()));
      }
      return item;
    }

    @Override
    public Order fromItem(Map<String, AttributeValue> item) {
      AttributeValue status = item.get("status");
      return new Order(after(item.get("pk").s(), "CUSTOMER#"), after(item.get("sk").s(), "ORDER#"),
          status == null ? null : status.s());
    }

    @Override
    public Map<String, AttributeValue> keyOf(Order o) {
      return item("pk", "CUSTOMER#" + o.customer(), "sk", "ORDER#" + o.id());
    }

    @Override
    public AttributeValue keyValue(String attributeName, Object value) {
      return AttributeValue.fromS(String.valueOf(value));
    }
  }

  static final class OrderLineMapper implements EntityMapper<OrderLine> {
    @Override
    public Class<OrderLine> type() {
      return OrderLine.class;
    }

    @Override
    public EntityMetadata metadata() {
      return metadataOf("OrderLine");
    }

    @Override
    public KindPattern kindPattern() {
      return KindPattern.of("pk", "CUSTOMER#{*}", "sk", "ORDER#{*}#LINE#{3}");
    }

    @Override
    public Map<String, AttributeValue> toItem(OrderLine l) {
      Map<String, AttributeValue> item = keyOf(l);
      item.put("sku", AttributeValue.fromS(l.sku()));
      return item;
    }

    @Override
    public OrderLine fromItem(Map<String, AttributeValue> item) {
      String sk = after(item.get("sk").s(), "ORDER#");
      int at = sk.lastIndexOf("#LINE#");
      AttributeValue sku = item.get("sku");
      return new OrderLine(after(item.get("pk").s(), "CUSTOMER#"), sk.substring(0, at),
          Integer.parseInt(sk.substring(at + 6)), sku == null ? null : sku.s());
    }

    @Override
    public Map<String, AttributeValue> keyOf(OrderLine l) {
      return item("pk", "CUSTOMER#" + l.customer(), "sk", "ORDER#" + l.id() + "#LINE#" + String.format("%03d", l.line()));
    }

    @Override
    public AttributeValue keyValue(String attributeName, Object value) {
      return AttributeValue.fromS(String.valueOf(value));
    }
  }
}
