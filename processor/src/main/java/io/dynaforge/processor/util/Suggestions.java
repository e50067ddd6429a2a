package io.dynaforge.processor.util;

import java.util.Collection;
import java.util.Locale;

/** "Did you mean ...?" hints for misspelled names. */
public final class Suggestions {

  private Suggestions() {}

  /** A " Did you mean 'x'?" sentence for the closest candidate, or "" when none is close. */
  public static String didYouMean(String name, Collection<String> candidates) {
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
      return "";
    }
    return " Did you mean '" + best + "'?";
  }

  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
      }
      int[] t = previous;
      previous = current;
      current = t;
    }
    return previous[b.length()];
  }
}
