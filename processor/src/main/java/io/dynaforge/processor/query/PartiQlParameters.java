package io.dynaforge.processor.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which attribute each {@code ?} of a PartiQL statement is compared with, so that its parameter can
 * be converted like that attribute's property. Only the plain shapes count: {@code attr = ?} (and
 * {@code <>}, {@code <}, {@code <=}, {@code >}, {@code >=}, {@code !=}, either side), {@code attr
 * BETWEEN ? AND ?}, {@code attr IN [?, ?]} and {@code SET attr = ?}; a {@code ?} anywhere else (a
 * function argument such as {@code begins_with(attr, ?)}, a nested path, a value of an {@code INSERT})
 * is attributed to nothing. String literals and quoted identifiers are read as PartiQL reads them.
 */
public final class PartiQlParameters {

  private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", "<=", ">", ">=");

  /** A token: a word, a quoted identifier's text ({@code identifier}), a literal's {@code '}, or a symbol. */
  record Token(String text, boolean identifier) {}

  private PartiQlParameters() {}

  /** One entry per {@code ?} outside literals, in order: the top-level attribute, or null. */
  public static List<String> comparedAttributes(String statement) {
    List<Token> tokens = tokens(statement);
    List<String> attributes = new ArrayList<>();
    for (int i = 0; i < tokens.size(); i++) {
      if (tokens.get(i).text().equals("?")) {
        attributes.add(attribute(tokens, i));
      }
    }
    return attributes;
  }

  private static String attribute(List<Token> tokens, int marker) {
    Token before = at(tokens, marker - 1);
    Token after = at(tokens, marker + 1);
    if (before != null && COMPARISONS.contains(before.text())) {
      String left = plain(tokens, marker - 2);
      if (left != null) {
        return left;
      }
    }
    if (after != null && COMPARISONS.contains(after.text())) {
      Token right = at(tokens, marker + 2);
      Token beyond = at(tokens, marker + 3);
      if (right != null && right.identifier() && (beyond == null || !beyond.text().equals(".") && !beyond.text().equals("["))) {
        return right.text();
      }
    }
    // attr BETWEEN ? AND ?
    if (before != null && keyword(before, "BETWEEN")) {
      return plain(tokens, marker - 2);
    }
    if (before != null && keyword(before, "AND") && keyword(at(tokens, marker - 3), "BETWEEN")) {
      return plain(tokens, marker - 4);
    }
    // attr IN [?, ?] or attr IN (?, ?)
    int i = marker - 1;
    while (i >= 0 && (tokens.get(i).text().equals(",") || tokens.get(i).text().equals("?"))) {
      i--;
    }
    Token open = at(tokens, i);
    if (open != null && (open.text().equals("[") || open.text().equals("(")) && keyword(at(tokens, i - 1), "IN")) {
      return plain(tokens, i - 2);
    }
    return null;
  }

  /** The identifier at {@code index} when it is a top-level attribute (not part of a path). */
  private static String plain(List<Token> tokens, int index) {
    Token t = at(tokens, index);
    Token before = at(tokens, index - 1);
    if (t == null || !t.identifier() || before != null && before.text().equals(".")) {
      return null;
    }
    return t.text();
  }

  private static boolean keyword(Token t, String word) {
    return t != null && !t.identifier() && t.text().toUpperCase(Locale.ROOT).equals(word);
  }

  private static Token at(List<Token> tokens, int index) {
    return index >= 0 && index < tokens.size() ? tokens.get(index) : null;
  }

  private static final Set<String> KEYWORDS = Set.of("SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "BETWEEN", "IN",
      "UPDATE", "SET", "DELETE", "INSERT", "INTO", "VALUE", "REMOVE", "IS", "MISSING", "NULL", "EXISTS", "TRUE",
      "FALSE", "RETURNING", "ORDER", "BY", "ASC", "DESC");

  /** The statement's tokens, string literals and quoted identifiers read as PartiQL reads them. */
  static List<Token> tokens(String statement) {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    int n = statement.length();
    while (i < n) {
      char c = statement.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '\'' || c == '"') {
        // a string literal ('it''s') or a quoted identifier ("takenAt"); a doubled quote escapes it
        StringBuilder text = new StringBuilder();
        int j = i + 1;
        while (j < n) {
          if (statement.charAt(j) == c) {
            if (j + 1 < n && statement.charAt(j + 1) == c) {
              text.append(c);
              j += 2;
              continue;
            }
            break;
          }
          text.append(statement.charAt(j++));
        }
        tokens.add(new Token(c == '"' ? text.toString() : "'", c == '"'));
        i = j + 1;
      } else if (Character.isLetter(c) || c == '_') {
        int j = i;
        while (j < n && (Character.isLetterOrDigit(statement.charAt(j)) || statement.charAt(j) == '_')) {
          j++;
        }
        String word = statement.substring(i, j);
        tokens.add(new Token(word, !KEYWORDS.contains(word.toUpperCase(Locale.ROOT))));
        i = j;
      } else if ((c == '<' || c == '>' || c == '!') && i + 1 < n && (statement.charAt(i + 1) == '=' || c == '<'
          && statement.charAt(i + 1) == '>')) {
        tokens.add(new Token(statement.substring(i, i + 2), false));
        i += 2;
      } else {
        tokens.add(new Token(String.valueOf(c), false));
        i++;
      }
    }
    return tokens;
  }
}
