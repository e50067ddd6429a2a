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
          rate.acquire();
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
      rate.acquire();
    }
    assertThat((System.nanoTime() - after) / 1e9).isGreaterThanOrEqualTo(39 / 400.0);
  }
}
