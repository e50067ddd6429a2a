package io.dynaforge.processor.query;

import io.dynaforge.processor.query.ParsedMethod.Candidate;
import io.dynaforge.processor.query.ParsedMethod.Order;
import io.dynaforge.processor.query.ParsedMethod.Part;
import io.dynaforge.processor.query.ParsedMethod.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses derived query method names at build time. Our own parser: Spring's {@code PartTree} needs
 * the domain class loaded, which a compiler does not have.
 */
public final class MethodNameParser {

  private static final Pattern PREFIX =
      Pattern.compile("^(find|read|get|query|search|stream|count|exists|delete|remove)(\\p{Lu}.*?)??By(?=\\p{Lu}|$)");
  private static final Pattern TOP = Pattern.compile("(First|Top)(\\d*)");
  private static final Pattern ORDER_CLAUSES = Pattern.compile("(?<=Asc|Desc)(?=\\p{Lu})");
  private static final Pattern OR = Pattern.compile("Or(?=\\p{Lu})");
  private static final Pattern AND = Pattern.compile("And(?=\\p{Lu})");

  /** Why a name is not a derived query, or null when it is. */
  public static String problem(String name) {
    Matcher m = PREFIX.matcher(name);
    if (!m.find()) {
      return "it does not start with find…By, read…By, get…By, query…By, stream…By, count…By or exists…By";
    }
    if (name.substring(m.end()).isEmpty()) {
      return "nothing follows 'By': name the properties to match, as in findByPk";
    }
    return null;
  }

  /** Parses a name for which {@link #problem} returned null. */
  public static ParsedMethod parse(String name) {
    Matcher m = PREFIX.matcher(name);
    if (!m.find()) {
      throw new IllegalArgumentException(name);
    }
    String verb = m.group(1);
    Subject subject = switch (verb) {
      case "count" -> Subject.COUNT;
      case "exists" -> Subject.EXISTS;
      case "delete", "remove" -> Subject.DELETE;
      default -> Subject.FIND;
    };
    String subjectText = m.group(2) == null ? "" : m.group(2);
    boolean distinct = subjectText.contains("Distinct");
    int top = 0;
    String topText = null;
    Matcher t = TOP.matcher(subjectText);
    if (t.find()) {
      topText = t.group();
      top = t.group(2).isEmpty() ? 1 : parseLimit(t.group(2));
    }
    String rest = name.substring(m.end());
    List<Order> orders = new ArrayList<>();
    int orderBy = rest.lastIndexOf("OrderBy");
    if (orderBy >= 0) {
      String orderText = rest.substring(orderBy + "OrderBy".length());
      rest = rest.substring(0, orderBy);
      for (String clause : ORDER_CLAUSES.split(orderText)) {
        if (clause.endsWith("Desc") && clause.length() > 4) {
          orders.add(new Order(clause.substring(0, clause.length() - 4), false));
        } else if (clause.endsWith("Asc") && clause.length() > 3) {
          orders.add(new Order(clause.substring(0, clause.length() - 3), true));
        } else if (!clause.isEmpty()) {
          orders.add(new Order(clause, true));
        }
      }
    }
    boolean allIgnoreCase = false;
    for (String suffix : List.of("AllIgnoreCase", "AllIgnoringCase")) {
      if (rest.endsWith(suffix)) {
        allIgnoreCase = true;
        rest = rest.substring(0, rest.length() - suffix.length());
      }
    }
    List<List<Part>> branches = new ArrayList<>();
    if (!rest.isEmpty()) {
      for (String branch : OR.split(rest)) {
        List<Part> parts = new ArrayList<>();
        for (String part : AND.split(branch)) {
          parts.add(part(part));
        }
        branches.add(parts);
      }
    }
    return new ParsedMethod(subject, verb, top, topText, distinct, branches, orders, allIgnoreCase);
  }

  /** The N of Top<N>; 0 (reported by the validator) for 0 or a number too large to be a limit. */
  private static int parseLimit(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static Part part(String text) {
    boolean ignoreCase = false;
    for (String suffix : List.of("IgnoreCase", "IgnoringCase")) {
      if (text.endsWith(suffix)) {
        ignoreCase = true;
        text = text.substring(0, text.length() - suffix.length());
      }
    }
    List<Candidate> candidates = new ArrayList<>();
    for (Keyword.Spelling s : Keyword.spellingsLongestFirst()) {
      if (text.endsWith(s.text()) && text.length() > s.text().length()) {
        candidates.add(new Candidate(text.substring(0, text.length() - s.text().length()), s.keyword()));
      }
    }
    candidates.add(new Candidate(text, Keyword.EQUALS));
    return new Part(text, candidates, ignoreCase);
  }
}
