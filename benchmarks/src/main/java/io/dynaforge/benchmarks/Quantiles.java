package io.dynaforge.benchmarks;

import java.util.Arrays;

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
}
