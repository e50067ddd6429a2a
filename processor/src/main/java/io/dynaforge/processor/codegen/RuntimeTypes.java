package io.dynaforge.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The runtime and SDK types generated code refers to, and the members of them it calls, in one
 * place: a rename in the runtime is one change here, and {@code RuntimeTypesTest} (which loads every
 * type and finds every member, by reflection) fails the processor's build until it is made.
 *
 * <p>A member is written into generated code by name: {@code CodeBlock.of("$T.$L($L)",
 * ATTRIBUTE_VALUES, AV_S, value)} (a {@link RuntimeMember} renders as its name).
 */
final class RuntimeTypes {
  private RuntimeTypes() {}

  // first: the constants below register themselves as they are initialised
  private static final List<ClassName> TYPES = new ArrayList<>();
  private static final List<RuntimeMember> MEMBERS = new ArrayList<>();

  /**
   * A public method (static or not) or field of a runtime type that generated code calls, overrides
   * or reads.
   *
   * @param owner the type declaring it (or inheriting it)
   * @param name its name
   * @param field a field rather than a method
   */
  record RuntimeMember(ClassName owner, String name, boolean field) {
    /** Its name, as {@code $L} writes it. */
    @Override
    public String toString() {
      return name;
    }
  }

  /** Every type listed here, in declaration order. */
  static List<ClassName> types() {
    return List.copyOf(TYPES);
  }

  /** Every member listed here, in declaration order. */
  static List<RuntimeMember> members() {
    return List.copyOf(MEMBERS);
  }

  private static ClassName type(String packageName, String simpleName, String... nested) {
    ClassName type = ClassName.get(packageName, simpleName, nested);
    TYPES.add(type);
    return type;
  }

  private static RuntimeMember method(ClassName owner, String name) {
    RuntimeMember member = new RuntimeMember(owner, name, false);
    MEMBERS.add(member);
    return member;
  }

  private static RuntimeMember field(ClassName owner, String name) {
    RuntimeMember member = new RuntimeMember(owner, name, true);
    MEMBERS.add(member);
    return member;
  }

  private static void itemValues(String name) {
    ITEM_VALUES_ACCESSORS.put(name, method(ITEM_VALUES, name));
  }

  /** The {@code ItemValues} accessor of that name; fails for one this class does not list. */
  static RuntimeMember itemValuesAccessor(String name) {
    RuntimeMember member = ITEM_VALUES_ACCESSORS.get(name);
    if (member == null) {
      throw new IllegalArgumentException("ItemValues." + name + " is not listed in RuntimeTypes");
    }
    return member;
  }

  /** The {@code ScalarCodec} constant of that name; fails for one this class does not list. */
  static RuntimeMember scalarCodec(String name) {
    RuntimeMember member = SCALAR_CODECS.get(name);
    if (member == null) {
      throw new IllegalArgumentException("ScalarCodec." + name + " is not listed in RuntimeTypes");
    }
    return member;
  }

  // the SDK
  static final String SDK_MODEL = "software.amazon.awssdk.services.dynamodb.model";
  static final ClassName ATTRIBUTE_VALUE = type(SDK_MODEL, "AttributeValue");
  static final RuntimeMember FROM_S = method(ATTRIBUTE_VALUE, "fromS");
  static final RuntimeMember FROM_N = method(ATTRIBUTE_VALUE, "fromN");
  static final RuntimeMember FROM_BOOL = method(ATTRIBUTE_VALUE, "fromBool");
  static final ClassName SCALAR_ATTRIBUTE_TYPE = type(SDK_MODEL, "ScalarAttributeType");
  static final RuntimeMember SCALAR_ATTRIBUTE_TYPE_S = field(SCALAR_ATTRIBUTE_TYPE, "S");
  static final ClassName SDK_BYTES = type("software.amazon.awssdk.core", "SdkBytes");
  static final RuntimeMember SDK_BYTES_AS_BYTE_ARRAY = method(SDK_BYTES, "asByteArray");

  static final String ANNOTATION = "io.dynaforge.annotation";
  static final String CORE = "io.dynaforge.core";
  static final String EXPRESSION = "io.dynaforge.expression";
  static final String MAPPING = "io.dynaforge.mapping";
  static final String REPOSITORY = "io.dynaforge.repository";
  /** Codegen support: what generated code calls but users should not (not API). */
  static final String INTERNAL = "io.dynaforge.internal";

  // io.dynaforge.internal
  static final ClassName ATTRIBUTE_VALUES = type(INTERNAL, "AttributeValues");
  static final RuntimeMember AV_S = method(ATTRIBUTE_VALUES, "s");
  static final RuntimeMember AV_BOOL = method(ATTRIBUTE_VALUES, "bool");
  static final RuntimeMember AV_PARSE_URL = method(ATTRIBUTE_VALUES, "parseUrl");
  // AttributeValues writers (mapper code, ConversionCode.write)
  static final RuntimeMember AV_N = method(ATTRIBUTE_VALUES, "n");
  static final RuntimeMember AV_B = method(ATTRIBUTE_VALUES, "b");
  static final RuntimeMember AV_EPOCH_SECONDS = method(ATTRIBUTE_VALUES, "epochSeconds");
  static final RuntimeMember AV_SS = method(ATTRIBUTE_VALUES, "ss");
  static final RuntimeMember AV_NS = method(ATTRIBUTE_VALUES, "ns");
  static final RuntimeMember AV_BS = method(ATTRIBUTE_VALUES, "bs");
  static final RuntimeMember AV_STRING_LIST = method(ATTRIBUTE_VALUES, "stringList");
  static final RuntimeMember AV_L = method(ATTRIBUTE_VALUES, "l");
  static final RuntimeMember AV_STRING_MAP = method(ATTRIBUTE_VALUES, "stringMap");
  static final RuntimeMember AV_M = method(ATTRIBUTE_VALUES, "m");
  // AttributeValues readers (ConversionCode.read)
  static final RuntimeMember AV_READ_S = method(ATTRIBUTE_VALUES, "readS");
  static final RuntimeMember AV_READ_CHAR = method(ATTRIBUTE_VALUES, "readChar");
  static final RuntimeMember AV_READ_INT = method(ATTRIBUTE_VALUES, "readInt");
  static final RuntimeMember AV_READ_LONG = method(ATTRIBUTE_VALUES, "readLong");
  static final RuntimeMember AV_READ_SHORT = method(ATTRIBUTE_VALUES, "readShort");
  static final RuntimeMember AV_READ_BYTE = method(ATTRIBUTE_VALUES, "readByte");
  static final RuntimeMember AV_READ_DOUBLE = method(ATTRIBUTE_VALUES, "readDouble");
  static final RuntimeMember AV_READ_FLOAT = method(ATTRIBUTE_VALUES, "readFloat");
  static final RuntimeMember AV_READ_BIG_DECIMAL = method(ATTRIBUTE_VALUES, "readBigDecimal");
  static final RuntimeMember AV_READ_BIG_INTEGER = method(ATTRIBUTE_VALUES, "readBigInteger");
  static final RuntimeMember AV_READ_BOOL = method(ATTRIBUTE_VALUES, "readBool");
  static final RuntimeMember AV_READ_BYTES = method(ATTRIBUTE_VALUES, "readBytes");
  static final RuntimeMember AV_READ_B = method(ATTRIBUTE_VALUES, "readB");
  static final RuntimeMember AV_READ_BYTE_BUFFER = method(ATTRIBUTE_VALUES, "readByteBuffer");
  static final RuntimeMember AV_READ_INSTANT = method(ATTRIBUTE_VALUES, "readInstant");
  static final RuntimeMember AV_READ_LOCAL_DATE = method(ATTRIBUTE_VALUES, "readLocalDate");
  static final RuntimeMember AV_READ_LOCAL_DATE_TIME = method(ATTRIBUTE_VALUES, "readLocalDateTime");
  static final RuntimeMember AV_READ_OFFSET_DATE_TIME = method(ATTRIBUTE_VALUES, "readOffsetDateTime");
  static final RuntimeMember AV_READ_ZONED_DATE_TIME = method(ATTRIBUTE_VALUES, "readZonedDateTime");
  static final RuntimeMember AV_READ_UUID = method(ATTRIBUTE_VALUES, "readUuid");
  static final RuntimeMember AV_READ_PARSED = method(ATTRIBUTE_VALUES, "readParsed");
  static final RuntimeMember AV_READ_ENUM = method(ATTRIBUTE_VALUES, "readEnum");
  static final RuntimeMember AV_READ_EPOCH_SECONDS = method(ATTRIBUTE_VALUES, "readEpochSeconds");
  static final RuntimeMember AV_READ_SS = method(ATTRIBUTE_VALUES, "readSs");
  static final RuntimeMember AV_READ_NS = method(ATTRIBUTE_VALUES, "readNs");
  static final RuntimeMember AV_READ_BS = method(ATTRIBUTE_VALUES, "readBs");
  static final RuntimeMember AV_READ_STRING_LIST = method(ATTRIBUTE_VALUES, "readStringList");
  static final RuntimeMember AV_READ_L = method(ATTRIBUTE_VALUES, "readL");
  static final RuntimeMember AV_READ_INT_ARRAY = method(ATTRIBUTE_VALUES, "readIntArray");
  static final RuntimeMember AV_READ_LONG_ARRAY = method(ATTRIBUTE_VALUES, "readLongArray");
  static final RuntimeMember AV_READ_DOUBLE_ARRAY = method(ATTRIBUTE_VALUES, "readDoubleArray");
  static final RuntimeMember AV_READ_STRING_MAP = method(ATTRIBUTE_VALUES, "readStringMap");
  static final RuntimeMember AV_READ_M = method(ATTRIBUTE_VALUES, "readM");
  static final ClassName ITEM_VALUES = type(INTERNAL, "ItemValues");
  /** Every {@code ItemValues} accessor a mapper may call (see {@code Codecs}), by name. */
  private static final Map<String, RuntimeMember> ITEM_VALUES_ACCESSORS = new HashMap<>();
  static {
    for (String type : List.of("String", "Integer", "Long", "Short", "Byte", "Double", "Float", "BigDecimal",
        "BigInteger", "Boolean")) {
      itemValues("put" + type);
    }
    for (String type : List.of("String", "Integer", "Long", "Short", "Byte", "Double", "Float", "BigDecimal",
        "BigInteger", "Boolean", "Instant", "LocalDate", "LocalDateTime", "OffsetDateTime", "ZonedDateTime", "Uuid")) {
      itemValues("get" + type);
    }
    for (String name : List.of("putText", "putEnum", "putEpochSeconds", "putStringList", "putList", "putStringMap",
        "putMap", "putValue", "getEnum", "getEpochSeconds", "getStringList", "getStringMap", "getList", "getMap",
        "getValue")) {
      itemValues(name);
    }
  }
  static final ClassName SCALAR_CODEC = type(INTERNAL, "ScalarCodec");
  /** Every shared {@code ScalarCodec} constant, by name. */
  private static final Map<String, RuntimeMember> SCALAR_CODECS = new HashMap<>();
  static {
    for (String name : List.of("STRING", "INTEGER", "LONG", "SHORT", "BYTE", "DOUBLE", "FLOAT", "BIG_DECIMAL",
        "BIG_INTEGER", "BOOLEAN", "INSTANT", "LOCAL_DATE", "LOCAL_DATE_TIME", "OFFSET_DATE_TIME", "ZONED_DATE_TIME",
        "UUID")) {
      SCALAR_CODECS.put(name, field(SCALAR_CODEC, name));
    }
  }
  static final ClassName KEY_VALUES = type(INTERNAL, "KeyValues");
  static final RuntimeMember KEY_VALUES_S = method(KEY_VALUES, "s");
  static final RuntimeMember KEY_VALUES_N = method(KEY_VALUES, "n");
  static final RuntimeMember KEY_VALUES_REQUIRE = method(KEY_VALUES, "require");
  static final RuntimeMember KEY_VALUES_REQUIRE_KEY = method(KEY_VALUES, "requireKey");
  static final RuntimeMember KEY_VALUES_REQUIRE_NO_SORT_KEY = method(KEY_VALUES, "requireNoSortKey");
  static final RuntimeMember KEY_VALUES_NOT_A_KEY_ATTRIBUTE = method(KEY_VALUES, "notAKeyAttribute");
  static final ClassName AUDITORS = type(INTERNAL, "Auditors");
  static final RuntimeMember AUDITORS_REQUIRE = method(AUDITORS, "require");
  static final ClassName KEY_TEMPLATES = type(INTERNAL, "KeyTemplates");
  static final RuntimeMember KEY_TEMPLATES_CONVERTED = method(KEY_TEMPLATES, "converted");
  static final RuntimeMember KEY_TEMPLATES_UNCONVERTED = method(KEY_TEMPLATES, "unconverted");
  static final ClassName ITEM_COLLECTIONS = type(INTERNAL, "ItemCollections");
  static final ClassName PROJECTION_MAPPER = type(INTERNAL, "ProjectionMapper");
  static final ClassName QUERY_EXECUTION = type(INTERNAL, "QueryExecution");
  /** The base of a selective repository's {@code _Impl}: Spring Data's interfaces, CRUD delegated. */
  static final ClassName SELECTIVE_REPOSITORY = type(INTERNAL, "SelectiveRepository");
  static final RuntimeMember SELECTIVE_CRUD = method(SELECTIVE_REPOSITORY, "crud");
  static final RuntimeMember EXECUTION_LIMIT = method(QUERY_EXECUTION, "limit");
  static final RuntimeMember EXECUTION_LIST = method(QUERY_EXECUTION, "list");
  static final RuntimeMember EXECUTION_STREAM = method(QUERY_EXECUTION, "stream");
  static final RuntimeMember EXECUTION_ONE = method(QUERY_EXECUTION, "one");
  static final RuntimeMember EXECUTION_WINDOW = method(QUERY_EXECUTION, "window");
  static final RuntimeMember EXECUTION_COUNT = method(QUERY_EXECUTION, "count");
  static final RuntimeMember EXECUTION_EXISTS = method(QUERY_EXECUTION, "exists");
  static final RuntimeMember EXECUTION_STATEMENT = method(QUERY_EXECUTION, "statement");
  static final RuntimeMember EXECUTION_STATEMENT_ONE = method(QUERY_EXECUTION, "statementOne");
  static final ClassName QUERY_ARGUMENTS = type(INTERNAL, "QueryArguments");
  static final RuntimeMember ARGUMENTS_REQUIRE_ALL = method(QUERY_ARGUMENTS, "requireAll");
  static final RuntimeMember ARGUMENTS_REFUSED = method(QUERY_ARGUMENTS, "refused");
  static final RuntimeMember ARGUMENTS_LIST = method(QUERY_ARGUMENTS, "list");
  static final RuntimeMember ARGUMENTS_SPEL = method(QUERY_ARGUMENTS, "spel");
  static final ClassName QUERY_PLAN = type(INTERNAL, "QueryPlan");
  static final RuntimeMember PLAN_OF = method(QUERY_PLAN, "of");
  static final RuntimeMember PLAN_DESCENDING = method(QUERY_PLAN, "descending");
  static final RuntimeMember PLAN_CONSISTENT_READ = method(QUERY_PLAN, "consistentRead");
  static final RuntimeMember PLAN_PROJECTING = method(QUERY_PLAN, "projecting");
  static final RuntimeMember PLAN_REQUIRE = method(QUERY_PLAN, "require");
  static final RuntimeMember PLAN_BIND = method(QUERY_PLAN, "bind");
  /** What {@code QueryPlan.bind} returns. */
  static final ClassName BOUND_QUERY = type(INTERNAL, "QueryPlan", "Bound");
  static final RuntimeMember BOUND_QUERY_QUERY = method(BOUND_QUERY, "query");
  static final ClassName KEY_RANGES = type(INTERNAL, "KeyRanges");
  static final RuntimeMember RANGES_PREFIX_END = method(KEY_RANGES, "prefixEnd");
  static final RuntimeMember RANGES_LOWER = method(KEY_RANGES, "lower");
  static final RuntimeMember RANGES_UPPER = method(KEY_RANGES, "upper");
  static final RuntimeMember RANGES_EXACT = method(KEY_RANGES, "exact");
  static final RuntimeMember RANGES_PADDED_LOWER = method(KEY_RANGES, "paddedLower");
  static final RuntimeMember RANGES_PADDED_UPPER = method(KEY_RANGES, "paddedUpper");
  static final RuntimeMember RANGES_PADDED_EXACT = method(KEY_RANGES, "paddedExact");

  // io.dynaforge.core
  static final ClassName OPERATIONS = type(CORE, "DynamoDbOperations");
  static final RuntimeMember OPERATIONS_FIND_BY_ID = method(OPERATIONS, "findById");
  static final RuntimeMember OPERATIONS_UPDATE = method(OPERATIONS, "update");
  static final RuntimeMember OPERATIONS_QUERY_ITEM_COLLECTION = method(OPERATIONS, "queryItemCollection");
  /** What {@code queryItemCollection} returns. */
  static final ClassName ENTITY_QUERY_RESULT = type(CORE, "EntityQueryResult");
  static final RuntimeMember QUERY_RESULT_GET_RESULT = method(ENTITY_QUERY_RESULT, "getResult");
  static final ClassName PAGE_REQUEST = type(CORE, "DynamoDbPageRequest");
  static final RuntimeMember PAGE_REQUEST_OF = method(PAGE_REQUEST, "of");
  static final RuntimeMember PAGE_REQUEST_UNPAGED = method(PAGE_REQUEST, "unpaged");
  static final ClassName CONVERSIONS = type(MAPPING, "AttributeValueConversions");
  static final RuntimeMember CONVERSIONS_TO_ATTRIBUTE_VALUE = method(CONVERSIONS, "toAttributeValue");
  /** Names the running repository method in observations. */
  static final ClassName REPOSITORY_METHOD = type(CORE, "RepositoryMethod");
  static final RuntimeMember REPOSITORY_METHOD_ENTER = method(REPOSITORY_METHOD, "enter");
  static final RuntimeMember REPOSITORY_METHOD_EXIT = method(REPOSITORY_METHOD, "exit");

  // io.dynaforge.repository
  static final ClassName SIMPLE_REPOSITORY = type(REPOSITORY, "SimpleDynamoDbRepository");
  static final ClassName SIMPLE_COLLECTION_REPOSITORY = type(REPOSITORY, "SimpleItemCollectionRepository");
  static final ClassName REPOSITORY_FACTORY = type(REPOSITORY, "RepositoryFactory");
  static final RuntimeMember FACTORY_REPOSITORY_INTERFACE = method(REPOSITORY_FACTORY, "repositoryInterface");
  static final RuntimeMember FACTORY_IMPLEMENTATION_CLASS = method(REPOSITORY_FACTORY, "implementationClass");
  static final RuntimeMember FACTORY_CREATE = method(REPOSITORY_FACTORY, "create");
  static final ClassName REPOSITORY_FRAGMENTS = type(REPOSITORY, "RepositoryFragments");
  static final RuntimeMember FRAGMENTS_CONSTRUCTED = field(REPOSITORY_FRAGMENTS, "CONSTRUCTED");
  static final RuntimeMember FRAGMENTS_IMPLEMENTATION = method(REPOSITORY_FRAGMENTS, "implementation");

  // io.dynaforge.reactive (module dynaforge-reactive): what generated reactive repositories call
  static final String REACTIVE = "io.dynaforge.reactive";
  static final String REACTIVE_INTERNAL = "io.dynaforge.reactive.internal";
  static final ClassName REACTIVE_OPERATIONS = type(REACTIVE, "ReactiveDynamoDbOperations");
  static final RuntimeMember REACTIVE_OPERATIONS_FIND_BY_ID = method(REACTIVE_OPERATIONS, "findById");
  static final RuntimeMember REACTIVE_OPERATIONS_UPDATE = method(REACTIVE_OPERATIONS, "update");
  static final RuntimeMember REACTIVE_OPERATIONS_QUERY_ITEM_COLLECTION =
      method(REACTIVE_OPERATIONS, "queryItemCollection");
  static final ClassName SIMPLE_REACTIVE_REPOSITORY = type(REACTIVE, "SimpleReactiveDynamoDbRepository");
  /** Names a publisher by its repository method in the Reactor context (protected: called by the subclass). */
  static final RuntimeMember REACTIVE_NAMED = method(SIMPLE_REACTIVE_REPOSITORY, "named");
  static final ClassName SIMPLE_REACTIVE_COLLECTION_REPOSITORY = type(REACTIVE, "SimpleReactiveItemCollectionRepository");
  static final RuntimeMember REACTIVE_COLLECTION_NAMED = method(SIMPLE_REACTIVE_COLLECTION_REPOSITORY, "named");
  static final ClassName REACTIVE_QUERY_EXECUTION = type(REACTIVE_INTERNAL, "ReactiveQueryExecution");
  static final ClassName SELECTIVE_REACTIVE_REPOSITORY = type(REACTIVE_INTERNAL, "SelectiveReactiveRepository");
  static final RuntimeMember SELECTIVE_REACTIVE_CRUD = method(SELECTIVE_REACTIVE_REPOSITORY, "crud");
  /** Names a publisher as {@link #REACTIVE_NAMED} does, in a selective repository. */
  static final RuntimeMember SELECTIVE_REACTIVE_NAMED = method(SELECTIVE_REACTIVE_REPOSITORY, "named");
  static final RuntimeMember REACTIVE_EXECUTION_FLUX = method(REACTIVE_QUERY_EXECUTION, "flux");
  static final RuntimeMember REACTIVE_EXECUTION_ONE = method(REACTIVE_QUERY_EXECUTION, "one");
  static final RuntimeMember REACTIVE_EXECUTION_WINDOW = method(REACTIVE_QUERY_EXECUTION, "window");
  static final RuntimeMember REACTIVE_EXECUTION_COUNT = method(REACTIVE_QUERY_EXECUTION, "count");
  static final RuntimeMember REACTIVE_EXECUTION_EXISTS = method(REACTIVE_QUERY_EXECUTION, "exists");
  static final RuntimeMember REACTIVE_EXECUTION_STATEMENT = method(REACTIVE_QUERY_EXECUTION, "statement");
  static final RuntimeMember REACTIVE_EXECUTION_STATEMENT_ONE = method(REACTIVE_QUERY_EXECUTION, "statementOne");
  static final ClassName REACTIVE_REPOSITORY_FACTORY = type(REPOSITORY, "ReactiveRepositoryFactory");
  static final RuntimeMember REACTIVE_FACTORY_REPOSITORY_INTERFACE =
      method(REACTIVE_REPOSITORY_FACTORY, "repositoryInterface");
  static final RuntimeMember REACTIVE_FACTORY_IMPLEMENTATION_CLASS =
      method(REACTIVE_REPOSITORY_FACTORY, "implementationClass");
  static final RuntimeMember REACTIVE_FACTORY_OPERATIONS_TYPE = method(REACTIVE_REPOSITORY_FACTORY, "operationsType");
  static final RuntimeMember REACTIVE_FACTORY_CREATE = method(REACTIVE_REPOSITORY_FACTORY, "create");
  // Reactor
  static final ClassName MONO = type("reactor.core.publisher", "Mono");
  static final RuntimeMember MONO_THEN = method(MONO, "then");
  static final RuntimeMember MONO_MAP_NOT_NULL = method(MONO, "mapNotNull");
  static final RuntimeMember MONO_FLUX = method(MONO, "flux");

  // io.dynaforge.mapping
  static final ClassName ATTRIBUTE_PATH = type(MAPPING, "AttributePath");
  static final RuntimeMember ATTRIBUTE_PATH_OF = method(ATTRIBUTE_PATH, "of");
  static final ClassName DYNAMODB_MAPPING_EXCEPTION = type(MAPPING, "DynamoDbMappingException");
  static final ClassName ENTITY_MAPPER = type(MAPPING, "EntityMapper");
  static final RuntimeMember ENTITY_MAPPER_COMPOSE_COLUMN = method(ENTITY_MAPPER, "composeColumn");
  static final ClassName ITEM_MAPPER = type(MAPPING, "ItemMapper");
  /** A nested type's generated mapper writes and reads its values (the mapper is the element codec too). */
  static final RuntimeMember ITEM_MAPPER_TO_ATTRIBUTE_VALUE = method(ITEM_MAPPER, "toAttributeValue");
  static final RuntimeMember ITEM_MAPPER_FROM_ATTRIBUTE_VALUE = method(ITEM_MAPPER, "fromAttributeValue");
  static final ClassName ATTRIBUTE_CONVERTER = type(MAPPING, "AttributeConverter");
  static final RuntimeMember CONVERTER_TO_ATTRIBUTE_VALUE = method(ATTRIBUTE_CONVERTER, "toAttributeValue");
  static final RuntimeMember CONVERTER_FROM_ATTRIBUTE_VALUE = method(ATTRIBUTE_CONVERTER, "fromAttributeValue");
  static final ClassName ENTITY_METADATA = type(MAPPING, "EntityMetadata");
  static final ClassName ENTITY_METADATA_INDEX = type(MAPPING, "EntityMetadata", "Index");
  static final ClassName KIND_PATTERN = type(MAPPING, "KindPattern");
  static final RuntimeMember KIND_PATTERN_OF = method(KIND_PATTERN, "of");
  static final ClassName DERIVED_COLUMN = type(MAPPING, "DerivedColumn");
  static final ClassName KEY_ATTRIBUTE = type(MAPPING, "KeyAttribute");
  static final ClassName ATOMIC_COUNTER_ATTRIBUTE = type(MAPPING, "AtomicCounterAttribute");
  static final ClassName COLLECTION_MAPPER = type(MAPPING, "ItemCollectionMapper");

  // io.dynaforge.expression (the typed attributes of AttributesWriter)
  static final ClassName ATTRIBUTE = type(EXPRESSION, "Attribute");
  static final ClassName STRING_ATTRIBUTE = type(EXPRESSION, "StringAttribute");
  static final ClassName NUMBER_ATTRIBUTE = type(EXPRESSION, "NumberAttribute");
  static final ClassName LIST_ATTRIBUTE = type(EXPRESSION, "ListAttribute");
  static final ClassName SET_ATTRIBUTE = type(EXPRESSION, "SetAttribute");
  static final ClassName EXPRESSION_KEY_ATTRIBUTE = type(EXPRESSION, "KeyAttribute");
  static final ClassName VERSION_ATTRIBUTE = type(EXPRESSION, "VersionAttribute");
  static final ClassName SIGNED_ATTRIBUTE = type(EXPRESSION, "SignedAttribute");
  static final ClassName ENCRYPTED_ATTRIBUTE = type(EXPRESSION, "EncryptedAttribute");

  // io.dynaforge.annotation
  static final ClassName INDEX_PROJECTION = type(ANNOTATION, "IndexProjection");
  static final ClassName STREAM_VIEW = type(ANNOTATION, "StreamView");
  static final ClassName CHANGE_TYPE = type(ANNOTATION, "ChangeType");

  // io.dynaforge.stream (the dispatchers of DispatcherWriter)
  static final String STREAM = "io.dynaforge.stream";
  static final ClassName CHANGE_EVENT = type(STREAM, "ChangeEvent");
  static final RuntimeMember CHANGE_EVENT_AS = method(CHANGE_EVENT, "as");
  static final RuntimeMember CHANGE_EVENT_ENTITY_TYPE = method(CHANGE_EVENT, "entityType");
  static final RuntimeMember CHANGE_EVENT_TYPE = method(CHANGE_EVENT, "type");
  static final ClassName CHANGE_DISPATCHER = type(STREAM, "ChangeDispatcher");
  static final RuntimeMember DISPATCH = method(CHANGE_DISPATCHER, "dispatch");
  static final ClassName UNMAPPED_ITEM = type(STREAM, "UnmappedItem");

  // the JDK
  static final ClassName MAP = ClassName.get("java.util", "Map");
  static final ClassName HASH_MAP = ClassName.get("java.util", "HashMap");
  static final ClassName LIST = ClassName.get("java.util", "List");
  static final ClassName SET = ClassName.get("java.util", "Set");
  static final ClassName LINKED_HASH_SET = ClassName.get("java.util", "LinkedHashSet");
  static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
  static final ClassName INSTANT = ClassName.get("java.time", "Instant");
  static final ClassName ZONE_OFFSET = ClassName.get("java.time", "ZoneOffset");

  static final TypeName ITEM =
      ParameterizedTypeName.get(MAP, ClassName.get(String.class), ATTRIBUTE_VALUE);
}
