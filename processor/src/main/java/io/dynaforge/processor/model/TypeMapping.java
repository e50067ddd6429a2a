package io.dynaforge.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/**
 * How one Java type is stored: decided at build time, so generated code converts directly with no
 * lookup at run time. Collections and maps nest to any depth.
 */
public sealed interface TypeMapping {

  /** The Java type (boxed where the property is boxed). */
  TypeName javaType();

  /** The DynamoDB type written: S, N, B, BOOL, SS, NS, BS, L, M, or "?" for a converter. */
  String dynamoType();

  /** Whether this is a DynamoDB key type (S, N or B scalar). */
  default boolean isKeyType() {
    return false;
  }

  /** Numbers, booleans, strings, byte arrays: written with one {@code AttributeValues} call. */
  record Scalar(ScalarKind kind, TypeName javaType) implements TypeMapping {
    @Override
    public String dynamoType() {
      return kind.dynamoType();
    }

    @Override
    public boolean isKeyType() {
      return !kind.dynamoType().equals("BOOL");
    }
  }

  /** A type with a canonical string form (UUID, URI, dates and times, ...): S. */
  record Textual(TextualKind kind, TypeName javaType) implements TypeMapping {
    @Override
    public String dynamoType() {
      return "S";
    }

    @Override
    public boolean isKeyType() {
      return true;
    }
  }

  /** An enum: S, its {@code name()}. */
  record EnumName(ClassName javaType) implements TypeMapping {
    @Override
    public String dynamoType() {
      return "S";
    }

    @Override
    public boolean isKeyType() {
      return true;
    }
  }

  /** {@code @TimeToLive}: N, epoch seconds. */
  record EpochSeconds(TypeName javaType) implements TypeMapping {
    @Override
    public String dynamoType() {
      return "N";
    }
  }

  /** A set of strings, numbers or binaries: SS, NS or BS. */
  record NativeSet(String dynamoType, TypeMapping element, TypeName javaType)
      implements TypeMapping {}

  /** A list, collection, array, or a set of non-scalar elements: L. */
  record ListOf(ContainerKind container, TypeMapping element, TypeName javaType)
      implements TypeMapping {
    @Override
    public String dynamoType() {
      return "L";
    }
  }

  /** {@code Map<String, V>}: M. */
  record MapOf(TypeMapping value, TypeName javaType) implements TypeMapping {
    @Override
    public String dynamoType() {
      return "M";
    }
  }

  /** A project class or record: M, through its generated nested mapper. */
  record Nested(ClassName javaType, ClassName mapper) implements TypeMapping {
    @Override
    public String dynamoType() {
      return "M";
    }
  }

  /** An {@code @Embedded} member whose properties are flattened into the owning item. */
  record Flattened(ClassName javaType) implements TypeMapping {
    @Override
    public String dynamoType() {
      return "flattened";
    }
  }

  /**
   * A type converted by a user {@code AttributeConverter}.
   *
   * @param keyType S, N or B when the converter declares the scalar it writes (it implements
   *     {@code StringAttributeConverter}, {@code NumberAttributeConverter} or
   *     {@code BinaryAttributeConverter}), so the property can be a key; else null
   * @param orderPreserving the converter class is {@code @OrderPreserving}: its stored value sorts like
   *     the value, so a template placeholder stored through it may take ranges and order a Query
   */
  record Converted(TypeName javaType, ClassName converter, String keyType, boolean orderPreserving)
      implements TypeMapping {

    public Converted(TypeName javaType, ClassName converter, String keyType) {
      this(javaType, converter, keyType, false);
    }

    @Override
    public String dynamoType() {
      return keyType == null ? "?" : keyType;
    }

    @Override
    public boolean isKeyType() {
      return keyType != null;
    }
  }

  /** Not storable; {@code reason} says why (used in the diagnostic). */
  record Unsupported(TypeName javaType, String reason) implements TypeMapping {
    @Override
    public String dynamoType() {
      return "";
    }
  }

  /** The Java containers stored as L. */
  enum ContainerKind {
    LIST,
    COLLECTION,
    SET,
    OBJECT_ARRAY,
    INT_ARRAY,
    LONG_ARRAY,
    DOUBLE_ARRAY
  }

  /** Scalars written and read by one {@code AttributeValues} method each. */
  enum ScalarKind {
    STRING("S"),
    CHAR("S"),
    INT("N"),
    LONG("N"),
    SHORT("N"),
    BYTE("N"),
    DOUBLE("N"),
    FLOAT("N"),
    BIG_DECIMAL("N"),
    BIG_INTEGER("N"),
    BOOLEAN("BOOL"),
    BYTES("B"),
    SDK_BYTES("B"),
    BYTE_BUFFER("B");

    private final String dynamoType;

    ScalarKind(String dynamoType) {
      this.dynamoType = dynamoType;
    }

    public String dynamoType() {
      return dynamoType;
    }
  }

  /** Types stored as their canonical, documented string form. */
  enum TextualKind {
    UUID("java.util.UUID", "toString()", "fromString"),
    URI("java.net.URI", "toString()", "create"),
    URL("java.net.URL", "toExternalForm()", null),
    ZONE_ID("java.time.ZoneId", "getId()", "of"),
    LOCALE("java.util.Locale", "toLanguageTag()", "forLanguageTag"),
    CURRENCY("java.util.Currency", "getCurrencyCode()", "getInstance"),
    INSTANT("java.time.Instant", "toString()", "parse"),
    LOCAL_DATE("java.time.LocalDate", "toString()", "parse"),
    LOCAL_DATE_TIME("java.time.LocalDateTime", "toString()", "parse"),
    LOCAL_TIME("java.time.LocalTime", "toString()", "parse"),
    OFFSET_DATE_TIME("java.time.OffsetDateTime", "toString()", "parse"),
    ZONED_DATE_TIME("java.time.ZonedDateTime", "toString()", "parse"),
    DURATION("java.time.Duration", "toString()", "parse"),
    PERIOD("java.time.Period", "toString()", "parse"),
    YEAR("java.time.Year", "toString()", "parse"),
    YEAR_MONTH("java.time.YearMonth", "toString()", "parse");

    private final String qualifiedName;
    private final String toText;
    private final String parser;

    TextualKind(String qualifiedName, String toText, String parser) {
      this.qualifiedName = qualifiedName;
      this.toText = toText;
      this.parser = parser;
    }

    public String qualifiedName() {
      return qualifiedName;
    }

    /** The instance method call that gives the string form, e.g. {@code toString()}. */
    public String toText() {
      return toText;
    }

    /** The static factory on the type that parses it back, or null (URL: parsed by the runtime). */
    public String parser() {
      return parser;
    }

    public static TextualKind forName(String qualifiedName) {
      for (TextualKind kind : values()) {
        if (kind.qualifiedName.equals(qualifiedName)) {
          return kind;
        }
      }
      return null;
    }
  }
}
