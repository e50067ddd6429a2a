package io.dynaforge.processor.query;

import io.dynaforge.processor.query.PartiQlParameters.Token;
import java.util.List;
import java.util.Locale;

/**
 * What a PartiQL statement is sent to, read from its text (it is sent as written): the IAM action of
 * its verb and the table, and index, it names ({@code SELECT ... FROM "table"."index"}, {@code DELETE
 * FROM "table"}, {@code INSERT INTO "table"}, {@code UPDATE "table"}).
 *
 * @param action {@code PartiQLSelect}, {@code PartiQLInsert}, {@code PartiQLUpdate} or {@code PartiQLDelete},
 *     or null for a statement whose verb is none of those (DynamoDB rejects it)
 * @param table the table the statement names, or null when it names none the reading recognises
 * @param index the index it reads, or null
 */
public record PartiQlTarget(String action, String table, String index) {

  /** The target of a statement. */
  public static PartiQlTarget of(String statement) {
    List<Token> tokens = PartiQlParameters.tokens(statement);
    if (tokens.isEmpty()) {
      return new PartiQlTarget(null, null, null);
    }
    String verb = tokens.get(0).identifier() ? "" : tokens.get(0).text().toUpperCase(Locale.ROOT);
    String action = switch (verb) {
      case "SELECT" -> "PartiQLSelect";
      case "INSERT" -> "PartiQLInsert";
      case "UPDATE" -> "PartiQLUpdate";
      case "DELETE" -> "PartiQLDelete";
      default -> null;
    };
    int at = switch (verb) {
      case "SELECT", "DELETE" -> after(tokens, "FROM");
      case "INSERT" -> after(tokens, "INTO");
      case "UPDATE" -> 1;
      default -> -1;
    };
    if (at < 0 || at >= tokens.size() || !tokens.get(at).identifier()) {
      return new PartiQlTarget(action, null, null);
    }
    String index = at + 2 < tokens.size() && tokens.get(at + 1).text().equals(".") && tokens.get(at + 2).identifier()
        ? tokens.get(at + 2).text() : null;
    return new PartiQlTarget(action, tokens.get(at).text(), index);
  }

  /** The position after the first keyword {@code word}, or -1. */
  private static int after(List<Token> tokens, String word) {
    for (int i = 0; i < tokens.size(); i++) {
      Token t = tokens.get(i);
      if (!t.identifier() && t.text().equalsIgnoreCase(word)) {
        return i + 1;
      }
    }
    return -1;
  }
}
