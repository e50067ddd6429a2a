package io.dynaforge.benchmarks.handwritten;

import io.dynaforge.benchmarks.model.Address;
import io.dynaforge.benchmarks.model.Order;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Conversion written by hand with the classic {@code AttributeValue.fromS/fromN/fromBool/fromL/fromM},
 * each of which goes through the builder. Otherwise identical to {@link HandwrittenCreateMapper}.
 */
public final class HandwrittenFromMapper {

  private HandwrittenFromMapper() {}

  public static Map<String, AttributeValue> toItem(Order o) {
    Map<String, AttributeValue> item = new HashMap<>(17);
    String pk = o.getPk();
    if (pk != null) {
      item.put("pk", AttributeValue.fromS(pk));
    }
    String sk = o.getSk();
    if (sk != null) {
      item.put("sk", AttributeValue.fromS(sk));
    }
    String name = o.getName();
    if (name != null) {
      item.put("name", AttributeValue.fromS(name));
    }
    var createdAt = o.getCreatedAt();
    if (createdAt != null) {
      item.put("createdAt", AttributeValue.fromS(createdAt.toString()));
    }
    var total = o.getTotal();
    if (total != null) {
      item.put("total", AttributeValue.fromN(total.toPlainString()));
    }
    item.put("quantity", AttributeValue.fromN(Integer.toString(o.getQuantity())));
    item.put("version", AttributeValue.fromN(Long.toString(o.getVersion())));
    item.put("gift", AttributeValue.fromBool(o.isGift()));
    var status = o.getStatus();
    if (status != null) {
      item.put("status", AttributeValue.fromS(status.name()));
    }
    List<String> tags = o.getTags();
    if (tags != null) {
      List<AttributeValue> l = new ArrayList<>(tags.size());
      for (String tag : tags) {
        l.add(AttributeValue.fromS(tag));
      }
      item.put("tags", AttributeValue.fromL(l));
    }
    Map<String, String> attributes = o.getAttributes();
    if (attributes != null) {
      Map<String, AttributeValue> m = new HashMap<>(HandwrittenReader.capacity(attributes.size()));
      for (Map.Entry<String, String> e : attributes.entrySet()) {
        if (e.getValue() != null) {
          m.put(e.getKey(), AttributeValue.fromS(e.getValue()));
        }
      }
      item.put("attributes", AttributeValue.fromM(m));
    }
    Address address = o.getShippingAddress();
    if (address != null) {
      item.put("shippingAddress", AttributeValue.fromM(address(address)));
    }
    return item;
  }

  private static Map<String, AttributeValue> address(Address a) {
    Map<String, AttributeValue> m = new HashMap<>(8);
    if (a.street() != null) {
      m.put("street", AttributeValue.fromS(a.street()));
    }
    if (a.city() != null) {
      m.put("city", AttributeValue.fromS(a.city()));
    }
    if (a.postalCode() != null) {
      m.put("postalCode", AttributeValue.fromS(a.postalCode()));
    }
    if (a.country() != null) {
      m.put("country", AttributeValue.fromS(a.country()));
    }
    return m;
  }
}
