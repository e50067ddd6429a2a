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

  // ---------------------------------------------------------------- key templates
  MALFORMED_TEMPLATE(
      "MalformedTemplate",
      "@SortKeyTemplate(\"%s\") on %s cannot be parsed: %s. Write placeholders as {property}."),
  TEMPLATE_UNKNOWN_PLACEHOLDER(
      "TemplateUnknownPlaceholder",
      "@SortKeyTemplate(\"%s\") on %s names the placeholder {%s}, but %s has no such property.%s"
          + " Placeholders name properties of the same type."),
  TEMPLATE_WITHOUT_PLACEHOLDERS(
      "TemplateWithoutPlaceholders",
      "@SortKeyTemplate(\"%s\") on %s has no {property} placeholder, so every item would get the same"
          + " key. Add a placeholder such as {id}, or map the attribute with a plain property."),
  DUPLICATE_TEMPLATE_COLUMN(
      "DuplicateTemplateColumn",
      "%s has two @SortKeyTemplates on the column '%s' (\"%s\" and \"%s\"). Each template composes its"
          + " own column: set column = \"...\" on one of them."),
  TEMPLATE_COLUMN_CONFLICT(
      "TemplateColumnConflict",
      "@SortKeyTemplate(\"%s\") on %s composes the attribute '%s', which %s already maps. Remove the"
          + " property, or point the template at another column."),
  UNSUPPORTED_PLACEHOLDER_TYPE(
      "UnsupportedPlaceholderType",
      "Placeholder {%s} of @SortKeyTemplate(\"%s\") on %s has type %s, which has no canonical string"
          + " form. Use a String, a number, an enum, UUID, LocalDate, Instant or another date/time type."),
  ADJACENT_PLACEHOLDERS(
      "AdjacentPlaceholders",
      "@SortKeyTemplate(\"%s\") on %s puts {%s} right before {%s} with no literal between them, so the"
          + " stored value cannot be split back reliably ({%s} reads back empty). Put a separator such as"
          + " '#' between them.",
      Diagnostic.Kind.WARNING),
  AMBIGUOUS_TEMPLATE_LITERAL(
      "AmbiguousTemplateLiteral",
      "Placeholder {%s} of @SortKeyTemplate(\"%s\") on %s is a String followed by the literal \"%s\": a"
          + " value containing \"%s\" could not be decomposed, so such values are rejected when writing."
          + " Use an id, enum or date type, or suppress with @SuppressWarnings(\"Dynaforge/AmbiguousTemplateLiteral\").",
      Diagnostic.Kind.WARNING),
  INVALID_DERIVED(
      "InvalidDerived",
      "@Derived on '%s' of %s cannot be recovered on read: %s."),

  // ---------------------------------------------------------------- @Embedded
  INVALID_EMBEDDED_REGEX(
      "InvalidEmbeddedRegex",
      "The regex \"%s\" of @Embedded '%s' on %s does not compile: %s"),
  EMBEDDED_ROUTE_WITHOUT_SORT_KEY(
      "EmbeddedRouteWithoutSortKey",
      "@Embedded '%s' of %s routes by the sort-key value, but %s has no sort key. Add a @SortKey or a"
          + " @SortKeyTemplate, or remove startsWith/endsWith/regex."),
  OVERLAPPING_EMBEDDED_ROUTES(
      "OverlappingEmbeddedRoutes",
      "@Embedded '%s' (startsWith \"%s\") and '%s' (startsWith \"%s\") of %s overlap: a row whose sort key"
          + " starts with \"%s\" populates both. Use regex to draw the boundary, e.g. regex = \"%s[^#]+\".",
      Diagnostic.Kind.WARNING),
  EMBEDDED_ON_COLLECTION(
      "EmbeddedOnCollection",
      "@Embedded on the collection '%s' of %s has no effect: collections are stored natively (L, M or a"
          + " set). Remove the annotation.",
      Diagnostic.Kind.WARNING),

  // ---------------------------------------------------------------- repositories
  REPOSITORY_ENTITY(
      "RepositoryEntity",
      "%s is a DynamoDbRepository of %s, which is not a @Table entity. Annotate %s with @Table, or use a"
          + " SecondaryIndexRepository for a @SecondaryIndex view."),
  REPOSITORY_ID_TYPE(
      "RepositoryIdType",
      "%s declares the id type %s, but %s %s. Declare DynamoDbRepository<%s, %s>."),
  INVALID_METHOD_NAME(
      "InvalidMethodName",
      "%s.%s is not a derived query: %s. Rename it, or declare the query with @Query."),
  UNKNOWN_PROPERTY(
      "UnknownProperty",
      "%s.%s refers to '%s', but %s has no such property.%s"),
  UNSUPPORTED_KEYWORD(
      "UnsupportedKeyword",
      "%s.%s uses %s, which DynamoDB expressions cannot evaluate. %s"),
  UNSUPPORTED_DERIVED_DELETE(
      "UnsupportedDerivedDelete",
      "%s.%s is a derived %s…By method. Deletes are always explicit in Dynaforge: find the items, then call"
          + " delete(entity) or deleteById(id) (one DeleteItem each)."),
  PAGED_RETURN_TYPE(
      "PagedReturnType",
      "%s.%s returns %s, which needs a total count and numeric offsets. DynamoDB pages with an opaque"
          + " LastEvaluatedKey cursor instead: return Window<%s> and take a ScrollPosition parameter, then continue"
          + " from window.positionAt(window.size() - 1)."),
  UNSUPPORTED_RETURN_TYPE(
      "UnsupportedReturnType",
      "%s.%s returns %s. %s"),
  INVALID_ORDER_BY(
      "InvalidOrderBy",
      "%s.%s orders by '%s': %s"),
  LIMIT_CONFLICT(
      "LimitConflict",
      "%s.%s limits the result twice, with %s in its name and the Limit parameter '%s'. Keep one of them."),
  PARAMETER_MISMATCH(
      "ParameterMismatch",
      "%s.%s: %s"),
  KEY_ATTRIBUTE_IN_FILTER(
      "KeyAttributeInFilter",
      "%s.%s: '%s' is a key attribute and %s cannot be part of the key condition, but DynamoDB does not allow"
          + " key attributes in a Query's filter. Express it as one key condition (Between for two bounds,"
          + " StartingWith for a prefix), or split the method."),
  SCAN_SHAPED_METHOD(
      "ScanShapedMethod",
      "%s.%s would Scan the whole table '%s'. Read as: %s. It cannot be a Query because %s. Fix: %s, query a"
          + " @SecondaryIndex view whose key fits, or opt in with @AllowScan."),
  UNNECESSARY_ALLOW_SCAN(
      "UnnecessaryAllowScan",
      "%s.%s carries @AllowScan but runs as a %s; remove the annotation so that a later change that turns it"
          + " into a Scan is caught by the compiler.",
      Diagnostic.Kind.WARNING),
  FILTER_ON_DERIVED_PROPERTY(
      "FilterOnDerivedProperty",
      "%s.%s filters on '%s', which is @Derived and therefore not stored: the filter can never match. Bind it"
          + " together with the placeholders before it (so it becomes part of the sort-key condition), or remove"
          + " @Derived to store it.",
      Diagnostic.Kind.WARNING),
  DECLARED_QUERY_NOT_SUPPORTED(
      "DeclaredQueryNotSupported",
      "%s.%s carries @%s, which this version of Dynaforge does not implement yet. Use a derived query method,"
          + " or call DynamoDbOperations directly from a default method."),
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
