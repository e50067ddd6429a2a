package io.dynaforge.stream.kcl;

import io.dynaforge.annotation.OnChange;
import io.dynaforge.annotation.StreamHandler;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.UnmappedItem;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Records every change it receives as one line (called from KCL threads). */
@StreamHandler(table = "kcl_shop")
public class ShopEvents {

  final List<String> seen = new CopyOnWriteArrayList<>();

  @OnChange
  public void order(ChangeEvent<Order> event) {
    Order order = event.newImage() != null ? event.newImage() : event.oldImage();
    seen.add(event.type() + " " + order.orderId + " " + order.status);
  }

  @OnChange
  public void other(ChangeEvent<UnmappedItem> event) {
    seen.add(event.type() + " unmapped " + event.keys().get("sk").s());
  }
}
