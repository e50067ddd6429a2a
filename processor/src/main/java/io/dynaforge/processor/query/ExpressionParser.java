package io.dynaforge.processor.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A parser for DynamoDB's expression grammars, run at build time: key conditions, condition and
 * filter expressions (comparisons, {@code BETWEEN}, {@code IN}, {@code AND}/{@code OR}/{@code NOT},
 * parentheses, {@code attribute_exists}, {@code attribute_not_exists}, {@code attribute_type},
 * {@code begins_with}, {@code contains}, {@code size}, document paths with {@code .} and {@code [n]})
 * and update expressions ({@code SET}/{@code REMOVE}/{@code ADD}/{@code DELETE}, {@code +}/{@code -},
 * {@code list_append}, {@code if_not_exists}). It records the names, values and key terms the
 * validators check; a syntax error carries the column of the offending token.
 */
public final class ExpressionParser {

  /** A syntax error at a 0-based column. */
  public static final class SyntaxError extends Exception {
    private final int column;

    SyntaxError(String message, int column) {
      super(message, null, false, false);
      this.column = column;
    }

    public int column() {
      return column;
    }
  }

  /**
   * A name token: {@code #alias} or a bare attribute name, with its column; {@code nested} for a
   * segment after a {@code .} (an attribute of a map or nested type, not of the item).
   */
  public record Name(String text, int column, boolean nested) {
    public boolean isAlias() {
      return text.startsWith("#");
    }
  }

  /**
   * A {@code :placeholder}, with the path it is compared with (the first name of the other operand)
   * when there is one.
   *
   * @param arithmetic where an update computes with it: {@code "+"} or {@code "-"} for an operand of
   *     a {@code SET} arithmetic, {@code "ADD"} for the value an {@code ADD} adds; null elsewhere
   */
  public record Value(String text, int column, Name comparedWith, String arithmetic) {
    public Value(String text, int column, Name comparedWith) {
      this(text, column, comparedWith, null);
    }
  }

  /** A term of a key condition: the attribute and the operator ({@code =}, {@code <}, {@code BETWEEN}, {@code begins_with}). */
  public record KeyTerm(Name attribute, String operator) {}

  /**
   * An update action: its clause and the path it touches.
   *
   * @param assigned for {@code SET path = :value} (the value alone, no arithmetic or function): that
   *     {@code :value}, the path's new value as the request fixes it; null for every other action
   */
  public record UpdateAction(String clause, String path, Name first, String assigned) {
    public UpdateAction(String clause, String path, Name first) {
      this(clause, path, first, null);
    }
  }

  /**
   * What an expression contains.
   *
   * @param keyTerms for a key condition: its terms, or null when it is not an AND of simple terms
   */
  public record Parsed(List<Name> names, List<Value> values, List<KeyTerm> keyTerms, List<UpdateAction> updates) {}

  private static final Set<String> COMPARATORS = Set.of("=", "<>", "<", "<=", ">", ">=");

  private final String text;
  private final List<Token> tokens;
  private int pos;
  private final List<Name> names = new ArrayList<>();
  private final List<Value> values = new ArrayList<>();
  private final List<KeyTerm> keyTerms = new ArrayList<>();
  private boolean simpleKeyCondition = true;
  private final List<UpdateAction> updates = new ArrayList<>();

  private record Token(String kind, String text, int column) {}

  private ExpressionParser(String text) throws SyntaxError {
    this.text = text;
    this.tokens = tokenize(text);
  }

  public static Parsed condition(String expression) throws SyntaxError {
    ExpressionParser p = new ExpressionParser(expression);
    p.orExpression(0);
    p.expectEnd();
    return new Parsed(p.names, p.values, p.simpleKeyCondition ? p.keyTerms : null, List.of());
  }

  public static Parsed update(String expression) throws SyntaxError {
    ExpressionParser p = new ExpressionParser(expression);
    p.updateExpression();
    p.expectEnd();
    return new Parsed(p.names, p.values, null, p.updates);
  }

  // ------------------------------------------------------------------ tokens

  private static List<Token> tokenize(String s) throws SyntaxError {
    List<Token> out = new ArrayList<>();
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '#' || c == ':') {
        int start = i++;
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
          i++;
        }
        if (i == start + 1) {
          throw new SyntaxError("'" + c + "' must be followed by a name", start);
        }
        out.add(new Token(c == '#' ? "alias" : "value", s.substring(start, i), start));
      } else if (Character.isLetter(c) || c == '_') {
        int start = i;
        while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
          i++;
        }
        out.add(new Token("word", s.substring(start, i), start));
      } else if (Character.isDigit(c)) {
        int start = i;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
          i++;
        }
        out.add(new Token("number", s.substring(start, i), start));
      } else if (s.startsWith("<=", i) || s.startsWith(">=", i) || s.startsWith("<>", i)) {
        out.add(new Token("op", s.substring(i, i + 2), i));
        i += 2;
      } else if ("=<>(),.[]+-".indexOf(c) >= 0) {
        out.add(new Token("op", String.valueOf(c), i));
        i++;
      } else {
        throw new SyntaxError("unexpected character '" + c + "'", i);
      }
    }
    return out;
  }

  private Token peek() {
    return pos < tokens.size() ? tokens.get(pos) : null;
  }

  private boolean peekOp(String op) {
    Token t = peek();
    return t != null && t.kind.equals("op") && t.text.equals(op);
  }

  private boolean peekWord(String word) {
    Token t = peek();
    return t != null && t.kind.equals("word") && t.text.equalsIgnoreCase(word);
  }

  private Token next(String expected) throws SyntaxError {
    Token t = peek();
    if (t == null) {
      throw new SyntaxError("the expression ends where " + expected + " was expected", text.length());
    }
    pos++;
    return t;
  }

  private void expectOp(String op) throws SyntaxError {
    Token t = next("'" + op + "'");
    if (!t.kind.equals("op") || !t.text.equals(op)) {
      throw new SyntaxError("expected '" + op + "' but found '" + t.text + "'", t.column);
    }
  }

  private void expectEnd() throws SyntaxError {
    Token t = peek();
    if (t != null) {
      throw new SyntaxError("unexpected '" + t.text + "' after a complete expression", t.column);
    }
  }

  // ------------------------------------------------------------------ conditions

  private void orExpression(int depth) throws SyntaxError {
    andExpression(depth);
    while (peekWord("OR")) {
      simpleKeyCondition = false;
      pos++;
      andExpression(depth);
    }
  }

  private void andExpression(int depth) throws SyntaxError {
    notExpression(depth);
    while (peekWord("AND")) {
      pos++;
      notExpression(depth);
    }
  }

  private void notExpression(int depth) throws SyntaxError {
    if (peekWord("NOT")) {
      simpleKeyCondition = false;
      pos++;
      notExpression(depth);
      return;
    }
    if (peekOp("(")) {
      pos++;
      orExpression(depth + 1);
      expectOp(")");
      return;
    }
    Token t = peek();
    if (t != null && t.kind.equals("word") && isFunction(t.text) && pos + 1 < tokens.size()
        && tokens.get(pos + 1).text.equals("(") && !t.text.equalsIgnoreCase("size")) {
      function();
      return;
    }
    if (t != null && t.kind.equals("word") && !isFunction(t.text) && pos + 1 < tokens.size()
        && tokens.get(pos + 1).text.equals("(")) {
      throw new SyntaxError("unknown function '" + t.text + "'" + suggestion(t.text, CONDITION_FUNCTIONS), t.column);
    }
    comparison();
  }

  private static final List<String> CONDITION_FUNCTIONS =
      List.of("attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains", "size");

  /** " (did you mean 'begins_with'?)" for a misspelled function, or "". */
  private static String suggestion(String word, List<String> functions) {
    String closest = io.dynaforge.processor.util.Suggestions.closest(word, functions);
    return closest == null ? "" : " (did you mean '" + closest + "'?)";
  }

  private static boolean isFunction(String word) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "attribute_exists", "attribute_not_exists", "attribute_type", "begins_with", "contains", "size" -> true;
      default -> false;
    };
  }

  private void function() throws SyntaxError {
    Token f = next("a function");
    String name = f.text.toLowerCase(Locale.ROOT);
    expectOp("(");
    Name path = path();
    switch (name) {
      case "attribute_exists", "attribute_not_exists" -> simpleKeyCondition = false;
      case "begins_with" -> {
        expectOp(",");
        operand(path);
        keyTerms.add(new KeyTerm(path, "begins_with"));
      }
      default -> {
        simpleKeyCondition = false;
        expectOp(",");
        operand(path);
      }
    }
    expectOp(")");
  }

  private void comparison() throws SyntaxError {
    Token first = peek();
    Name left = operand(null);
    if (peekWord("BETWEEN")) {
      pos++;
      operand(left);
      Token and = next("AND");
      if (!and.text.equalsIgnoreCase("AND")) {
        throw new SyntaxError("BETWEEN needs 'AND' between its bounds, found '" + and.text + "'", and.column);
      }
      operand(left);
      keyTerms.add(new KeyTerm(left, "BETWEEN"));
      return;
    }
    if (peekWord("IN")) {
      simpleKeyCondition = false;
      pos++;
      expectOp("(");
      operand(left);
      while (peekOp(",")) {
        pos++;
        operand(left);
      }
      expectOp(")");
      return;
    }
    Token op = next("a comparison (=, <>, <, <=, >, >=, BETWEEN, IN)");
    if (!op.kind.equals("op") || !COMPARATORS.contains(op.text)) {
      throw new SyntaxError("expected a comparison (=, <>, <, <=, >, >=, BETWEEN, IN) but found '" + op.text + "'",
          op.column);
    }
    Name right = operand(left);
    if (left == null && right != null) {
      left = right;
    }
    if (left == null) {
      throw new SyntaxError("a comparison needs an attribute on one side", first.column);
    }
    if (op.text.equals("<>")) {
      simpleKeyCondition = false;
    }
    keyTerms.add(new KeyTerm(left, op.text));
  }

  /** A path, a value or {@code size(path)}; returns the path's first name, or null for a value. */
  private Name operand(Name comparedWith) throws SyntaxError {
    Token t = peek();
    if (t == null) {
      throw new SyntaxError("the expression ends where an attribute or a :value was expected", text.length());
    }
    if (t.kind.equals("value")) {
      pos++;
      values.add(new Value(t.text, t.column, comparedWith));
      return null;
    }
    if (t.kind.equals("word") && t.text.equalsIgnoreCase("size") && pos + 1 < tokens.size()
        && tokens.get(pos + 1).text.equals("(")) {
      simpleKeyCondition = false;
      pos += 2;
      Name path = path();
      expectOp(")");
      return path;
    }
    return path();
  }

  private Name path() throws SyntaxError {
    Token t = next("an attribute");
    if (!t.kind.equals("alias") && !t.kind.equals("word")) {
      throw new SyntaxError("expected an attribute (#alias or name) but found '" + t.text + "'", t.column);
    }
    Name first = new Name(t.text, t.column, false);
    names.add(first);
    while (peekOp(".") || peekOp("[")) {
      if (peekOp(".")) {
        pos++;
        Token n = next("an attribute after '.'");
        if (!n.kind.equals("alias") && !n.kind.equals("word")) {
          throw new SyntaxError("expected an attribute after '.' but found '" + n.text + "'", n.column);
        }
        names.add(new Name(n.text, n.column, true));
      } else {
        pos++;
        Token n = next("a list index");
        if (!n.kind.equals("number")) {
          throw new SyntaxError("a list index is a number, not '" + n.text + "'", n.column);
        }
        expectOp("]");
      }
    }
    return first;
  }

  // ------------------------------------------------------------------ updates

  private void updateExpression() throws SyntaxError {
    if (peek() == null) {
      throw new SyntaxError("an update expression needs SET, REMOVE, ADD or DELETE", 0);
    }
    while (peek() != null) {
      Token clause = next("SET, REMOVE, ADD or DELETE");
      String c = clause.text.toUpperCase(Locale.ROOT);
      if (!clause.kind.equals("word") || !Set.of("SET", "REMOVE", "ADD", "DELETE").contains(c)) {
        throw new SyntaxError("expected SET, REMOVE, ADD or DELETE but found '" + clause.text + "'", clause.column);
      }
      do {
        int start = pos;
        Name target = path();
        String path = pathText(start);
        updates.add(new UpdateAction(c, path, target));
        switch (c) {
          case "SET" -> {
            expectOp("=");
            int value = pos;
            setValue(target);
            if (pos == value + 1 && tokens.get(value).kind.equals("value")) {
              updates.set(updates.size() - 1, new UpdateAction(c, path, target, tokens.get(value).text));
            }
          }
          case "ADD" -> {
            int added = values.size();
            operand(target);
            arithmetic(added, "ADD");
          }
          case "DELETE" -> operand(target);
          default -> { }
        }
      } while (peekOp(",") && advance());
    }
  }

  private boolean advance() {
    pos++;
    return true;
  }

  private String pathText(int start) {
    StringBuilder b = new StringBuilder();
    for (int i = start; i < pos; i++) {
      b.append(tokens.get(i).text);
    }
    return b.toString();
  }

  private void setValue(Name target) throws SyntaxError {
    int start = values.size();
    setOperand(target);
    if (peekOp("+") || peekOp("-")) {
      String operator = tokens.get(pos).text;
      pos++;
      setOperand(target);
      arithmetic(start, operator);
    }
  }

  /** Marks the values read since {@code start} as operands of {@code operation} (the innermost one wins). */
  private void arithmetic(int start, String operation) {
    for (int i = start; i < values.size(); i++) {
      Value v = values.get(i);
      if (v.arithmetic() == null) {
        values.set(i, new Value(v.text(), v.column(), v.comparedWith(), operation));
      }
    }
  }

  private void setOperand(Name target) throws SyntaxError {
    Token t = peek();
    if (t != null && t.kind.equals("word") && pos + 1 < tokens.size() && tokens.get(pos + 1).text.equals("(")) {
      String f = t.text.toLowerCase(Locale.ROOT);
      if (f.equals("if_not_exists")) {
        pos += 2;
        path();
        expectOp(",");
        setValue(target);
        expectOp(")");
        return;
      }
      if (f.equals("list_append")) {
        pos += 2;
        setValue(target);
        expectOp(",");
        setValue(target);
        expectOp(")");
        return;
      }
      throw new SyntaxError("unknown function '" + t.text + "' in SET" + suggestion(t.text,
          List.of("if_not_exists", "list_append")) + " (use if_not_exists or list_append)", t.column);
    }
    operand(target);
  }
}
