package io.dynaforge.core;

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

  /** The update with the template columns its placeholders change recomposed; itself when none change. */
  static <T> Update<T> follow(EntityMapper<T> mapper, Map<String, AttributeValue> key, Update<T> update,
      String operation, String table) {
    List<DerivedColumn> columns = mapper.derivedColumns();
    if (columns.isEmpty()) {
      return update;
    }
    Set<String> written = update.attributeNames();
    if (!touchesAny(columns, written)) {
      return update; // the common case: no placeholder written, nothing to compose
    }
    Map<String, AttributeValue> assigned = update.assignments();
    Set<String> removed = update.removals();
    Set<String> fromKey = new HashSet<>();
    for (DerivedColumn c : columns) {
      if (c.baseKey()) {
        fromKey.addAll(c.placeholders());
      }
    }
    Update<T> result = update;
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
      Attribute<T, String> column = Attribute.plain(c.column(), AttributeValue::fromS);
      if (c.sparse() && removesAny(c, removed)) { // a null placeholder: out of the index, whatever the others are
        result = result.remove(column);
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
      result = text == null ? result.remove(column) : result.set(column, text);
    }
    return result;
  }

  private static boolean touchesAny(List<DerivedColumn> columns, Set<String> written) {
    for (DerivedColumn c : columns) {
      for (String attribute : c.attributes()) {
        if (!attribute.isEmpty() && written.contains(attribute)) {
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
