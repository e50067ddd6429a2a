package io.dynaforge.boot.encryptionsample;

import io.dynaforge.annotation.OnChange;
import io.dynaforge.annotation.StreamHandler;
import io.dynaforge.stream.ChangeEvent;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Records the lockers' changes it is given, with their (decrypted) contents. */
@StreamHandler(table = "lockers")
public class LockerEvents {

  public final List<String> seen = new CopyOnWriteArrayList<>();

  @OnChange
  public void changed(ChangeEvent<Locker> event) {
    Locker locker = event.newImage() != null ? event.newImage() : event.oldImage();
    seen.add(event.type() + " " + locker.id() + " " + locker.contents());
  }
}
