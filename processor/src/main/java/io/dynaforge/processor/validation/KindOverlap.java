package io.dynaforge.processor.validation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whether two key shapes ({@link io.dynaforge.processor.model.KindShapes}: literals, {@code {3}} three
 * digits, {@code {i}} an integral number, {@code {*}} any text) can write the same value: the
 * intersection of the two languages, decided on the product of their automata. Two kinds whose
 * shapes of one key attribute cannot meet are told apart by that attribute (rule 1).
 */
final class KindOverlap {
  private KindOverlap() {}

  private enum Kind { CHAR, DIGIT, DIGITS, ANY, MINUS }

  /** One step: a character, a digit, any digits (zero or more), any text, an optional minus sign. */
  private record Token(Kind kind, char c) {}

  /** Whether some text matches both shapes. */
  static boolean overlap(String a, String b) {
    List<Token> x = tokens(a);
    List<Token> y = tokens(b);
    Set<Character> alphabet = new TreeSet<>();
    for (List<Token> t : List.of(x, y)) {
      t.stream().filter(k -> k.kind() == Kind.CHAR).forEach(k -> alphabet.add(k.c()));
    }
    for (char c = '0'; c <= '9'; c++) {
      alphabet.add(c);
    }
    alphabet.add('-');
    alphabet.add('\u0001'); // any character no shape names
    Deque<long[]> queue = new ArrayDeque<>();
    Set<Long> seen = new HashSet<>();
    for (int i : closure(x, 0)) {
      for (int j : closure(y, 0)) {
        if (seen.add(((long) i << 32) | j)) {
          queue.add(new long[] {i, j});
        }
      }
    }
    while (!queue.isEmpty()) {
      long[] s = queue.poll();
      int i = (int) s[0];
      int j = (int) s[1];
      if (i == x.size() && j == y.size()) {
        return true;
      }
      for (char c : alphabet) {
        for (int ni : step(x, i, c)) {
          for (int nj : step(y, j, c)) {
            for (int ci : closure(x, ni)) {
              for (int cj : closure(y, nj)) {
                if (seen.add(((long) ci << 32) | cj)) {
                  queue.add(new long[] {ci, cj});
                }
              }
            }
          }
        }
      }
    }
    return false;
  }

  private static List<Token> tokens(String shape) {
    List<Token> tokens = new ArrayList<>();
    for (int i = 0; i < shape.length(); i++) {
      char c = shape.charAt(i);
      int close = c == '{' ? shape.indexOf('}', i) : -1;
      if (close < 0) {
        tokens.add(new Token(Kind.CHAR, c));
        continue;
      }
      String inner = shape.substring(i + 1, close);
      if (inner.equals("*")) {
        tokens.add(new Token(Kind.ANY, ' '));
      } else if (inner.equals("i")) {
        tokens.add(new Token(Kind.MINUS, ' '));
        tokens.add(new Token(Kind.DIGIT, ' '));
        tokens.add(new Token(Kind.DIGITS, ' '));
      } else {
        for (int n = Integer.parseInt(inner); n > 0; n--) {
          tokens.add(new Token(Kind.DIGIT, ' '));
        }
      }
      i = close;
    }
    return tokens;
  }

  /** The positions reachable from {@code i} without reading: past optional tokens. */
  private static List<Integer> closure(List<Token> t, int i) {
    List<Integer> reached = new ArrayList<>();
    reached.add(i);
    while (i < t.size() && (t.get(i).kind() == Kind.ANY || t.get(i).kind() == Kind.DIGITS
        || t.get(i).kind() == Kind.MINUS)) {
      reached.add(++i);
    }
    return reached;
  }

  /** The positions after reading {@code c} at position {@code i}. */
  private static List<Integer> step(List<Token> t, int i, char c) {
    if (i >= t.size()) {
      return List.of();
    }
    Token k = t.get(i);
    boolean digit = c >= '0' && c <= '9';
    return switch (k.kind()) {
      case CHAR -> k.c() == c ? List.of(i + 1) : List.of();
      case DIGIT -> digit ? List.of(i + 1) : List.of();
      case DIGITS -> digit ? List.of(i) : List.of();
      case ANY -> List.of(i);
      case MINUS -> c == '-' ? List.of(i + 1) : List.of();
    };
  }

}
