package io.dynaforge.benchmarks.handwritten;

import io.dynaforge.benchmarks.model.Address;
import io.dynaforge.benchmarks.model.Order;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The limit: conversion written by hand with the SDK's builder-free factories {@code
 * AttributeValue.createS/createN/createBool/createL/createM}. Same null handling as the generated
 * mapper (null properties are not written); reading is shared with {@link HandwrittenReader}.
 */
public final class HandwrittenCreateMapper {

  private HandwrittenCreateMapper() {}

  public static Map<String, AttributeValue> toItem(Order o) {
    Map<String, AttributeValue> item = new HashMap<>(17);
    String pk = o.getPk();
    if (pk != null) {
      item.put("pk", AttributeValue.createS(pk));
    }
    String sk = o.getSk();
    if (sk != null) {
      item.put("sk", AttributeValue.createS(sk));
    }
    String name = o.getName();
    if (name != null) {
      item.put("name", AttributeValue.createS(name));
    }
    var createdAt = o.getCreatedAt();
    if (createdAt != null) {
      item.put("createdAt", AttributeValue.createS(createdAt.toString()));
    }
    var total = o.getTotal();
    if (total != null) {
      item.put("total", AttributeValue.createN(total.toPlainString()));
    }
    item.put("quantity", AttributeValue.createN(Integer.toString(o.getQuantity())));
    item.put("version", AttributeValue.createN(Long.toString(o.getVersion())));
    item.put("gift", AttributeValue.createBool(o.isGift()));
    var status = o.getStatus();
    if (status != null) {
      item.put("status", AttributeValue.createS(status.name()));
    }
    List<String> tags = o.getTags();
    if (tags != null) {
      List<AttributeValue> l = new ArrayList<>(tags.size());
      for (String tag : tags) {
        l.add(AttributeValue.createS(tag));
      }
      item.put("tags", AttributeValue.createL(l));
    }
    Map<String, String> attributes = o.getAttributes();
    if (attributes != null) {
      Map<String, AttributeValue> m = new HashMap<>(HandwrittenReader.capacity(attributes.size()));
      for (Map.Entry<String, String> e : attributes.entrySet()) {
        if (e.getValue() != null) {
          m.put(e.getKey(), AttributeValue.createS(e.getValue()));
        }
      }
      item.put("attributes", AttributeValue.createM(m));
    }
    Address address = o.getShippingAddress();
    if (address != null) {
      item.put("shippingAddress", AttributeValue.createM(address(address)));
    }
    return item;
  }

  private static Map<String, AttributeValue> address(Address a) {
    Map<String, AttributeValue> m = new HashMap<>(8);
    if (a.street() != null) {
      m.put("street", AttributeValue.createS(a.street()));
    }
    if (a.city() != null) {
      m.put("city", AttributeValue.createS(a.city()));
    }
    if (a.postalCode() != null) {
      m.put("postalCode", AttributeValue.createS(a.postalCode()));
    }
    if (a.country() != null) {
      m.put("country", AttributeValue.createS(a.country()));
    }
    return m;
  }
}
