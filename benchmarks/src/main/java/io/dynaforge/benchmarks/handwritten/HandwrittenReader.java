package io.dynaforge.benchmarks.handwritten;

import io.dynaforge.benchmarks.model.Address;
import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item to {@link Order}, written by hand: the read side of both hand-written variants (reading
 * creates no {@code AttributeValue}, so {@code fromX} versus {@code createX} makes no difference
 * here). No type checks beyond what the JDK parsers do: the limit, not production code.
 */
public final class HandwrittenReader {

  private HandwrittenReader() {}

  public static Order fromItem(Map<String, AttributeValue> item) {
    Order o = new Order();
    AttributeValue av;
    if ((av = item.get("pk")) != null) {
      o.setPk(av.s());
    }
    if ((av = item.get("sk")) != null) {
      o.setSk(av.s());
    }
    if ((av = item.get("name")) != null) {
      o.setName(av.s());
    }
    if ((av = item.get("createdAt")) != null) {
      o.setCreatedAt(Instant.parse(av.s()));
    }
    if ((av = item.get("total")) != null) {
      o.setTotal(new BigDecimal(av.n()));
    }
    if ((av = item.get("quantity")) != null) {
      o.setQuantity(Integer.parseInt(av.n()));
    }
    if ((av = item.get("version")) != null) {
      o.setVersion(Long.parseLong(av.n()));
    }
    if ((av = item.get("gift")) != null) {
      o.setGift(av.bool());
    }
    if ((av = item.get("status")) != null) {
      o.setStatus(OrderStatus.valueOf(av.s()));
    }
    if ((av = item.get("tags")) != null) {
      List<AttributeValue> source = av.l();
      List<String> tags = new ArrayList<>(source.size());
      for (AttributeValue e : source) {
        tags.add(e.s());
      }
      o.setTags(tags);
    }
    if ((av = item.get("attributes")) != null) {
      Map<String, AttributeValue> source = av.m();
      Map<String, String> attributes = new HashMap<>(capacity(source.size()));
      for (Map.Entry<String, AttributeValue> e : source.entrySet()) {
        attributes.put(e.getKey(), e.getValue().s());
      }
      o.setAttributes(attributes);
    }
    if ((av = item.get("shippingAddress")) != null) {
      o.setShippingAddress(address(av.m()));
    }
    return o;
  }

  private static Address address(Map<String, AttributeValue> m) {
    return new Address(s(m.get("street")), s(m.get("city")), s(m.get("postalCode")),
        s(m.get("country")));
  }

  private static String s(AttributeValue av) {
    return av == null ? null : av.s();
  }

  static int capacity(int size) {
    return size < 3 ? size + 1 : (int) (size / 0.75f + 1.0f);
  }
}
