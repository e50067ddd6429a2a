package io.dynaforge.benchmarks.stream;

import io.dynaforge.annotation.ChangeType;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.UnmappedItem;
import java.math.BigDecimal;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * What a team writes by hand to tell an order from an order line in a stream record: the sort key's
 * shape decides, then each attribute is read by name. The baseline of {@link StreamDecodeRatios}.
 */
final class HandwrittenStreamDecoder {

  private HandwrittenStreamDecoder() {}

  static ChangeEvent<?> decode(Record record, String table) {
    StreamRecord change = record.dynamodb();
    return decode(record, change, change.hasOldImage() ? change.oldImage() : null,
        change.hasNewImage() ? change.newImage() : null, table);
  }

  /**
   * The same, tuned: an absent image is the SDK's empty map, so {@code isEmpty()} replaces
   * {@code hasOldImage()}, whose {@code instanceof} of an interface is slow on JDK 17 when checks of
   * several interfaces alternate (JDK-8180450, the one-entry secondary-supers cache).
   */
  static ChangeEvent<?> decodeTuned(Record record, String table) {
    StreamRecord change = record.dynamodb();
    Map<String, AttributeValue> oldImage = change.oldImage();
    Map<String, AttributeValue> newImage = change.newImage();
    return decode(record, change, oldImage.isEmpty() ? null : oldImage, newImage.isEmpty() ? null : newImage, table);
  }

  private static ChangeEvent<?> decode(Record record, StreamRecord change, Map<String, AttributeValue> oldImage,
      Map<String, AttributeValue> newImage, String table) {
    ChangeType type = ChangeType.valueOf(record.eventNameAsString());
    Map<String, AttributeValue> keys = change.keys();
    String sk = keys.get("sk").s();
    if (sk.startsWith("ORDER#")) {
      int line = sk.indexOf("#LINE#", 6);
      if (line < 0) {
        return new ChangeEvent<>(type, ShopOrder.class, order(oldImage), order(newImage), keys,
            change.sequenceNumber(), change.approximateCreationDateTime(), false, table);
      }
      return new ChangeEvent<>(type, ShopLine.class, line(oldImage), line(newImage), keys,
          change.sequenceNumber(), change.approximateCreationDateTime(), false, table);
    }
    return new ChangeEvent<>(type, UnmappedItem.class, oldImage == null ? null : new UnmappedItem(oldImage),
        newImage == null ? null : new UnmappedItem(newImage), keys, change.sequenceNumber(),
        change.approximateCreationDateTime(), false, table);
  }

  private static ShopOrder order(Map<String, AttributeValue> item) {
    if (item == null) {
      return null;
    }
    ShopOrder order = new ShopOrder();
    order.customer = item.get("customer").s();
    order.orderId = item.get("orderId").s();
    AttributeValue status = item.get("status");
    order.status = status == null ? null : status.s();
    AttributeValue total = item.get("total");
    order.total = total == null ? null : new BigDecimal(total.n());
    AttributeValue lines = item.get("lines");
    order.lines = lines == null ? 0 : Integer.parseInt(lines.n());
    return order;
  }

  private static ShopLine line(Map<String, AttributeValue> item) {
    if (item == null) {
      return null;
    }
    ShopLine line = new ShopLine();
    line.customer = item.get("customer").s();
    line.orderId = item.get("orderId").s();
    line.line = Integer.parseInt(item.get("line").n());
    AttributeValue sku = item.get("sku");
    line.sku = sku == null ? null : sku.s();
    AttributeValue quantity = item.get("quantity");
    line.quantity = quantity == null ? 0 : Integer.parseInt(quantity.n());
    return line;
  }
}
