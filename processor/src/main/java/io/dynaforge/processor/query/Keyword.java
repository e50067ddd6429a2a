package io.dynaforge.processor.query;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The predicate keywords of derived query method names, as Spring Data spells them. */
public enum Keyword {
  EQUALS(1, true, "Is", "Equals"),
  NOT_EQUALS(1, true, "IsNot", "Not"),
  LESS_THAN(1, true, "IsLessThan", "LessThan"),
  LESS_THAN_EQUAL(1, true, "IsLessThanEqual", "LessThanEqual"),
  GREATER_THAN(1, true, "IsGreaterThan", "GreaterThan"),
  GREATER_THAN_EQUAL(1, true, "IsGreaterThanEqual", "GreaterThanEqual"),
  BEFORE(1, true, "IsBefore", "Before"),
  AFTER(1, true, "IsAfter", "After"),
  BETWEEN(2, true, "IsBetween", "Between"),
  STARTING_WITH(1, true, "IsStartingWith", "StartingWith", "StartsWith"),
  CONTAINING(1, true, "IsContaining", "Containing", "Contains"),
  NOT_CONTAINING(1, true, "IsNotContaining", "NotContaining", "NotContains"),
  IN(1, true, "IsIn", "In"),
  NOT_IN(1, true, "IsNotIn", "NotIn"),
  TRUE(0, true, "IsTrue", "True"),
  FALSE(0, true, "IsFalse", "False"),
  IS_NULL(0, true, "IsNull", "Null"),
  IS_NOT_NULL(0, true, "IsNotNull", "NotNull"),
  // not expressible in DynamoDB expressions
  ENDING_WITH(1, false, "IsEndingWith", "EndingWith", "EndsWith"),
  LIKE(1, false, "IsLike", "Like"),
  NOT_LIKE(1, false, "IsNotLike", "NotLike"),
  REGEX(1, false, "MatchesRegex", "Matches", "Regex"),
  IS_EMPTY(0, false, "IsEmpty", "Empty"),
  IS_NOT_EMPTY(0, false, "IsNotEmpty", "NotEmpty"),
  NEAR(1, false, "IsNear", "Near"),
  WITHIN(1, false, "IsWithin", "Within"),
  EXISTS(0, false, "Exists");

  private final int arguments;
  private final boolean supported;
  private final List<String> spellings;

  Keyword(int arguments, boolean supported, String... spellings) {
    this.arguments = arguments;
    this.supported = supported;
    this.spellings = List.of(spellings);
  }

  public int arguments() {
    return arguments;
  }

  public boolean supported() {
    return supported;
  }

  public List<String> spellings() {
    return spellings;
  }

  /** Whether a sort-key attribute can take this keyword in a key condition. */
  public boolean isKeyRange() {
    return switch (this) {
      case LESS_THAN, LESS_THAN_EQUAL, GREATER_THAN, GREATER_THAN_EQUAL, BEFORE, AFTER, BETWEEN, STARTING_WITH -> true;
      default -> false;
    };
  }

  /** One spelling of a keyword, matched as a suffix of a predicate part. */
  public record Spelling(Keyword keyword, String text) {}

  /**
   * Every spelling, longest first, so {@code IsNotNull} wins over {@code NotNull} and {@code Null}.
   * Built once: every predicate part of every method name looks through it.
   */
  public static List<Spelling> spellingsLongestFirst() {
    return Spellings.LONGEST_FIRST;
  }

  /** A holder, so the list is built after the enum's constants. */
  private static final class Spellings {
    static final List<Spelling> LONGEST_FIRST = build();

    private static List<Spelling> build() {
      List<Spelling> all = new ArrayList<>();
      for (Keyword k : values()) {
        for (String s : k.spellings) {
          all.add(new Spelling(k, s));
        }
      }
      all.sort(Comparator.comparingInt((Spelling s) -> s.text().length()).reversed()
          .thenComparing(Spelling::text));
      return List.copyOf(all);
    }
  }
}
