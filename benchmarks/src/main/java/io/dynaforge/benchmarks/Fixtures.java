package io.dynaforge.benchmarks;

import io.dynaforge.benchmarks.bean.AddressBean;
import io.dynaforge.benchmarks.bean.OrderBean;
import io.dynaforge.benchmarks.model.Address;
import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one order every variant maps: 12 attributes, 3 tags, 3 map entries, a 4-field address. The
 * {@code Instant} is built from epoch values so that creating the fixture does not load the ISO
 * formatter the mappers need (the cold-start figures must charge that to the first mapping).
 */
public final class Fixtures {

  private Fixtures() {}

  static final Instant CREATED_AT = Instant.ofEpochSecond(1_796_061_851L, 532_000_000);

  public static Order order() {
    Order o = new Order();
    o.setPk("CUSTOMER#c-1042");
    o.setSk("ORDER#o-88231");
    o.setName("Winter restock");
    o.setCreatedAt(CREATED_AT);
    o.setTotal(new BigDecimal("149.97"));
    o.setQuantity(3);
    o.setVersion(7L);
    o.setGift(true);
    o.setStatus(OrderStatus.SHIPPED);
    o.setTags(List.of("priority", "fragile", "eu"));
    o.setAttributes(attributes());
    o.setShippingAddress(new Address("Friedrichstrasse 123", "Berlin", "10117", "DE"));
    return o;
  }

  public static OrderBean orderBean() {
    OrderBean o = new OrderBean();
    o.setPk("CUSTOMER#c-1042");
    o.setSk("ORDER#o-88231");
    o.setName("Winter restock");
    o.setCreatedAt(CREATED_AT);
    o.setTotal(new BigDecimal("149.97"));
    o.setQuantity(3);
    o.setVersion(7L);
    o.setGift(true);
    o.setStatus(OrderStatus.SHIPPED);
    o.setTags(List.of("priority", "fragile", "eu"));
    o.setAttributes(attributes());
    AddressBean a = new AddressBean();
    a.setStreet("Friedrichstrasse 123");
    a.setCity("Berlin");
    a.setPostalCode("10117");
    a.setCountry("DE");
    o.setShippingAddress(a);
    return o;
  }

  private static Map<String, String> attributes() {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("channel", "web");
    m.put("coupon", "WINTER10");
    m.put("warehouse", "ber-2");
    return m;
  }
}
