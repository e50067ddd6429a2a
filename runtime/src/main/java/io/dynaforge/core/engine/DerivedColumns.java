package io.dynaforge.core.engine;

import io.dynaforge.expression.Attribute;
import io.dynaforge.expression.Update;
import io.dynaforge.mapping.DerivedColumn;
import io.dynaforge.mapping.EntityMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one write rule for template columns (API rule 2): an update by key that changes a placeholder
 * also recomposes every column built from it, in the same request. The placeholders' values come from
 * the update itself and from the key (the base key's decomposition provides its placeholders); a
 * column is composed by the entity's own mapper, exactly as a save writes it. A sparse column whose
 * placeholder becomes null is removed.
 *
 * <p>Refused before anything is sent: an update of a placeholder of the base table's own key
 * template (the item would no longer be found under its key), and an update that fixes only some
 * placeholders of a column (the column's other values are not known without a read). A column the
 * update names itself is sent as written: that is a deliberate act (e.g. taking an item out of a
 * sparse index).
 */
final class DerivedColumns {

  private DerivedColumns() {}

  /** A template column a write recomposes: its new text, or {@code null} to remove it. */
  record Recomposed(String column, String text) {}

  /** The update with the template columns its placeholders change recomposed; itself when none change. */
  static <T> Update<T> follow(EntityMapper<T> mapper, Map<String, AttributeValue> key, Update<T> update,
      String operation, String table) {
    if (!touchesAny(mapper.derivedColumns(), update)) {
      return update; // the common case: no placeholder written, nothing to compose (and nothing allocated)
    }
    Set<String> written = update.attributeNames();
    Update<T> result = update;
    for (Recomposed c : recompose(mapper, key, written, update.assignments(), update.removals(), operation, table)) {
      Attribute<T, String> column = Attribute.plain(c.column(), AttributeValue::fromS);
      result = c.text() == null ? result.remove(column) : result.set(column, c.text());
    }
    return result;
  }

  /** An update expression with its placeholders: the caller's, or with the recomposed columns added. */
  record Expression(String updateExpression, Map<String, String> names, Map<String, AttributeValue> values) {}

  /**
   * The same rule for an update expression (a declared {@code @Update}, or one given to the template):
   * a plain {@code SET #a = :v} assigns {@code :v}'s value to {@code a}, a {@code REMOVE #a} removes
   * it, and any other action changes {@code a} to a value only DynamoDB knows. The recomposed columns
   * are added as {@code SET #dfc = :dfc} or {@code REMOVE #dfc} actions, with placeholders of their own.
   */
  static <T> Expression follow(EntityMapper<T> mapper, Map<String, AttributeValue> key, String updateExpression,
      Map<String, String> names, Map<String, AttributeValue> values, String operation, String table) {
    Expression unchanged = new Expression(updateExpression, names, values);
    if (!mayName(mapper.derivedColumns(), updateExpression, names)) {
      return unchanged; // no placeholder named: nothing to parse (KeyUpdates parses the expression once more)
    }
    UpdateClauses clauses;
    try {
      clauses = UpdateClauses.parse(updateExpression);
    } catch (IllegalArgumentException e) {
      return unchanged; // refused with its reason when the request is built
    }
    Set<String> written = new HashSet<>();
    Map<String, AttributeValue> assigned = new HashMap<>();
    Set<String> removed = new HashSet<>();
    for (UpdateClauses.Clause clause : UpdateClauses.Clause.values()) {
      for (String action : clauses.actions(clause)) {
        String path = action;
        String value = null;
        if (clause == UpdateClauses.Clause.SET) {
          int eq = action.indexOf('=');
          path = eq < 0 ? action : action.substring(0, eq);
          value = eq < 0 ? null : action.substring(eq + 1).trim();
        } else if (clause != UpdateClauses.Clause.REMOVE) {
          path = action.split("\\s+", 2)[0];
        }
        path = path.trim();
        boolean whole = WHOLE.matcher(path).matches();
        String first = path.split("[.\\[]", 2)[0];
        String attribute = first.startsWith("#") ? (names == null ? null : names.get(first)) : first;
        if (attribute == null) {
          continue;
        }
        written.add(attribute);
        if (whole && value != null && VALUE.matcher(value).matches() && values != null
            && values.containsKey(value)) {
          assigned.put(attribute, values.get(value));
        } else if (whole && clause == UpdateClauses.Clause.REMOVE) {
          removed.add(attribute);
        }
      }
    }
    List<Recomposed> columns = recompose(mapper, key, written, assigned, removed, operation, table);
    if (columns.isEmpty()) {
      return unchanged;
    }
    Conditions ours = new Conditions(null, names, values);
    for (Recomposed c : columns) {
      if (c.text() == null) {
        clauses.add(UpdateClauses.Clause.REMOVE, ours.name("dfc", c.column()));
      } else {
        clauses.add(UpdateClauses.Clause.SET, ours.name("dfc", c.column()) + " = "
            + ours.value("dfc", AttributeValue.fromS(c.text())));
      }
    }
    return new Expression(clauses.expression(), ours.names, ours.values);
  }

  private static final java.util.regex.Pattern WHOLE = java.util.regex.Pattern.compile("#?[A-Za-z0-9_]+");
  private static final java.util.regex.Pattern VALUE = java.util.regex.Pattern.compile(":[A-Za-z0-9_]+");

  /**
   * The columns a write recomposes, from the attributes it writes, the values it assigns outright and
   * the attributes it removes; refuses a base-key placeholder and a partial column.
   */
  private static <T> List<Recomposed> recompose(EntityMapper<T> mapper, Map<String, AttributeValue> key,
      Set<String> written, Map<String, AttributeValue> assigned, Set<String> removed, String operation,
      String table) {
    List<DerivedColumn> columns = mapper.derivedColumns();
    List<Recomposed> result = new ArrayList<>();
    if (columns.isEmpty()) {
      return result;
    }
    Set<String> fromKey = new HashSet<>();
    for (DerivedColumn c : columns) {
      if (c.baseKey()) {
        fromKey.addAll(c.placeholders());
      }
    }
    T entity = null;
    for (DerivedColumn c : columns) {
      List<String> touched = touched(c, written);
      if (touched.isEmpty() || written.contains(c.column())) {
        continue;
      }
      if (c.baseKey()) {
        throw new InvalidDataAccessApiUsageException(operation + " of " + mapper.metadata().entityName()
            + " in table '" + table + "' changes " + touched + ", placeholder(s) of the key template composing '"
            + c.column() + "': the item would no longer be found under its key. Nothing was sent. Delete the item"
            + " and save it under its new key (in one transactWrite).");
      }
      if (c.sparse() && removesAny(c, removed)) { // a null placeholder: out of the index, whatever the others are
        result.add(new Recomposed(c.column(), null));
        continue;
      }
      List<String> missing = new ArrayList<>();
      for (int i = 0; i < c.placeholders().size(); i++) {
        String attribute = c.attributes().get(i);
        boolean known = fromKey.contains(c.placeholders().get(i)) || !attribute.isEmpty()
            && (assigned.containsKey(attribute) || removed.contains(attribute) || key.containsKey(attribute));
        if (!known) {
          missing.add(c.placeholders().get(i));
        }
      }
      if (!missing.isEmpty()) {
        throw new InvalidDataAccessApiUsageException(operation + " of " + mapper.metadata().entityName()
            + " in table '" + table + "' changes " + touched + " but not " + missing + ", so '" + c.column()
            + "' (composed from " + c.placeholders() + ") cannot be recomposed and would be left stale. Nothing was"
            + " sent. Set " + missing + " in the same update too.");
      }
      if (entity == null) {
        entity = partialEntity(mapper, key, assigned, operation, table);
      }
      String text;
      try {
        text = mapper.composeColumn(c.column(), entity);
      } catch (RuntimeException e) {
        throw new InvalidDataAccessApiUsageException(operation + " of " + mapper.metadata().entityName()
            + " in table '" + table + "': cannot recompose '" + c.column() + "': " + e.getMessage()
            + ". Nothing was sent.", e);
      }
      result.add(new Recomposed(c.column(), text));
    }
    return result;
  }

  private static boolean touchesAny(List<DerivedColumn> columns, Update<?> update) {
    for (int i = 0; i < columns.size(); i++) { // indexed: no iterator on the hot path
      List<String> attributes = columns.get(i).attributes();
      for (int j = 0; j < attributes.size(); j++) {
        if (!attributes.get(j).isEmpty() && update.writes(attributes.get(j))) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Whether the expression can name a placeholder's attribute: through a {@code #name} whose value it
   * is, or written out. A cheap test before parsing; false means certainly not.
   */
  private static boolean mayName(List<DerivedColumn> columns, String expression, Map<String, String> names) {
    for (int i = 0; i < columns.size(); i++) {
      List<String> attributes = columns.get(i).attributes();
      for (int j = 0; j < attributes.size(); j++) {
        String attribute = attributes.get(j);
        if (!attribute.isEmpty() && (names != null && names.containsValue(attribute) || expression.contains(attribute))) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean removesAny(DerivedColumn c, Set<String> removed) {
    for (String attribute : c.attributes()) {
      if (!attribute.isEmpty() && removed.contains(attribute)) {
        return true;
      }
    }
    return false;
  }

  private static List<String> touched(DerivedColumn c, Set<String> written) {
    List<String> touched = new ArrayList<>(1);
    for (int i = 0; i < c.attributes().size(); i++) {
      String attribute = c.attributes().get(i);
      if (!attribute.isEmpty() && written.contains(attribute)) {
        touched.add(c.placeholders().get(i));
      }
    }
    return touched;
  }

  /** The entity as far as the key and the update's assignments tell: what the columns are composed from. */
  private static <T> T partialEntity(EntityMapper<T> mapper, Map<String, AttributeValue> key,
      Map<String, AttributeValue> assigned, String operation, String table) {
    Map<String, AttributeValue> item = new HashMap<>(key);
    item.putAll(assigned);
    try {
      return mapper.fromItem(item);
    } catch (RuntimeException e) {
      throw new InvalidDataAccessApiUsageException(operation + " of " + mapper.metadata().entityName()
          + " in table '" + table + "': the updated values cannot be read back to recompose the template columns: "
          + e.getMessage() + ". Nothing was sent.", e);
    }
  }
}
