package io.dynaforge.processor.codegen;

import io.dynaforge.processor.model.AttributeAction;
import io.dynaforge.processor.model.EncryptionActions;
import io.dynaforge.processor.model.EntityModel;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The text of {@code META-INF/dynaforge/encryption/<table>.json}: what the encryption SDK's table
 * configuration needs, computed from the kinds of one encrypted table (their actions agree, checked
 * before): the logical table, its physical key attributes, the kinds, every attribute's action, and
 * the allowed unsigned attributes. Attributes and kinds sorted: the same model gives the same bytes.
 */
public final class EncryptionActionsWriter {

  /** The file's path for a logical table. */
  public static String path(String table) {
    return "META-INF/dynaforge/encryption/" + table + ".json";
  }

  /** The file's text for the kinds of one table (at least one of them encrypted). */
  public String write(String table, List<EntityModel> kinds) {
    List<EntityModel> sorted = kinds.stream().sorted(Comparator.comparing(k -> k.className().canonicalName())).toList();
    Map<String, AttributeAction> actions = new TreeMap<>();
    sorted.forEach(k -> EncryptionActions.of(k).forEach(a -> actions.putIfAbsent(a.attribute(), a.action())));
    JsonPrinter json = new JsonPrinter().open('{');
    json.field("table").string(table);
    json.field("keys").open('[');
    sorted.get(0).tableKeyAttributes().forEach(json::string);
    json.close(']');
    json.field("kinds").open('[');
    sorted.forEach(k -> json.string(k.className().reflectionName()));
    json.close(']');
    json.field("actions").open('{');
    actions.forEach((attribute, action) -> json.field(attribute).string(action.name()));
    json.close('}');
    json.field("allowedUnsigned").open('[');
    actions.forEach((attribute, action) -> {
      if (action == AttributeAction.DO_NOTHING) {
        json.string(attribute);
      }
    });
    json.close(']');
    return json.close('}') + "\n";
  }
}
