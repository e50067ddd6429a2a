package io.dynaforge.processor.query;

import java.util.List;

/**
 * A derived query method name, parsed: {@code find|read|get|query|stream|count|exists}, an optional
 * {@code First}/{@code Top<N>}, predicates ({@code Or} of {@code And}s) and {@code OrderBy}.
 *
 * @param subject the verb: FIND, COUNT, EXISTS or DELETE
 * @param top {@code First} (1) or {@code Top<N>}, or 0 when there is no limit (or {@code Top0} was written)
 * @param topText the limiting keyword as written ({@code First}, {@code Top3}), or null
 * @param distinct {@code Distinct} was written (not supported)
 * @param branches the {@code Or} branches, each a list of {@code And}-ed parts
 * @param orders the {@code OrderBy} clauses
 * @param allIgnoreCase {@code AllIgnoreCase} was written (not supported)
 */
public record ParsedMethod(
    Subject subject,
    String verb,
    int top,
    String topText,
    boolean distinct,
    List<List<Part>> branches,
    List<Order> orders,
    boolean allIgnoreCase) {

  /** What the method does with the matches. */
  public enum Subject {
    FIND,
    COUNT,
    EXISTS,
    DELETE
  }

  /**
   * One predicate part: the property text as written ({@code MatchDate}), the keyword spellings that
   * could apply, longest first (resolution picks the first whose property exists), and whether it
   * ends with {@code IgnoreCase}.
   */
  public record Part(String text, List<Candidate> candidates, boolean ignoreCase) {}

  /** A reading of a part: property text plus keyword. */
  public record Candidate(String property, Keyword keyword) {}

  /** {@code OrderBy<Property>[Asc|Desc]}. */
  public record Order(String property, boolean ascending) {}

  public List<Part> parts() {
    return branches.stream().flatMap(List::stream).toList();
  }
}
