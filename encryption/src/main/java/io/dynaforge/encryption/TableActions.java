package io.dynaforge.encryption;

import java.util.List;
import java.util.Map;

/**
 * One encrypted table's attribute actions, as the processor wrote them to {@code
 * META-INF/dynaforge/encryption/<table>.json}.
 *
 * @param table the logical table name
 * @param keys the physical key attributes: the partition key, then the sort key when there is one
 * @param kinds the binary names of the entity classes stored on the table
 * @param actions every attribute's action ({@code ENCRYPT_AND_SIGN}, {@code SIGN_ONLY}, {@code DO_NOTHING})
 * @param allowedUnsigned the attributes that are neither encrypted nor signed
 */
public record TableActions(String table, List<String> keys, List<String> kinds, Map<String, String> actions,
    List<String> allowedUnsigned) {

  public TableActions {
    keys = List.copyOf(keys);
    kinds = List.copyOf(kinds);
    actions = Map.copyOf(actions);
    allowedUnsigned = List.copyOf(allowedUnsigned);
  }

  /** The class-path resource of a logical table's actions. */
  public static String resource(String logicalTable) {
    return "META-INF/dynaforge/encryption/" + logicalTable + ".json";
  }

  /** The partition key attribute. */
  public String partitionKey() {
    return keys.get(0);
  }

  /** The sort key attribute, or {@code null}. */
  public String sortKey() {
    return keys.size() > 1 ? keys.get(1) : null;
  }

  /**
   * These actions with {@code attributes} signed ({@code SIGN_ONLY}) where the table gives them no
   * action: what registered extensions add to the table's items ({@code DynamoDbExtension.attributesWritten}).
   */
  public TableActions withSigned(java.util.Collection<String> attributes) {
    Map<String, String> all = new java.util.TreeMap<>(actions);
    attributes.forEach(a -> all.putIfAbsent(a, "SIGN_ONLY"));
    return all.size() == actions.size() ? this : new TableActions(table, keys, kinds, all, allowedUnsigned);
  }
}
