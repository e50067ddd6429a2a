package io.dynaforge.processor.query;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import java.util.List;
import java.util.Map;

/**
 * An inherited CRUD method ({@code findById}, {@code findAll}, {@code save}, ...) of a table
 * repository: implemented by the runtime's {@code SimpleDynamoDbRepository}, and listed with its
 * operation in the access-pattern report and the {@code _Impl}'s Javadoc like any other method, so a
 * {@code findAll()} or {@code count()} shows as the Scan it is.
 *
 * @param name the method's name
 * @param parameterTypes its parameter types as members of the repository ({@code
 *     io.dynaforge.repository.DynamoDbCompositeId}, not {@code ID})
 * @param operation the DynamoDB operation: GetItem, BatchGetItem, PutItem, UpdateItem, DeleteItem,
 *     BatchWriteItem or Scan
 * @param reading what it sends, in words
 * @param filter a Scan's item-kind filter ({@code begins_with(#dfkind, :dfkind)}, as the runtime sends it), or null
 * @param names the filter's {@code #name} placeholders and attributes
 * @param values the filter's {@code :value} placeholders and their text
 */
public record CrudPlan(String name, List<String> parameterTypes, String operation, String reading, String filter,
    Map<String, String> names, Map<String, String> values) implements MethodPlan {

  public CrudPlan {
    parameterTypes = List.copyOf(parameterTypes);
    names = Map.copyOf(names);
    values = Map.copyOf(values);
  }

  /** Whether it reads the whole table. */
  public boolean scan() {
    return operation.equals("Scan");
  }

  /** {@code findById(io.dynaforge.repository.DynamoDbCompositeId)}, as the report names methods. */
  public String signature() {
    return name + "(" + String.join(", ", parameterTypes) + ")";
  }

  /** The names of the methods {@code SimpleDynamoDbRepository} implements, for messages. */
  public static final List<String> NAMES = List.of("save", "saveAll", "update", "findById", "existsById", "findAll",
      "findAllById", "count", "deleteById", "delete", "deleteAllById", "deleteAll");

  /**
   * The plan of an inherited CRUD method, as {@code SimpleDynamoDbRepository} implements it; null for a
   * method it does not know (the reader lists only methods the base class implements).
   */
  public static CrudPlan of(EntityModel entity, String name, List<String> parameterTypes) {
    int arity = parameterTypes.size();
    String key = "the id's key";
    // a PutItem would reset the @AtomicCounters: the template sends the put as one UpdateItem
    boolean counters = !entity.atomicCounters().isEmpty();
    String counted = " of every property, the @AtomicCounter attributes incremented server-side (a PutItem would"
        + " reset them)";
    return switch (name + "/" + arity) {
      case "save/1" -> counters
          ? crud(name, parameterTypes, "UpdateItem", "one UpdateItem" + counted + (entity.versionProperty().isPresent()
              ? ", conditional on its version" : ""))
          : crud(name, parameterTypes, "PutItem", "one PutItem of the entity (conditional on its version"
              + " when versioned)");
      // BatchWriteItem stores what save's PutItem would only without a version condition or counters; an
      // extension's write condition is known at run time only: those entities go one PutItem each
      case "saveAll/1" -> counters
          ? crud(name, parameterTypes, "UpdateItem", "one UpdateItem per entity" + counted)
          : entity.versionProperty().isPresent()
          ? crud(name, parameterTypes, "PutItem", "one PutItem per entity, conditional on its version")
          : crud(name, parameterTypes, "BatchWriteItem", "PutRequests of the entities, 25 a request, unprocessed"
              + " ones retried (one PutItem each for entities a registered extension adds a write condition to)");
      case "update/1" -> crud(name, parameterTypes, "UpdateItem", "one UpdateItem of every property (null ones"
          + " removed), on the item that exists");
      case "update/2", "update/3" -> crud(name, parameterTypes, "UpdateItem", "one UpdateItem of the typed update by "
          + key + (arity == 3 ? ", under the condition" : "") + (entity.versionProperty().isPresent()
              ? ", incrementing the version" : "") + ", returning the item (ALL_NEW)");
      case "findById/1" -> crud(name, parameterTypes, "GetItem", "one GetItem by " + key);
      case "existsById/1" -> crud(name, parameterTypes, "GetItem", "one GetItem by " + key + ", projecting the key");
      case "findAllById/1" -> crud(name, parameterTypes, "BatchGetItem", "100 keys a request, unprocessed keys"
          + " retried");
      case "deleteById/1" -> crud(name, parameterTypes, "DeleteItem", "one DeleteItem by " + key);
      case "delete/1" -> crud(name, parameterTypes, "DeleteItem", "one DeleteItem by the entity's key (conditional"
          + " on its version when versioned)");
      case "deleteAllById/1" -> crud(name, parameterTypes, "BatchWriteItem", "DeleteRequests by the ids' keys, 25 a"
          + " request, unprocessed ones retried");
      case "deleteAll/1" -> entity.versionProperty().isPresent()
          ? crud(name, parameterTypes, "DeleteItem", "one DeleteItem per entity, conditional on its version")
          : crud(name, parameterTypes, "BatchWriteItem", "DeleteRequests by the entities' keys, 25 a request,"
              + " unprocessed ones retried");
      case "findAll/0" -> scan(entity, name, "");
      case "count/0" -> scan(entity, name, entity.templates().stream().noneMatch(KeyTemplate::targetsBaseKey)
          ? ", counted (Select COUNT)"
          : serverCountable(entity) ? ", counted (Select COUNT, unless a more specific kind"
          + " shares the table)" : ", counted on the client from the key attributes (the filter cannot say the whole"
          + " key shape)");
      case "deleteAll/0" -> scan(entity, name, entity.versionProperty().isPresent()
          ? ", then one DeleteItem each, conditional on its version"
          : ", then BatchWriteItem DeleteRequests, 25 a request");
      default -> null;
    };
  }

  private static CrudPlan crud(String name, List<String> parameterTypes, String operation, String reading) {
    return new CrudPlan(name, parameterTypes, operation, reading, null, Map.of(), Map.of());
  }

  /**
   * Whether the kind's Scan filter says its whole key shape (each base template a constant, or a
   * literal then one placeholder), so that DynamoDB's own count is exact: what the runtime's
   * {@code Kinds.serverCountIsExact} decides, less the more specific kinds only the run time knows.
   */
  private static boolean serverCountable(EntityModel entity) {
    for (KeyTemplate t : entity.templates()) {
      if (t.targetsBaseKey() && !t.isConstant()
          && !(t.placeholders().size() == 1 && t.segments().size() == 2 && !t.leadingLiteral().isEmpty()
              && !(t.segments().get(1) instanceof KeyTemplate.Placeholder p && (p.padded()
              || entity.property(p.property()).map(io.dynaforge.processor.model.PropertyModel::writesIntegralText)
                  .orElse(false))))) {
        return false;
      }
    }
    return true;
  }

  /**
   * A Scan of the table, kept to the entity's item kind as the runtime sends it: per base key template
   * (partition first), {@code #dfkind = :dfkind} for a constant and {@code begins_with(#dfkind, :dfkind)}
   * for a leading literal; the rest of the whole template (and any more specific kind of the table) is
   * checked on the client.
   */
  private static CrudPlan scan(EntityModel entity, String name, String then) {
    String table = "the table '" + entity.tableName() + "'";
    List<String> terms = new java.util.ArrayList<>();
    Map<String, String> names = new java.util.LinkedHashMap<>();
    Map<String, String> values = new java.util.LinkedHashMap<>();
    for (KeyTemplate t : entity.templates()) {
      if (!t.targetsBaseKey()) {
        continue;
      }
      String literal = t.isConstant() ? t.template() : t.leadingLiteral();
      if (literal.isEmpty()) {
        continue;
      }
      String suffix = names.isEmpty() ? "" : Integer.toString(names.size());
      String n = "#dfkind" + suffix;
      String v = ":dfkind" + suffix;
      names.put(n, t.column());
      values.put(v, literal);
      terms.add(t.isConstant() ? n + " = " + v : "begins_with(" + n + ", " + v + ")");
    }
    if (terms.isEmpty()) {
      return new CrudPlan(name, List.of(), "Scan", "every item of " + table + then, null, Map.of(), Map.of());
    }
    return new CrudPlan(name, List.of(), "Scan", "every item of " + table + ", filtered to " + entity.simpleName()
        + "'s item kind (its whole key templates, checked on the client too)" + then, String.join(" AND ", terms),
        names, values);
  }
}
