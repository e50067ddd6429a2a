package io.dynaforge.benchmarks;

import io.dynaforge.benchmarks.bean.OrderBean;
import io.dynaforge.benchmarks.enhanced.OrderSchemas;
import io.dynaforge.benchmarks.handwritten.HandwrittenCreateMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenFromMapper;
import io.dynaforge.benchmarks.handwritten.HandwrittenReader;
import io.dynaforge.benchmarks.model.Order;
import io.dynaforge.benchmarks.model.Order_Mapper;
import io.dynaforge.mapping.EntityMapper;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks that all five variants write the same item and read it back to the same object, so the
 * benchmark compares equal work. Called from the benchmark's setup; throws when they diverge.
 */
final class Variants {

  private Variants() {}

  static void verify(EntityMapper<Order> generated, TableSchema<OrderBean> fromBean,
      TableSchema<OrderBean> staticSchema) {
    Order order = Fixtures.order();
    OrderBean bean = Fixtures.orderBean();
    Map<String, AttributeValue> expected = HandwrittenCreateMapper.toItem(order);
    check("handwritten-from write", expected, HandwrittenFromMapper.toItem(order));
    check("generated write", expected, generated.toItem(order));
    check("fromBean write", expected, fromBean.itemToMap(bean, true));
    check("staticSchema write", expected, staticSchema.itemToMap(bean, true));
    check("handwritten read", order, HandwrittenReader.fromItem(expected));
    check("generated read", order, generated.fromItem(expected));
    check("fromBean read", bean, fromBean.mapToItem(expected));
    check("staticSchema read", bean, staticSchema.mapToItem(expected));
    if (expected.size() != 12) {
      throw new IllegalStateException("expected 12 attributes, got " + expected.keySet());
    }
  }

  private static void check(String what, Object expected, Object actual) {
    if (!expected.equals(actual)) {
      throw new IllegalStateException(
          what + " differs:\n  expected " + expected + "\n  actual   " + actual);
    }
  }

  static EntityMapper<Order> generated() {
    return Order_Mapper.INSTANCE;
  }

  static TableSchema<OrderBean> fromBean() {
    return OrderSchemas.fromBean();
  }

  static TableSchema<OrderBean> staticSchema() {
    return OrderSchemas.staticSchema();
  }
}
