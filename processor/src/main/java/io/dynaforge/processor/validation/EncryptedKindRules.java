package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.query.AccessPlan;
import io.dynaforge.processor.query.ResolvedMethod;
import io.dynaforge.processor.query.ResolvedProperty;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A repository method of an encrypted kind against what DynamoDB and the encryption SDK can do with
 * it: no condition, filter or ordering on an {@code @Encrypted} attribute (DynamoDB sees ciphertext:
 * it would match nothing), no PartiQL (the SDK refuses {@code ExecuteStatement}), no declared update
 * of a signed attribute (the SDK refuses the update expression), no projection (a signed item is
 * verified whole). A kind without {@code @Encrypted} passes every rule.
 */
public final class EncryptedKindRules {


  /** A derived method: its conditions and ordering. */
  public boolean derived(String repository, EntityModel entity, ResolvedMethod resolved, ValidationReport report) {
    if (!EncryptionActions.encrypted(entity)) {
      return true;
    }
    QueryMethod method = resolved.method();
    for (AccessPlan.Condition c : resolved.conditions()) {
      if (encrypted(c.property())) {
        report.report(DiagnosticId.QUERY_ON_ENCRYPTED_ATTRIBUTE, method.element(), repository, method.name(),
            "has a condition on", c.property().display(), entity.simpleName());
        return false;
      }
    }
    if (resolved.order() != null && encrypted(resolved.order())) {
      report.report(DiagnosticId.QUERY_ON_ENCRYPTED_ATTRIBUTE, method.element(), repository, method.name(),
          "orders by", resolved.order().display(), entity.simpleName());
      return false;
    }
    return true;
  }

  /** A {@code @Query} with expressions: the attributes its key condition and filter name. */
  public boolean declaredQuery(String repository, EntityModel entity, QueryMethod method, String keyCondition,
      String filter, Map<String, String> names, ValidationReport report) {
    for (String attribute : named(entity, java.util.Arrays.asList(keyCondition, filter), names.values(),
        AttributeAction.ENCRYPT_AND_SIGN)) {
      report.report(DiagnosticId.QUERY_ON_ENCRYPTED_ATTRIBUTE, method.element(), repository, method.name(),
          "has a condition on", attribute, entity.simpleName());
      return false;
    }
    return true;
  }

  /** A PartiQL {@code @Query} of an encrypted kind. */
  public boolean partiQl(String repository, EntityModel entity, QueryMethod method, ValidationReport report) {
    if (!EncryptionActions.encrypted(entity)) {
      return true;
    }
    report.report(DiagnosticId.PARTIQL_ON_ENCRYPTED_TABLE, method.element(), repository, method.name(),
        entity.tableName(), entity.simpleName());
    return false;
  }

  /**
   * A declared {@code @Update} of an encrypted kind: only {@code @Unsigned} attributes in its update
   * expression, and no {@code @Version} on the kind (a version is signed, and a declared update bumps it).
   */
  public boolean declaredUpdate(String repository, EntityModel entity, QueryMethod method, String updateExpression,
      Map<String, String> names, ValidationReport report) {
    if (!EncryptionActions.encrypted(entity)) {
      return true;
    }
    String what = null;
    if (entity.versionProperty().isPresent()) {
      what = "bumps its @Version '" + entity.versionProperty().get().name() + "'";
    } else {
      List<String> signed = new ArrayList<>();
      Set<String> words = bareWords(updateExpression);
      for (EncryptionActions.Action a : EncryptionActions.of(entity)) {
        if (a.action() != AttributeAction.DO_NOTHING && (names.containsValue(a.attribute())
            || words.contains(a.attribute()))) {
          signed.add("'" + a.attribute() + "'");
        }
      }
      if (!signed.isEmpty()) {
        what = "changes the signed attribute" + (signed.size() > 1 ? "s " : " ") + String.join(", ", signed);
      }
    }
    if (what == null) {
      return true;
    }
    report.report(DiagnosticId.UPDATE_OF_SIGNED_ATTRIBUTE, method.element(), repository, method.name(),
        entity.simpleName(), what);
    return false;
  }

  /** A method returning a projection of an encrypted kind. */
  public boolean projection(String repository, EntityModel entity, QueryMethod method, ValidationReport report) {
    if (method.projection() == null || !EncryptionActions.encrypted(entity)) {
      return true;
    }
    report.report(DiagnosticId.PROJECTION_OF_ENCRYPTED_KIND, method.element(), repository, method.name(),
        entity.simpleName(), entity.simpleName());
    return false;
  }

  private static boolean encrypted(ResolvedProperty property) {
    return property.chain().stream().anyMatch(p -> p.encrypted() != null);
  }

  /** The attributes with {@code action} that the expressions name, by alias or as written. */
  private static List<String> named(EntityModel entity, List<String> expressions, Collection<String> aliased,
      AttributeAction action) {
    if (!EncryptionActions.encrypted(entity)) {
      return List.of();
    }
    Set<String> words = new HashSet<>();
    expressions.forEach(e -> words.addAll(bareWords(e)));
    List<String> found = new ArrayList<>();
    for (EncryptionActions.Action a : EncryptionActions.of(entity)) {
      if (a.action() == action && (aliased.contains(a.attribute()) || words.contains(a.attribute()))) {
        found.add(a.attribute());
      }
    }
    return found;
  }

  /**
   * The names an expression writes as they are: each run of word characters ({@code [A-Za-z0-9_]})
   * that is not a {@code #name} or {@code :value} placeholder or the member after a {@code .}. One
   * pass over the expression, whatever the number of attributes looked up.
   */
  static Set<String> bareWords(String expression) {
    Set<String> words = new HashSet<>();
    if (expression == null) {
      return words;
    }
    int i = 0;
    while (i < expression.length()) {
      if (!isWordChar(expression.charAt(i))) {
        i++;
        continue;
      }
      int start = i;
      while (i < expression.length() && isWordChar(expression.charAt(i))) {
        i++;
      }
      char before = start == 0 ? ' ' : expression.charAt(start - 1);
      if (before != '#' && before != ':' && before != '.') {
        words.add(expression.substring(start, i));
      }
    }
    return words;
  }

  private static boolean isWordChar(char c) {
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }


}
