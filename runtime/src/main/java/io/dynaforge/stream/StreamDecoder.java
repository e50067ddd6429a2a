package io.dynaforge.stream;

import io.dynaforge.annotation.ChangeType;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.ItemCipher;
import io.dynaforge.core.engine.Kinds;
import io.dynaforge.core.engine.ReadStages;
import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.DynamoDbMappingException;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.mapping.MapperRegistry;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.springframework.dao.DataRetrievalFailureException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * Decodes DynamoDB Streams records into {@link ChangeEvent}s of their entity kinds.
 *
 * <p>Each record goes to the kind that owns its keys by the runtime's one kind rule ({@link Kinds}: the
 * whole key templates, the more specific kind of a table winning, so {@code ORDER#1#LINE#001} is an
 * order line and {@code ORDER#1} an order), and its images are read by that kind's generated mapper
 * (no reflection). A record that no kind of the decoder claims (another kind's, a row written by
 * other code) is a {@code ChangeEvent<UnmappedItem>} holding the raw images: never dropped, never
 * guessed. A deletion made by time to live is {@link ChangeEvent#expired()}.
 *
 * <p>A decoder built from a template ({@link #of(DynamoDbOperations, Class[])}, {@link #forTable(DynamoDbOperations,
 * String)}) reads images through that template's read stages, so a handler sees what {@code findById} returns: its
 * encryption verifies and decrypts them, then its extensions' {@code afterRead} sees each image (old and new) of a
 * kind as an item of that kind, before the mapper reads it; an image an extension skips ({@code null}) is
 * {@code null} in the event, as {@code findById} would find nothing. The template-less forms apply none of them.
 *
 * <p>Thread-safe; build one per table and reuse it.
 */
public final class StreamDecoder {

  private static final String TTL_PRINCIPAL = "dynamodb.amazonaws.com";

  private final List<EntityMapper<?>> kinds;
  private final Kinds rule;
  /** The rule's owner lookup for these kinds, prepared once. */
  private final Kinds.Router router;
  private final String tableName;
  /** Decrypts the images of the tables it covers before they are read, or {@code null}. */
  private final ItemCipher cipher;
  /** The template's extensions' {@code afterRead}, applied to the images of a kind ({@link ReadStages#NONE}: none). */
  private final ReadStages stages;

  private StreamDecoder(List<EntityMapper<?>> kinds, Kinds rule, String tableName) {
    this(kinds, rule, tableName, null, ReadStages.NONE);
  }

  private StreamDecoder(List<EntityMapper<?>> kinds, Kinds rule, String tableName, ItemCipher cipher,
      ReadStages stages) {
    this.kinds = List.copyOf(kinds);
    this.rule = rule;
    this.router = rule.router(this.kinds);
    this.tableName = tableName;
    this.cipher = cipher;
    this.stages = stages;
  }

  /**
   * A decoder of these {@code @Table} entities (of one table), with their generated mappers from the
   * class path ({@link MapperRegistry#load()}). Rows of other kinds of the table are
   * {@link UnmappedItem}s, also when another kind on the class path claims them.
   *
   * @throws IllegalArgumentException when no type is given, a type is a view, or the types name
   *     different tables
   * @throws DynamoDbMappingException when a type has no generated mapper
   */
  public static StreamDecoder of(Class<?>... types) {
    return of(MapperRegistry.load(), types);
  }

  /** {@link #of(Class[])} with the mappers of a given registry. */
  public static StreamDecoder of(MapperRegistry registry, Class<?>... types) {
    Objects.requireNonNull(registry, "registry");
    if (types.length == 0) {
      throw new IllegalArgumentException("StreamDecoder.of needs at least one @Table entity");
    }
    Set<EntityMapper<?>> mappers = new LinkedHashSet<>();
    String table = null;
    for (Class<?> type : types) {
      EntityMapper<?> mapper = registry.mapperFor(type);
      if (mapper.metadata().isView()) {
        throw new IllegalArgumentException(type.getName() + " is a @SecondaryIndex view; streams carry the items of"
            + " the base table: decode with its @Table entities");
      }
      String own = mapper.metadata().tableName();
      if (table != null && !table.equals(own)) {
        throw new IllegalArgumentException("A stream is the stream of one table, but " + type.getName()
            + " is an entity of table '" + own + "' and the others of '" + table + "'");
      }
      table = own;
      mappers.add(mapper);
    }
    return new StreamDecoder(new ArrayList<>(mappers), new Kinds(registry), table);
  }

  /**
   * {@link #of(Class[])} through a template's read stages: its mappers ({@link DynamoDbOperations#getMapperRegistry()}),
   * its physical table name ({@link DynamoDbOperations#getTableName}) as the events' default table name, its
   * encryption (the images of the tables it covers verified and decrypted, as {@link #decryptingWith}) and its
   * extensions' {@code afterRead} on every image of a kind, old and new, as on every read of the template.
   *
   * @throws IllegalArgumentException as {@link #of(Class[])}, or when {@code template} is not a
   *     {@code DynamoDbTemplate} (another implementation does not expose its extensions and encryption)
   */
  public static StreamDecoder of(DynamoDbOperations template, Class<?>... types) {
    ReadStages stages = ReadStages.of(template);
    StreamDecoder decoder = of(template.getMapperRegistry(), types);
    return decoder.through(stages, template.getTableName(types[0]));
  }

  /**
   * A decoder of every generated {@code @Table} entity of a logical table on the class path.
   *
   * @throws IllegalArgumentException when no entity of that table has a generated mapper
   */
  public static StreamDecoder forTable(String logicalTable) {
    return forTable(MapperRegistry.load(), logicalTable);
  }

  /** {@link #forTable(String)} with the mappers of a given registry. */
  public static StreamDecoder forTable(MapperRegistry registry, String logicalTable) {
    Objects.requireNonNull(logicalTable, "logicalTable");
    List<EntityMapper<?>> mappers = new ArrayList<>();
    for (EntityMapper<?> mapper : registry.all()) {
      if (!mapper.metadata().isView() && mapper.metadata().tableName().equals(logicalTable)) {
        mappers.add(mapper);
      }
    }
    if (mappers.isEmpty()) {
      throw new IllegalArgumentException("No generated @Table entity of table '" + logicalTable + "' is on the class"
          + " path: check the table name and that dynaforge-processor runs on the module declaring its entities");
    }
    mappers.sort(java.util.Comparator.comparing(m -> m.type().getName()));
    return new StreamDecoder(mappers, new Kinds(registry), logicalTable);
  }

  /**
   * {@link #forTable(String)} through a template's read stages, as {@link #of(DynamoDbOperations, Class[])}: its
   * mappers, the table's physical name by the template's {@code TableNameResolver}, its encryption and its
   * extensions' {@code afterRead}.
   *
   * @throws IllegalArgumentException as {@link #forTable(String)}, or when {@code template} is not a
   *     {@code DynamoDbTemplate}
   */
  public static StreamDecoder forTable(DynamoDbOperations template, String logicalTable) {
    ReadStages stages = ReadStages.of(template);
    StreamDecoder decoder = forTable(template.getMapperRegistry(), logicalTable);
    return decoder.through(stages, template.getTableName(decoder.kinds.get(0).type()));
  }

  private StreamDecoder through(ReadStages stages, String physicalTableName) {
    return new StreamDecoder(kinds, rule, physicalTableName, stages.encryption(), stages);
  }

  /**
   * This decoder with the physical table name its events carry ({@link ChangeEvent#tableName()}) when
   * {@link #decode(Record)} is not told one; by default the logical name.
   */
  public StreamDecoder withTableName(String physicalTableName) {
    return new StreamDecoder(kinds, rule, Objects.requireNonNull(physicalTableName, "physicalTableName"), cipher,
        stages);
  }

  /**
   * This decoder verifying and decrypting the old and new images of the tables {@code cipher} covers
   * (client-side encryption: {@code DynaforgeEncryption.items(keyring, entities...)}, the template's cipher)
   * before they are read; the table is the physical name the record is decoded under ({@link #decode(Record,
   * String)}, or {@link #withTableName}). An image that does not verify is a {@code DataRetrievalFailureException}
   * naming the table and the key. On a decoder built from a template, {@code cipher} replaces the template's.
   */
  public StreamDecoder decryptingWith(ItemCipher cipher) {
    return new StreamDecoder(kinds, rule, tableName, Objects.requireNonNull(cipher, "cipher"), stages);
  }

  /** The logical or physical table name the events carry by default. */
  public String tableName() {
    return tableName;
  }

  /** The entity types this decoder decodes to. */
  public List<Class<?>> types() {
    List<Class<?>> types = new ArrayList<>(kinds.size());
    kinds.forEach(k -> types.add(k.type()));
    return types;
  }

  /** {@link #decode(Record, String)} with this decoder's table name. */
  public ChangeEvent<?> decode(Record record) {
    return decode(record, tableName);
  }

  /**
   * The event of one stream record.
   *
   * @param physicalTableName the table name the event carries
   * @throws IllegalArgumentException when the record has no change ({@code dynamodb}) or no event name
   * @throws DynamoDbMappingException when an image does not read as its kind (a poison record)
   */
  public ChangeEvent<?> decode(Record record, String physicalTableName) {
    StreamRecord change = record.dynamodb();
    if (change == null || record.eventName() == null) {
      throw new IllegalArgumentException("Not a DynamoDB change record (no dynamodb or eventName): " + record);
    }
    ChangeType type = ChangeType.valueOf(record.eventNameAsString());
    // an absent image or key map is the SDK's empty auto-construct map: empty means absent
    Map<String, AttributeValue> oldImage = change.oldImage();
    if (oldImage.isEmpty()) {
      oldImage = null;
    }
    Map<String, AttributeValue> newImage = change.newImage();
    if (newImage.isEmpty()) {
      newImage = null;
    }
    Map<String, AttributeValue> keys = change.keys();
    if (keys.isEmpty()) {
      keys = newImage != null ? newImage : oldImage != null ? oldImage : Map.of();
    }
    if (cipher != null && cipher.covers(physicalTableName)) {
      oldImage = decrypted(physicalTableName, oldImage, keys);
      newImage = decrypted(physicalTableName, newImage, keys);
    }
    Instant created = change.approximateCreationDateTime();
    boolean expired = type == ChangeType.REMOVE && expiredByTimeToLive(record.userIdentity());
    EntityMapper<?> kind = router.owner(keys);
    if (kind == null) {
      return new ChangeEvent<>(type, UnmappedItem.class, oldImage == null ? null : new UnmappedItem(oldImage),
          newImage == null ? null : new UnmappedItem(newImage), keys, change.sequenceNumber(), created, expired,
          physicalTableName);
    }
    // the template's afterRead, as on its reads (none: the image as it is); null: skipped, as findById finds nothing
    oldImage = oldImage == null ? null : stages.afterRead(kind.type(), physicalTableName, oldImage);
    newImage = newImage == null ? null : stages.afterRead(kind.type(), physicalTableName, newImage);
    return event(kind, type, oldImage, newImage, keys, change.sequenceNumber(), created, expired, physicalTableName);
  }

  private static <T> ChangeEvent<T> event(EntityMapper<T> kind, ChangeType type, Map<String, AttributeValue> oldImage,
      Map<String, AttributeValue> newImage, Map<String, AttributeValue> keys, String sequenceNumber, Instant created,
      boolean expired, String table) {
    return new ChangeEvent<>(type, kind.type(), oldImage == null ? null : kind.fromItem(oldImage),
        newImage == null ? null : kind.fromItem(newImage), keys, sequenceNumber, created, expired, table);
  }

  private Map<String, AttributeValue> decrypted(String table, Map<String, AttributeValue> image,
      Map<String, AttributeValue> keys) {
    if (image == null) {
      return null;
    }
    try {
      return cipher.decrypt(table, image);
    } catch (RuntimeException e) {
      throw new DataRetrievalFailureException("Stream image of the item with key "
          + AttributeValueConversions.describeKey(keys) + " in table '" + table + "' could not be verified or"
          + " decrypted (altered after it was written, written with another key, or not encrypted on an encrypted"
          + " table): " + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()), e);
    }
  }

  /** A deletion by time to live: made by the service principal of DynamoDB itself. */
  static boolean expiredByTimeToLive(Identity identity) {
    return identity != null && "Service".equals(identity.type()) && TTL_PRINCIPAL.equals(identity.principalId());
  }

  /** The kinds of a table a decoder decodes to, for messages and tests. */
  Collection<EntityMapper<?>> kinds() {
    return kinds;
  }
}
