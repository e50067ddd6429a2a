package io.dynaforge.core.engine;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The clauses of an update expression ({@code SET}, {@code REMOVE}, {@code ADD}, {@code DELETE}),
 * so that actions from several sources (the caller's expression, the {@code @Version} increment,
 * auditing, atomic counters, extensions) go into one expression: DynamoDB takes each clause once.
 * Placeholders are not touched; the caller allocates them so that they never collide.
 */
final class UpdateClauses {

  enum Clause {
    SET, REMOVE, ADD, DELETE
  }

  private final Map<Clause, List<String>> actions = new EnumMap<>(Clause.class);

  /** The clauses of an update expression; a keyword is a whole word outside placeholders. */
  static UpdateClauses parse(String expression) {
    UpdateClauses clauses = new UpdateClauses();
    if (expression == null || expression.isBlank()) {
      return clauses;
    }
    Clause current = null;
    int bodyStart = -1;
    int i = 0;
    int n = expression.length();
    while (i < n) {
      char c = expression.charAt(i);
      if (Character.isLetter(c) && (i == 0 || !isNamePart(expression.charAt(i - 1)))) {
        int end = i;
        while (end < n && isNamePart(expression.charAt(end))) {
          end++;
        }
        Clause keyword = keyword(expression.substring(i, end));
        if (keyword != null) {
          if (current != null) {
            clauses.addAll(current, expression.substring(bodyStart, i));
          } else if (!expression.substring(0, i).isBlank()) {
            throw new IllegalArgumentException("The update expression '" + expression
                + "' does not start with SET, REMOVE, ADD or DELETE");
          }
          current = keyword;
          bodyStart = end;
        }
        i = end;
      } else {
        i++;
      }
    }
    if (current == null) {
      throw new IllegalArgumentException("The update expression '" + expression
          + "' has no SET, REMOVE, ADD or DELETE clause");
    }
    clauses.addAll(current, expression.substring(bodyStart));
    return clauses;
  }

  private static boolean isNamePart(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '#' || c == ':' || c == '.';
  }

  private static Clause keyword(String word) {
    return switch (word.toUpperCase(Locale.ROOT)) {
      case "SET" -> Clause.SET;
      case "REMOVE" -> Clause.REMOVE;
      case "ADD" -> Clause.ADD;
      case "DELETE" -> Clause.DELETE;
      default -> null;
    };
  }

  /** Splits a clause body at its top-level commas (not those inside a function's parentheses). */
  private void addAll(Clause clause, String body) {
    if (body.isBlank()) {
      throw new IllegalArgumentException("the " + clause + " clause has no action");
    }
    int depth = 0;
    int start = 0;
    for (int i = 0; i < body.length(); i++) {
      char c = body.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == ',' && depth == 0) {
        add(clause, body.substring(start, i));
        start = i + 1;
      }
    }
    add(clause, body.substring(start));
  }

  /** Adds one action ({@code #a = :v}, {@code #a}, {@code #a :v}) to a clause. */
  UpdateClauses add(Clause clause, String action) {
    String trimmed = action.trim();
    if (!trimmed.isEmpty()) {
      actions.computeIfAbsent(clause, c -> new ArrayList<>(4)).add(trimmed);
    }
    return this;
  }

  /** Adds every action of another expression's clauses. */
  UpdateClauses addAll(UpdateClauses other) {
    other.actions.forEach((clause, list) -> list.forEach(action -> add(clause, action)));
    return this;
  }

  /** The actions of one clause, as written (trimmed), in order. */
  List<String> actions(Clause clause) {
    return actions.getOrDefault(clause, List.of());
  }

  boolean isEmpty() {
    return actions.isEmpty();
  }

  /** The expression, clauses in the order SET, REMOVE, ADD, DELETE; null when there is no action. */
  String expression() {
    if (actions.isEmpty()) {
      return null;
    }
    StringBuilder out = new StringBuilder();
    actions.forEach((clause, list) -> {
      out.append(out.length() == 0 ? "" : " ").append(clause.name()).append(' ').append(String.join(", ", list));
    });
    return out.toString();
  }
}
