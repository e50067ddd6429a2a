package io.dynaforge.processor.model;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * What the schema history file {@code <folder>/<table>.json} records of one table: the facts about
 * stored items that a later model must keep (or deliberately change). Everything is kept by name and
 * sorted, so the same model always gives the same file.
 *
 * @param tableName the logical table name
 * @param keySchema the base table's key schema, {@code pk S HASH} then {@code sk S RANGE}
 * @param timeToLive the table's {@code @TimeToLive} attribute, or null
 * @param stream the {@code @Table(stream)} view ({@code NONE}: no stream)
 * @param kinds the entities stored in the table, by qualified name (sorted)
 * @param indexes the table's secondary indexes, by name (sorted)
 */
public record TableHistory(String tableName, List<String> keySchema, String timeToLive, String stream,
    Map<String, Kind> kinds, Map<String, Index> indexes) {

  public TableHistory {
    Objects.requireNonNull(tableName, "tableName");
    keySchema = List.copyOf(keySchema);
    stream = stream == null ? "NONE" : stream;
    kinds = Collections.unmodifiableSortedMap(new TreeMap<>(kinds));
    indexes = Collections.unmodifiableSortedMap(new TreeMap<>(indexes));
  }

  /**
   * One item kind (an entity) of the table: how its items are keyed and what it derives from their
   * properties.
   *
   * @param partitionKey how it writes the base table's partition key
   * @param sortKey how it writes the base table's sort key, or null (the table has none)
   * @param columns the attributes it derives (template columns other than the base key, the
   *     {@code @TimeToLive} attribute), by attribute name
   * @param actions the encryption SDK's action of every attribute an encrypted kind writes, by
   *     attribute name; empty for a kind that is not encrypted (and for one a file written before
   *     actions were recorded lists: its stored attributes were neither encrypted nor signed)
   */
  public record Kind(Key partitionKey, Key sortKey, Map<String, Column> columns, Map<String, AttributeAction> actions) {

    public Kind {
      Objects.requireNonNull(partitionKey, "partitionKey");
      columns = Collections.unmodifiableSortedMap(new TreeMap<>(columns));
      actions = Collections.unmodifiableSortedMap(new TreeMap<>(actions));
    }

    /** A kind that is not encrypted. */
    public Kind(Key partitionKey, Key sortKey, Map<String, Column> columns) {
      this(partitionKey, sortKey, columns, Map.of());
    }

    /** Whether the kind was (or is) encrypted: it records actions. */
    public boolean encrypted() {
      return !actions.isEmpty();
    }
  }

  /**
   * A base-table key attribute as a kind writes it.
   *
   * @param attribute the attribute ({@code pk})
   * @param type its scalar type ({@code S}, {@code N}, {@code B})
   * @param template the {@code @PartitionKeyTemplate}/{@code @SortKeyTemplate} that composes it, or
   *     null when a property holds it
   * @param placeholders the text form of each placeholder of the template, by property name: those the
   *     history records (a file of an earlier version records none: their forms are unknown)
   */
  public record Key(String attribute, String type, String template, Map<String, Placeholder> placeholders) {

    public Key {
      Objects.requireNonNull(attribute, "attribute");
      Objects.requireNonNull(type, "type");
      placeholders = Collections.unmodifiableSortedMap(new TreeMap<>(placeholders));
    }

    /** {@code 'pk' (S) composed as 'CUSTOMER#{customerId}'}, or {@code 'id' (N) held by a property}, for messages. */
    public String describe() {
      return "'" + attribute + "' (" + type + ")" + (template == null ? " held by a property"
          : " composed as '" + template + "'");
    }
  }

  /**
   * A derived attribute of a kind: a template column ({@code gsi1pk = "STATUS#{status}"}) or the
   * {@code @TimeToLive} attribute.
   *
   * @param type its scalar type
   * @param template the template that composes it, or null for the time to live
   * @param sparse {@code sparse = true}: a null placeholder leaves it out
   * @param timeToLive the {@code @TimeToLive} property that holds it, or null for a template column
   * @param placeholders the text form of each placeholder of the template, by property name, as
   *     {@link Key#placeholders()}
   */
  public record Column(String type, String template, boolean sparse, String timeToLive,
      Map<String, Placeholder> placeholders) {

    public Column {
      Objects.requireNonNull(type, "type");
      if ((template == null) == (timeToLive == null)) {
        throw new IllegalArgumentException("a column has a template or a time-to-live property");
      }
      placeholders = Collections.unmodifiableSortedMap(new TreeMap<>(placeholders));
    }

    /** {@code 'STATUS#{status}'} or {@code @TimeToLive expiresAt}, for messages. */
    public String describe() {
      return template != null ? "'" + template + "'" + (sparse ? " (sparse)" : "") : "@TimeToLive " + timeToLive;
    }
  }

  /**
   * How a template writes one placeholder's value as text: what the stored keys and columns hold, so
   * what a later model must write (and parse) the same way.
   *
   * @param type the property's Java type, qualified; a primitive as its box ({@code int} and
   *     {@code Integer} write the same text)
   * @param width the zero-padded width of {@code {property:width}}, or 0
   * @param converter the {@code @Converter} class, qualified, or null
   * @param isEnum whether the type is an enum (written by its {@code name()} unless a converter writes it)
   */
  public record Placeholder(String type, int width, String converter, boolean isEnum) {

    public Placeholder {
      Objects.requireNonNull(type, "type");
    }

    /** {@code java.lang.Integer zero-padded to 3 digits}, {@code the enum com.acme.Status}, for messages. */
    public String describe() {
      return (isEnum ? "the enum " : "") + type + (width > 0 ? " zero-padded to " + width + " digits" : "")
          + (converter != null ? " through the converter " + converter : "");
    }
  }

  /**
   * A secondary index.
   *
   * @param local whether it is a local secondary index
   * @param keySchema its key schema, {@code gsi1pk S HASH} then {@code gsi1sk S RANGE} (an attribute
   *     name, its type and its role: several of a role for a multi-attribute key)
   * @param projection {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
   * @param nonKeyAttributes the attributes an {@code INCLUDE} projection adds, sorted
   * @param kinds the kinds whose items carry its key attributes, so that it holds them
   */
  public record Index(boolean local, List<String> keySchema, String projection, List<String> nonKeyAttributes,
      List<String> kinds) {

    public Index {
      keySchema = List.copyOf(keySchema);
      Objects.requireNonNull(projection, "projection");
      nonKeyAttributes = List.copyOf(nonKeyAttributes);
      kinds = kinds.stream().sorted().distinct().toList();
    }

    /** The key attributes' names, in key schema order. */
    public List<String> keyAttributes() {
      return keySchema.stream().map(TableHistory::attributeOf).toList();
    }
  }

  /** {@code name TYPE ROLE}, as the key schemas list an attribute. */
  public static String keyElement(String attribute, String type, String role) {
    return attribute + " " + type + " " + role;
  }

  /** The attribute of a key schema element ({@code gsi1pk} of {@code gsi1pk S HASH}; a name may hold spaces). */
  public static String attributeOf(String keyElement) {
    int role = keyElement.lastIndexOf(' ');
    int type = role <= 0 ? -1 : keyElement.lastIndexOf(' ', role - 1);
    return type < 0 ? keyElement : keyElement.substring(0, type);
  }
}
