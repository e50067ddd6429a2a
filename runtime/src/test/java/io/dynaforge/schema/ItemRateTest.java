package io.dynaforge.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ItemRateTest {

  @Test
  void threadsTogetherTakeNoMoreThanTheRateAndAPauseSavesNothingUp() throws Exception {
    ItemRate rate = new ItemRate(400);
    long start = System.nanoTime();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      Thread thread = new Thread(() -> {
        for (int i = 0; i < 25; i++) {
          rate.acquire(1);
        }
      });
      thread.start();
      threads.add(thread);
    }
    for (Thread thread : threads) {
      thread.join();
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    // 100 slots 1/400 s apart: never sooner than 99/400 s; later only by scheduling (the machine may be busy)
    assertThat(seconds).isGreaterThanOrEqualTo(99 / 400.0);
    assertThat(100 / seconds).as("slots a second").isGreaterThan(400 * 0.5);

    Thread.sleep(200); // idle: no burst afterwards
    long after = System.nanoTime();
    for (int i = 0; i < 40; i++) {
      rate.acquire(1);
    }
    assertThat((System.nanoTime() - after) / 1e9).isGreaterThanOrEqualTo(39 / 400.0);
  }

  @Test
  void aReservationOfSeveralItemsWaitsForItsShareAndUnusedSlotsAreGivenBack() {
    ItemRate rate = new ItemRate(100);
    long start = System.nanoTime();
    rate.acquire(20); // 0.2 s of slots, granted at once
    assertThat((System.nanoTime() - start) / 1e9).isLessThan(0.15);
    rate.acquire(20); // waits for the end of the first reservation
    double second = (System.nanoTime() - start) / 1e9;
    assertThat(second).isGreaterThanOrEqualTo(0.19);
    rate.settle(20, 5); // the page read 5: 15 slots back, the next reservation is granted 0.15 s earlier
    rate.acquire(1);
    assertThat((System.nanoTime() - start) / 1e9).isBetween(0.24, 0.24 + 0.15);
    long before = System.nanoTime();
    rate.settle(1, 11); // read 10 beyond the reservation: paid for now
    rate.acquire(1);
    assertThat((System.nanoTime() - before) / 1e9).isGreaterThanOrEqualTo(0.09);
  }
}
