package io.dynaforge.processor.util;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean ...?" hints for misspelled names. */
public final class Suggestions {

  private Suggestions() {}

  /** A " Did you mean 'x'?" sentence for the closest candidate, or "" when none is close. */
  public static String didYouMean(String name, Collection<String> candidates) {
    String best = closest(name, candidates);
    return best == null ? "" : " Did you mean '" + best + "'?";
  }

  /** The candidate closest to {@code name} (ignoring case), or null when none is close enough. */
  public static String closest(String name, Collection<String> candidates) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      int d = distance(name.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
      if (d < bestDistance || (d == bestDistance && best != null && candidate.compareTo(best) < 0)) {
        best = candidate;
        bestDistance = d;
      }
    }
    if (best == null || bestDistance > Math.max(2, name.length() / 3)) {
      return null;
    }
    return best;
  }

  /** Edit distance where swapping two adjacent letters ({@code stauts}, {@code status}) is one edit. */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
