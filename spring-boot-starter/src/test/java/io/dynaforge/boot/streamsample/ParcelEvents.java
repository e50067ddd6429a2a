package io.dynaforge.boot.streamsample;

import io.dynaforge.annotation.OnChange;
import io.dynaforge.annotation.StreamHandler;
import io.dynaforge.stream.ChangeEvent;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Records the parcel changes it is given. */
@StreamHandler(table = "boot_parcels")
public class ParcelEvents {

  public final List<String> seen = new CopyOnWriteArrayList<>();

  @OnChange
  public void changed(ChangeEvent<Parcel> event) {
    seen.add(event.type() + " " + (event.newImage() != null ? event.newImage().id + " " + event.newImage().status
        : event.oldImage().id));
  }
}
