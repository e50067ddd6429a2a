package io.dynaforge.benchmarks;

import java.util.Arrays;
import java.util.Random;

/** Medians and quartiles of per-round measurements, as the interleaved harnesses report them. */
public final class Quantiles {

  private Quantiles() {}

  public static double median(double[] values) {
    return quantile(values, 0.5);
  }

  /** The {@code q} quantile (0 to 1), linear between the two nearest values. */
  public static double quantile(double[] values, double q) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    double pos = q * (sorted.length - 1);
    int lo = (int) Math.floor(pos);
    int hi = (int) Math.ceil(pos);
    return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
  }

  /**
   * A percentile-bootstrap 95 % confidence interval of the median: {@code resamples} resamples with
   * replacement, a fixed seed (the same data give the same interval). Returns {lower, upper}.
   */
  public static double[] medianInterval(double[] values, int resamples) {
    Random random = new Random(7);
    double[] medians = new double[resamples];
    double[] sample = new double[values.length];
    for (int r = 0; r < resamples; r++) {
      for (int i = 0; i < sample.length; i++) {
        sample[i] = values[random.nextInt(values.length)];
      }
      medians[r] = median(sample);
    }
    return new double[] {quantile(medians, 0.025), quantile(medians, 0.975)};
  }
}
