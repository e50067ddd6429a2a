package io.dynaforge.processor.validation;

import java.util.Locale;
import javax.tools.Diagnostic;

/**
 * Every diagnostic the processor reports, with its stable id and message template. Messages say
 * what is wrong, where, and how to fix it; {@code docs/diagnostics.md} lists each id with an
 * example.
 */
public enum DiagnosticId {
  INTERNAL_ERROR(
      "InternalError",
      "Dynaforge failed while processing %s: %s. This is a bug in Dynaforge; please report it with"
          + " this type's source."),

  // ---------------------------------------------------------------- entities
  MISSING_PARTITION_KEY(
      "MissingPartitionKey",
      "@Table entity %s has no @PartitionKey. Every DynamoDB table has exactly one partition key:"
          + " annotate the property that holds it with @PartitionKey."),
  DUPLICATE_PARTITION_KEY(
      "DuplicatePartitionKey",
      "@Table entity %s declares a second @PartitionKey on '%s' (the first is '%s'). A base table has"
          + " exactly one partition key; multi-attribute keys exist only on @SecondaryIndex views."
          + " Remove one of the annotations."),
  DUPLICATE_SORT_KEY(
      "DuplicateSortKey",
      "@Table entity %s declares a second @SortKey on '%s' (the first is '%s'). A base table has at"
          + " most one sort key; compose several values into one with @SortKeyTemplate."),
  TABLE_WITH_VIEW(
      "TableWithView",
      "%s is annotated both @Table and @%s. A class is either a writable base-table entity or a"
          + " read-only view, never both: move the view to its own type."),
  UNSUPPORTED_KEY_TYPE(
      "UnsupportedKeyType",
      "Key property '%s' of %s has type %s, which is not a DynamoDB key type. Keys must be strings"
          + " (S), numbers (N) or binary (B): use String, a number type, an enum, UUID, a date/time"
          + " type, or byte[]."),
  VERSION_NOT_NUMERIC(
      "VersionNotNumeric",
      "@Version property '%s' of %s has type %s. Optimistic locking needs a number: use long, Long,"
          + " int or Integer."),
  UNSUPPORTED_PROPERTY_TYPE(
      "UnsupportedPropertyType",
      "Property '%s' of %s has type %s, which Dynaforge cannot store: %s. Annotate the property with"
          + " @Converter(YourConverter.class) naming an io.dynaforge.mapping.AttributeConverter<%s>,"
          + " or mark it @Transient."),
  INVALID_CONVERTER(
      "InvalidConverter",
      "@Converter on property '%s' of %s names %s, which %s."),
  INVALID_TIME_TO_LIVE(
      "InvalidTimeToLive",
      "@TimeToLive property '%s' of %s has type %s. DynamoDB TTL is a number of epoch seconds: use"
          + " Instant, long or Long."),
  INACCESSIBLE_PROPERTY(
      "InaccessibleProperty",
      "Property '%s' of %s cannot be %s without reflection. %s"),
  INACCESSIBLE_CONSTRUCTOR(
      "InaccessibleConstructor",
      "%s has no constructor generated code can call. %s"),
  NON_INSTANTIABLE_ENTITY(
      "NonInstantiableEntity",
      "%s cannot be instantiated by generated code because %s. Use a concrete, non-generic class or"
          + " a record."),
  DUPLICATE_ATTRIBUTE_NAME(
      "DuplicateAttributeName",
      "Properties '%s' and '%s' of %s both map to the attribute '%s'. Give one of them another name"
          + " with @Column."),
  KEY_ORDER_GAP(
      "KeyOrderGap",
      "The %s order values of %s are %s; they must be contiguous and start at 0."),
  ;

  private final String id;
  private final String template;
  private final Diagnostic.Kind kind;

  DiagnosticId(String id, String template) {
    this(id, template, Diagnostic.Kind.ERROR);
  }

  DiagnosticId(String id, String template, Diagnostic.Kind kind) {
    this.id = id;
    this.template = template;
    this.kind = kind;
  }

  /** The stable id, as in {@code [Dynaforge/MissingPartitionKey]}. */
  public String id() {
    return id;
  }

  public Diagnostic.Kind kind() {
    return kind;
  }

  /** The full message: {@code [Dynaforge/Id] } followed by the formatted template. */
  public String format(Object... args) {
    return "[Dynaforge/" + id + "] " + String.format(Locale.ROOT, template, args);
  }
}
