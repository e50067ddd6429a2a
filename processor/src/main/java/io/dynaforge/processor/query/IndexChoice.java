package io.dynaforge.processor.query;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The choice rule among the indexes that can serve a derived method (API wave 5, item 3): the one
 * whose key condition binds the most of the method's conditions. A condition counts when it becomes
 * part of the key condition: an equality on a partition-key attribute or placeholder, an equality on
 * a sort-key placeholder, or the one sort-key range; filters do not count.
 */
public final class IndexChoice {

  private IndexChoice() {}

  /** How many of the method's conditions the plan's key condition binds. */
  public static int keyConditions(AccessPlan plan) {
    int count = 0;
    for (AccessPlan.KeyCondition k : plan.key()) {
      if (k instanceof AccessPlan.AttributeKey) {
        count++;
      } else if (k instanceof AccessPlan.TemplateKey t) {
        count += t.placeholders().size();
      } else if (k instanceof AccessPlan.TemplateRangeKey r) {
        count += r.equalities().size() + 1;
      }
    }
    return count;
  }

  /** The candidates binding the most conditions, in the order given (more than one: a tie). */
  public static <T> List<T> best(List<T> candidates, Function<T, AccessPlan> plan) {
    List<T> best = new ArrayList<>();
    int most = -1;
    for (T candidate : candidates) {
      int bound = keyConditions(plan.apply(candidate));
      if (bound > most) {
        best.clear();
        most = bound;
      }
      if (bound == most) {
        best.add(candidate);
      }
    }
    return best;
  }
}
