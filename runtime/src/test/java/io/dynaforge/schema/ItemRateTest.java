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
    assertThat(100 / seconds).as("slots a second").isBetween(400 * 0.9, 400 * 1.02);

    Thread.sleep(200); // idle: no burst afterwards
    long after = System.nanoTime();
    for (int i = 0; i < 40; i++) {
      rate.acquire();
    }
    assertThat((System.nanoTime() - after) / 1e9).isGreaterThanOrEqualTo(39 / 400.0);
  }
}
