package io.dynaforge.it.generative;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Shrinks a failing model and sequence while the failure keeps its rule label ({@link #labelOf}): first the
 * steps (delta debugging: drop halves, then quarters, ... then single steps, again until nothing can be dropped),
 * then the model (each switch of {@link Generators#SWITCHES} set to its simplest value), then the steps once more.
 * Every candidate is replayed from scratch (a fresh table) by the {@link Attempt}. It stops when the time budget is
 * spent and keeps the smallest failure found so far.
 */
final class Shrinker {

  /** Runs a model and steps on a fresh table: the failure, or null if it passed. */
  interface Attempt {
    Throwable run(ModelSpec model, List<Op> steps);
  }

  /** The smallest failure found: its model, steps and error, and how many replays it took. */
  record Result(ModelSpec model, List<Op> steps, Throwable error, int replays, boolean timedOut) {}

  private final Attempt attempt;
  private final String label;
  private final long deadline;
  private int replays;
  private boolean timedOut;

  Shrinker(Attempt attempt, String label, long budgetSeconds) {
    this.attempt = attempt;
    this.label = label;
    this.deadline = System.nanoTime() + budgetSeconds * 1_000_000_000L;
  }

  /** The rule of a failure: the {@code [rule]} its message starts with, else the class of the error. */
  static String labelOf(Throwable error) {
    String message = error.getMessage();
    if (error instanceof AssertionError && message != null && message.startsWith("[") && message.indexOf(']') > 0) {
      return message.substring(1, message.indexOf(']'));
    }
    return error.getClass().getName();
  }

  Result shrink(ModelSpec model, List<Op> steps, Throwable error) {
    Result best = new Result(model, List.copyOf(steps), error, 0, false);
    best = shrinkSteps(best);
    best = shrinkModel(best);
    best = shrinkSteps(best);
    return new Result(best.model(), best.steps(), best.error(), replays, timedOut);
  }

  private boolean timeUp() {
    if (System.nanoTime() - deadline > 0) {
      timedOut = true;
    }
    return timedOut;
  }

  /** The failure of the candidate if it fails with the same label, else null. */
  private Throwable stillFails(ModelSpec model, List<Op> steps) {
    replays++;
    Throwable t = attempt.run(model, steps);
    return t != null && labelOf(t).equals(label) ? t : null;
  }

  private Result shrinkSteps(Result best) {
    boolean progress = true;
    while (progress && !timeUp()) {
      progress = false;
      for (int chunk = Math.max(1, best.steps().size() / 2); chunk >= 1 && !timeUp(); chunk /= 2) {
        int start = 0;
        while (start < best.steps().size() && best.steps().size() > 1 && !timeUp()) {
          List<Op> candidate = new ArrayList<>(best.steps());
          candidate.subList(start, Math.min(start + chunk, candidate.size())).clear();
          Throwable t = candidate.isEmpty() ? null : stillFails(best.model(), candidate);
          if (t != null) {
            best = new Result(best.model(), List.copyOf(candidate), t, 0, false);
            progress = true;
          } else {
            start += chunk;
          }
        }
        if (chunk == 1) {
          break;
        }
      }
    }
    return best;
  }

  private Result shrinkModel(Result best) {
    for (Map.Entry<String, List<?>> s : Generators.SWITCHES.entrySet()) {
      if (timeUp()) {
        break;
      }
      ModelSpec simpler = best.model().with(s.getKey(), s.getValue().get(0));
      if (simpler.equals(best.model())) {
        continue;
      }
      Throwable t = stillFails(simpler, best.steps());
      if (t != null) {
        best = new Result(simpler, best.steps(), t, 0, false);
      }
    }
    return best;
  }
}
