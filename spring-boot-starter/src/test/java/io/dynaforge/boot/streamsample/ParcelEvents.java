package io.dynaforge.boot.streamsample;

import io.dynaforge.annotation.OnChange;
import io.dynaforge.annotation.StreamHandler;
import io.dynaforge.stream.ChangeEvent;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Records the parcel changes it is given; throws for the first {@link #failures} calls with a new image whose
 * status is {@link #failOn}, counting every call for it in {@link #attemptsOnFailing}.
 */
@StreamHandler(table = "boot_parcels")
public class ParcelEvents {

  public final List<String> seen = new CopyOnWriteArrayList<>();
  public volatile String failOn;
  public final AtomicInteger failures = new AtomicInteger();
  public final AtomicInteger attemptsOnFailing = new AtomicInteger();

  @OnChange
  public void changed(ChangeEvent<Parcel> event) {
    if (event.newImage() != null && event.newImage().status.equals(failOn)) {
      attemptsOnFailing.incrementAndGet();
      if (failures.getAndDecrement() > 0) {
        throw new IllegalStateException("parcel handler down");
      }
    }
    seen.add(event.type() + " " + (event.newImage() != null ? event.newImage().id + " " + event.newImage().status
        : event.oldImage().id));
  }
}
