package io.dynaforge.it.streams;

import io.dynaforge.annotation.ChangeType;
import io.dynaforge.annotation.OnChange;
import io.dynaforge.annotation.StreamHandler;
import io.dynaforge.stream.ChangeEvent;
import io.dynaforge.stream.UnmappedItem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/** Records every change it receives as one line; {@link #failOn} makes it throw for some events. */
@StreamHandler(table = "streams_shop")
public class ShopEvents {

  final List<String> seen = Collections.synchronizedList(new ArrayList<>());
  volatile Consumer<ChangeEvent<?>> failOn = e -> {};

  @OnChange(ChangeType.INSERT)
  public void placed(ChangeEvent<Order> event) {
    failOn.accept(event);
    seen.add("placed " + event.newImage().orderId + " " + event.newImage().status);
  }

  @OnChange({ChangeType.MODIFY, ChangeType.REMOVE})
  public void changed(ChangeEvent<Order> event) {
    failOn.accept(event);
    Order before = event.oldImage();
    Order after = event.newImage();
    seen.add(event.type() + " " + before.orderId + " " + before.status + " -> " + (after == null ? "gone" : after.status));
  }

  @OnChange
  public void line(ChangeEvent<OrderLine> event) {
    failOn.accept(event);
    OrderLine line = event.newImage() != null ? event.newImage() : event.oldImage();
    seen.add(event.type() + " line " + line.orderId + "/" + line.line + " " + line.sku);
  }

  @OnChange
  public void other(ChangeEvent<UnmappedItem> event) {
    seen.add(event.type() + " unmapped " + event.keys().get("sk").s());
  }
}
