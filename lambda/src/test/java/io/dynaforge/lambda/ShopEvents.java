package io.dynaforge.lambda;

import io.dynaforge.annotation.OnChange;
import io.dynaforge.annotation.StreamHandler;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.UnmappedItem;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Records every change it receives as one line; {@link #failOn} makes it throw for some events. */
@StreamHandler(table = "lambda_shop")
public class ShopEvents {

  final List<String> seen = new ArrayList<>();
  Consumer<ChangeEvent<?>> failOn = e -> {};

  @OnChange
  public void order(ChangeEvent<Order> event) {
    failOn.accept(event);
    Order order = event.newImage() != null ? event.newImage() : event.oldImage();
    seen.add(event.type() + " order " + order.orderId + " " + order.status + " of " + event.tableName());
  }

  @OnChange
  public void line(ChangeEvent<OrderLine> event) {
    failOn.accept(event);
    OrderLine line = event.newImage() != null ? event.newImage() : event.oldImage();
    seen.add(event.type() + " line " + line.orderId + "/" + line.line + " " + line.sku);
  }

  @OnChange
  public void other(ChangeEvent<UnmappedItem> event) {
    failOn.accept(event);
    seen.add(event.type() + " unmapped " + event.keys().get("sk").s());
  }
}
