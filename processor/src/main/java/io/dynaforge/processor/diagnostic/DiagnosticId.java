package io.dynaforge.processor.diagnostic;

import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;

/**
 * Every diagnostic the processor reports, with its stable id, its kind, its message template and the
 * names of the template's arguments, in order. Messages say what is wrong, where, and how to fix it;
 * {@code docs/diagnostics.md} lists each id with an example, and a meta-test checks that every id is
 * documented and asserted by a test.
 *
 * <p>{@link #format} refuses a call whose arguments do not match the declared names (count, or a null
 * argument), so a message can never silently print {@code null} or lose an argument.
 */
public enum DiagnosticId {
  INTERNAL_ERROR("InternalError",
      "Dynaforge failed while processing %s: %s. This is a bug in Dynaforge; please report it with"
          + " this type's source.",
      "type", "failure"),
  UNPROCESSED_TYPE("UnprocessedType",
      "%s was never processed: it refers to %s, which still did not exist when compilation ended, so"
          + " Dynaforge generated nothing for it. Check that the type is spelled right and that the processor"
          + " generating it (if any) runs in this compilation.",
      "type", "missing"),
  LOMBOK_ORDER("LombokOrder",
      "%s uses Lombok (@%s), but the members Lombok generates were not visible to Dynaforge, so %s. Put Lombok"
          + " before dynaforge-processor in maven-compiler-plugin's annotationProcessorPaths (Lombok must be on"
          + " the processor path, not only the classpath); see docs/mapping.md, \"Lombok\".",
      "type", "annotation", "problem"),

  // ---------------------------------------------------------------- entities
  MISSING_PARTITION_KEY("MissingPartitionKey",
      "@Table entity %s has no @PartitionKey. Every DynamoDB table has exactly one partition key:"
          + " annotate the property that holds it with @PartitionKey, or compose it with"
          + " @PartitionKeyTemplate(\"CUSTOMER#{customerId}\").",
      "entity"),
  DUPLICATE_PARTITION_KEY("DuplicatePartitionKey",
      "@Table entity %s declares a second @PartitionKey on '%s' (the first is '%s'). A base table has"
          + " exactly one partition key; multi-attribute keys exist only on @SecondaryIndex views."
          + " Remove one of the annotations.",
      "entity", "property", "first"),
  DUPLICATE_SORT_KEY("DuplicateSortKey",
      "@Table entity %s declares a second @SortKey on '%s' (the first is '%s'). A base table has at"
          + " most one sort key; compose several values into one with @SortKeyTemplate.",
      "entity", "property", "first"),
  TABLE_WITH_VIEW("TableWithView",
      "%s is annotated both @%s and @%s. A class is either a writable base-table entity or one read-only"
          + " view, never both: move the view to its own type.",
      "type", "first", "view"),
  UNSUPPORTED_KEY_TYPE("UnsupportedKeyType",
      "Key property '%s' of %s has type %s, which is not a DynamoDB key type. Keys must be strings"
          + " (S), numbers (N) or binary (B): use String, a number type, an enum, UUID, a date/time"
          + " type, or byte[], or a @Converter that implements io.dynaforge.mapping.StringAttributeConverter,"
          + " NumberAttributeConverter or BinaryAttributeConverter.",
      "property", "entity", "type"),
  VERSION_NOT_NUMERIC("VersionNotNumeric",
      "@Version property '%s' of %s has type %s. Optimistic locking needs a number: use long, Long,"
          + " int or Integer.",
      "property", "entity", "type"),
  UNSUPPORTED_PROPERTY_TYPE("UnsupportedPropertyType",
      "Property '%s' of %s has type %s, which Dynaforge cannot store: %s. Annotate the property with"
          + " @Converter(YourConverter.class) naming an io.dynaforge.mapping.AttributeConverter<%s>,"
          + " or mark it @Transient.",
      "property", "entity", "type", "reason", "boxedType"),
  TRANSIENT_RECORD_COMPONENT("TransientRecordComponent",
      "The record component '%s' of %s is marked @Transient, but a record is created through its canonical"
          + " constructor, which takes every component: the mapper cannot leave it out. Remove @Transient (the"
          + " component is then stored), move the value out of the record, or make the entity a class whose field the"
          + " mapper skips.",
      "component", "entity"),
  INVALID_CONVERTER("InvalidConverter",
      "@Converter on property '%s' of %s names %s, which %s.",
      "property", "entity", "converter", "problem"),
  INVALID_TIME_TO_LIVE("InvalidTimeToLive",
      "@TimeToLive property '%s' of %s has type %s. DynamoDB TTL is a number of epoch seconds: use"
          + " Instant, long or Long.",
      "property", "entity", "type"),
  TIME_TO_LIVE_CONFLICT("TimeToLiveConflict",
      "@TimeToLive property '%s' of %s stores the attribute '%s', but %s, in the same table '%s', expires items on"
          + " '%s': a table has one time-to-live attribute. Store every @TimeToLive property of the table in the"
          + " same attribute, e.g. @Column(\"%s\").",
      "property", "entity", "attribute", "other", "table", "otherAttribute", "fix"),
  INVALID_AUDITING_DATE("InvalidAuditingDate",
      "@%s property '%s' of %s has type %s, which generated auditing cannot set. Use Instant, LocalDateTime"
          + " (UTC), long or Long (epoch milliseconds).",
      "annotation", "property", "entity", "type"),
  INVALID_AUDITOR("InvalidAuditor",
      "@%s property '%s' of %s has type %s, which generated auditing cannot set from an AuditorAware: %s."
          + " Use the auditor's own class (e.g. String, UUID, Long, or a class of yours).",
      "annotation", "property", "entity", "type", "problem"),
  INVALID_ATOMIC_COUNTER("InvalidAtomicCounter",
      "@AtomicCounter property '%s' of %s cannot be a counter: %s. %s",
      "property", "entity", "problem", "fix"),
  INACCESSIBLE_PROPERTY("InaccessibleProperty",
      "Property '%s' of %s cannot be %s without reflection. %s",
      "property", "entity", "readOrWritten", "fix"),
  INACCESSIBLE_CONSTRUCTOR("InaccessibleConstructor",
      "%s has no constructor generated code can call. %s",
      "type", "fix"),
  NON_INSTANTIABLE_ENTITY("NonInstantiableEntity",
      "%s cannot be instantiated by generated code because %s. Use a concrete, non-generic class or"
          + " a record.",
      "type", "reason"),
  DUPLICATE_ATTRIBUTE_NAME("DuplicateAttributeName",
      "Properties '%s' and '%s' of %s both map to the attribute '%s'. Give one of them another name"
          + " with @Column.",
      "first", "second", "entity", "attribute"),
  KEY_ORDER_GAP("KeyOrderGap",
      "The %s order values of %s are %s; they must be contiguous and start at 0.",
      "annotation", "entity", "orders"),

  // ---------------------------------------------------------------- key templates
  MALFORMED_TEMPLATE("MalformedTemplate",
      "%s on %s cannot be parsed: %s. Write placeholders as {property}, or {property:width} for a zero-padded"
          + " integral number.",
      "template", "entity", "problem"),
  TEMPLATE_UNKNOWN_PLACEHOLDER("TemplateUnknownPlaceholder",
      "%s on %s names the placeholder {%s}, but %s has no such property.%s"
          + " Placeholders name properties of the same type.",
      "template", "entity", "placeholder", "entity2", "didYouMean"),
  TEMPLATE_WITHOUT_PLACEHOLDERS("TemplateWithoutPlaceholders",
      "%s on %s has no {property} placeholder, so every item would be stored in one partition. Add a"
          + " placeholder such as {customerId}, or map the partition key with a plain @PartitionKey property.",
      "template", "entity"),
  DUPLICATE_TEMPLATE_COLUMN("DuplicateTemplateColumn",
      "%s has two templates on the column '%s' (\"%s\" and \"%s\"). Each template composes its"
          + " own column: set column = \"...\" on one of them.",
      "entity", "column", "first", "second"),
  TEMPLATE_COLUMN_CONFLICT("TemplateColumnConflict",
      "%s on %s composes the attribute '%s', which %s already maps. Remove the"
          + " property, or point the template at another column.",
      "template", "entity", "column", "owner"),
  UNSUPPORTED_PLACEHOLDER_TYPE("UnsupportedPlaceholderType",
      "Placeholder {%s} of %s on %s has type %s, which has no canonical string form. %s.",
      "placeholder", "template", "entity", "type", "fix"),
  ADJACENT_PLACEHOLDERS("AdjacentPlaceholders", Diagnostic.Kind.WARNING,
      "%s on %s puts {%s} right before {%s} with no literal between them, so the"
          + " stored value cannot be split back reliably ({%s} reads back empty). Put a separator such as"
          + " '#' between them.",
      "template", "entity", "placeholder", "next", "placeholder2"),
  AMBIGUOUS_TEMPLATE_LITERAL("AmbiguousTemplateLiteral", Diagnostic.Kind.WARNING,
      "Placeholder {%s} of %s on %s is a String followed by the literal \"%s\": a"
          + " value containing \"%s\" could not be decomposed, so such values are rejected when writing."
          + " Use an id, enum or date type, or suppress with @SuppressWarnings(\"Dynaforge/AmbiguousTemplateLiteral\").",
      "placeholder", "template", "entity", "literal", "literal2"),
  INVALID_PLACEHOLDER_WIDTH("InvalidPlaceholderWidth",
      "Placeholder {%s:%s} of %s on %s has type %s, but a width zero-pads integral numbers only (int, long,"
          + " short, their boxes, BigInteger). Remove the width, or make the property integral.",
      "placeholder", "width", "template", "entity", "type"),
  INVALID_DERIVED("InvalidDerived",
      "@Derived on '%s' of %s cannot be recovered on read: %s.",
      "property", "entity", "reason"),

  // ---------------------------------------------------------------- @Embedded
  SHARED_TABLE_WITHOUT_ITEM_KIND("SharedTableWithoutItemKind", Diagnostic.Kind.WARNING,
      "%s shares the table '%s' with %s, but nothing in its sort key tells its items apart from theirs:"
          + " findAll() and count() of %s return every item of the table, and its queries read the other kinds of"
          + " a partition as %s. Give it a @SortKeyTemplate that starts with a literal (\"ORDER#{orderId}\") or a"
          + " constant item kind (\"PROFILE\"), or suppress with"
          + " @SuppressWarnings(\"Dynaforge/SharedTableWithoutItemKind\").",
      "entity", "table", "others", "entity2", "entity3"),

  INVALID_EMBEDDED_REGEX("InvalidEmbeddedRegex",
      "The regex \"%s\" of @Embedded '%s' on %s does not compile: %s",
      "regex", "property", "entity", "problem"),
  EMBEDDED_ROUTE_WITHOUT_SORT_KEY("EmbeddedRouteWithoutSortKey",
      "@Embedded '%s' of %s routes by the sort-key value, but %s has no sort key. Add a @SortKey or a"
          + " @SortKeyTemplate, or remove startsWith/endsWith/regex.",
      "property", "entity", "entity2"),
  OVERLAPPING_EMBEDDED_ROUTES("OverlappingEmbeddedRoutes", Diagnostic.Kind.WARNING,
      "@Embedded '%s' (startsWith \"%s\") and '%s' (startsWith \"%s\") of %s overlap: a row whose sort key"
          + " starts with \"%s\" populates both. Use regex to draw the boundary, e.g. regex = \"%s[^#]+\".",
      "first", "firstPrefix", "second", "secondPrefix", "entity", "longer", "shorter"),
  EMBEDDED_ON_COLLECTION("EmbeddedOnCollection", Diagnostic.Kind.WARNING,
      "@Embedded on the collection '%s' of %s has no effect: collections are stored natively (L, M or a"
          + " set). Remove the annotation.",
      "property", "entity"),

  // ---------------------------------------------------------------- secondary-index views
  VIEW_KEY_COUNT("ViewKeyCount",
      "@SecondaryIndex view %s declares %s, but %s. Declare its index's key attributes with @PartitionKey and"
          + " @SortKey (numbered with order).",
      "view", "declared", "rule"),
  TEMPLATE_ON_VIEW("TemplateOnView",
      "%s on the @SecondaryIndex view %s: a view only reads its index and composes no key. Put the template on"
          + " the @Table entity the index projects (column = \"%s\"), and declare the composed attribute here as a"
          + " String @PartitionKey or @SortKey.",
      "template", "view", "column"),
  VIEW_TABLE_REQUIRED("ViewTableRequired",
      "%s view %s names no table, and %s, so it cannot take the one table. Set %s(tableName = \"...\").",
      "annotation", "view", "tables", "annotation2"),
  UNWRITTEN_KEY_ATTRIBUTE("UnwrittenKeyAttribute",
      "%s %s '%s', but no entity of table '%s' (%s) writes that attribute, so %s.%s Name an attribute the"
          + " table's entities write, or write it from one of them (a property, @Column or a key template's column).",
      "view", "role", "attribute", "table", "entities", "consequence", "suggestion"),
  KEY_ATTRIBUTE_TYPE_CONFLICT("KeyAttributeTypeConflict",
      "The key attribute '%s' of table '%s' is %s in %s but %s in %s. DynamoDB declares one type per attribute,"
          + " so CreateTable or the first Query would fail: give both properties the same kind of type, or map one"
          + " to another attribute with @Column.",
      "attribute", "table", "type", "owner", "otherType", "otherOwner"),
  TOO_MANY_INDEXES("TooManyIndexes",
      "Table '%s' would have %s %s (%s), but DynamoDB allows at most %s. Share (overload) an index between"
          + " views instead.",
      "table", "count", "kind", "indexes", "limit"),
  LOCAL_INDEX_PARTITION_KEY("LocalIndexPartitionKey",
      "The local index view %s has the partition key '%s', but its table '%s' has '%s': a local secondary index"
          + " shares the base table's partition key. Map the view's @PartitionKey to '%s', or make the index"
          + " global (local = false).",
      "view", "attribute", "table", "tableKey", "tableKey2"),
  TABLE_KEY_SCHEMA_CONFLICT("TableKeySchemaConflict",
      "The entities %s and %s both use table '%s' but declare different primary keys (%s, and %s). One table has"
          + " one key schema, so CreateTable would make the table of one of them: give them the same key attributes"
          + " in the same order (a single-table design maps every entity to generic keys, e.g. pk and sk with"
          + " @PartitionKeyTemplate and @SortKeyTemplate), or give one its own @Table.",
      "entity", "other", "table", "keys", "otherKeys"),
  KEY_ATTRIBUTE_NAME_CONFLICT("KeyAttributeNameConflict",
      "@Table entity %s names the key attributes of table '%s' %s, but %s, in the same table, names them %s. One"
          + " table has one key schema: write the same @Table(partitionKey = ..., sortKey = ...) on every entity"
          + " of the table (empty means pk and sk), or give one its own @Table.",
      "entity", "table", "names", "other", "otherNames"),
  INVALID_TABLE_INDEX("InvalidTableIndex",
      "%s on @Table entity %s is not an index DynamoDB can create: %s.",
      "index", "entity", "problem"),
  INVALID_INDEX_KEY_ATTRIBUTE("InvalidIndexKeyAttribute",
      "%s on @Table entity %s keys the index by the attribute '%s', but %s. An index key attribute is one the"
          + " entity writes as S, N or B: a template column (@PartitionKeyTemplate(column = ...),"
          + " @SortKeyTemplate(column = ...)) or a property's attribute.%s",
      "index", "entity", "attribute", "problem", "didYouMean"),
  INDEX_KEY_SCHEMA_CONFLICT("IndexKeySchemaConflict",
      "%s and %s both read the index '%s' of table '%s' but declare different keys (%s, and %s). One"
          + " index has one key schema: make every declaration of it (@SecondaryIndex views' @PartitionKey and"
          + " @SortKey, @TableIndex(partitionKey, sortKey)) name the same key attributes in the same order.",
      "view", "other", "index", "table", "keys", "otherKeys"),
  INDEX_KEY_OF_SEVERAL_KINDS("IndexKeyOfSeveralKinds", Diagnostic.Kind.WARNING,
      "%s keys its index '%s' on '%s', which %s of table '%s' all write: the index holds the items of each, and"
          + " the view reads the items of every one of them as %s. Compose the key in each kind with a literal of its"
          + " own, e.g. %s on %s (and the view keyed on gsi1pk), or suppress with"
          + " @SuppressWarnings(\"Dynaforge/IndexKeyOfSeveralKinds\").",
      "view", "index", "attribute", "kinds", "table", "view2", "template", "entity"),
  INDEX_PROJECTION_CONFLICT("IndexProjectionConflict",
      "%s and %s both read the index '%s' of table '%s' but declare different projections (%s, and %s)."
          + " One index has one projection: declare the same projection on every declaration of it"
          + " (@SecondaryIndex(projection = ...), @TableIndex(projection = ...)).",
      "view", "other", "index", "table", "projection", "otherProjection"),
  ATTRIBUTE_NOT_PROJECTED("AttributeNotProjected",
      "Property '%s' of %s maps the attribute '%s', but the index '%s' projects KEYS_ONLY (its keys and the table's):"
          + " read through the index it would always be null. Remove the property, or declare"
          + " @SecondaryIndex(projection = INCLUDE) (exactly the attributes the views map) or ALL.",
      "property", "view", "attribute", "index"),
  SPARSE_BASE_TABLE_KEY("SparseBaseTableKey",
      "%s on %s is sparse, but it composes '%s', the base table's own key: every item has it, so it cannot be left"
          + " out. Keep sparse = true for templates of index columns (column = \"gsi1sk\"), or remove it.",
      "template", "entity", "column"),
  LOW_CARDINALITY_INDEX_KEY("LowCardinalityIndexKey", Diagnostic.Kind.WARNING,
      "The partition key '%s' of the global index view %s is the enum %s: its handful of values puts the whole"
          + " index on a few partitions (hot partitions, throttled writes). Use a higher-cardinality key, or shard it"
          + " (compose \"<value>#{shard}\" into the index attribute with a @SortKeyTemplate(column = ...) on the"
          + " entity); or suppress with @SuppressWarnings(\"Dynaforge/LowCardinalityIndexKey\").",
      "property", "view", "type"),

  // ---------------------------------------------------------------- item-collection views
  COLLECTION_WITHOUT_MEMBERS("CollectionWithoutMembers",
      "@ItemCollectionView %s has no @ItemCollectionMember, so a fold would always be empty. Annotate the"
          + " properties that receive rows with @ItemCollectionMember(startsWith/endsWith/regex = ...).",
      "view"),
  MEMBER_WITHOUT_ROUTE("MemberWithoutRoute",
      "'%s' of @ItemCollectionView %s %s, so no row could ever be routed to it. Give it"
          + " @ItemCollectionMember(startsWith = \"...\"), endsWith or regex.",
      "property", "view", "problem"),
  INVALID_MEMBER_REGEX("InvalidMemberRegex",
      "The regex \"%s\" of @ItemCollectionMember '%s' on %s does not compile: %s",
      "regex", "property", "view", "problem"),
  COLLECTION_SORT_KEY_REQUIRED("CollectionSortKeyRequired",
      "@ItemCollectionView %s %s, so its members cannot be routed. Set sortKey = \"sk\" (the attribute whose"
          + " value routes rows)%s.",
      "view", "problem", "alternative"),
  UNSUPPORTED_MEMBER_TYPE("UnsupportedMemberType",
      "@ItemCollectionMember '%s' of %s has type %s, but a member is a row projection type (a class or record of"
          + " this project) or a List of one. Declare it as such a type.",
      "property", "view", "type"),
  OVERLAPPING_MEMBER_ROUTES("OverlappingMemberRoutes", Diagnostic.Kind.WARNING,
      "@ItemCollectionMember '%s' (startsWith \"%s\") and '%s' (startsWith \"%s\") of %s overlap: a row whose sort"
          + " key starts with \"%s\" is routed to both. Use regex to draw the boundary, e.g. regex = \"%s[^#]+\".",
      "first", "firstPrefix", "second", "secondPrefix", "view", "longer", "shorter"),
  ITEM_COLLECTION_METHOD("ItemCollectionMethod",
      "%s.%s is a %s, but an ItemCollectionRepository has only its fixed finders (findByPartitionKey,"
          + " findByPartitionKeyAndSortKey, ...StartingWith, ...Between, existsByPartitionKey) and read-only @Query"
          + " methods: a view is read-only and folds whole partitions. Remove it, or query the row type through a"
          + " DynamoDbRepository or SecondaryIndexRepository.",
      "repository", "method", "kind"),
  COLLECTION_REPOSITORY_VIEW("CollectionRepositoryView",
      "%s is an ItemCollectionRepository of %s, which is not an @ItemCollectionView. Annotate %s with"
          + " @ItemCollectionView(partitionKey = \"pk\", sortKey = \"sk\").",
      "repository", "view", "view2"),

  // ---------------------------------------------------------------- repositories
  REPOSITORY_ENTITY("RepositoryEntity",
      "%s is a DynamoDbRepository of %s, which is not a @Table entity. Annotate %s with @Table, or use a"
          + " SecondaryIndexRepository for a @SecondaryIndex view.",
      "repository", "entity", "entity2"),
  VIEW_REPOSITORY_ENTITY("ViewRepositoryEntity",
      "%s is a SecondaryIndexRepository of %s, which is not a @SecondaryIndex view. Annotate %s with"
          + " @SecondaryIndex(\"<index name>\"), or use a DynamoDbRepository for a @Table entity.",
      "repository", "view", "view2"),
  REPOSITORY_ID_TYPE("RepositoryIdType",
      "%s declares the id type %s, but %s %s. Declare %s<%s, %s>.",
      "repository", "idType", "entity", "why", "base", "entity2", "expected"),
  INVALID_METHOD_NAME("InvalidMethodName",
      "%s.%s is not a derived query: %s. Rename it, or declare the query with @Query.",
      "repository", "method", "reason"),
  INVALID_LIMIT("InvalidLimit",
      "%s.%s asks for %s, a limit of no rows, so it could never return anything. Use First, Top1 or a"
          + " larger number, or drop the limit from the name.",
      "repository", "method", "keyword"),
  UNKNOWN_PROPERTY("UnknownProperty",
      "%s.%s refers to '%s', but %s has no such property.%s",
      "repository", "method", "property", "type", "didYouMean"),
  UNSUPPORTED_KEYWORD("UnsupportedKeyword",
      "%s.%s uses %s, which DynamoDB expressions cannot evaluate. %s",
      "repository", "method", "keyword", "hint"),
  UNSUPPORTED_DERIVED_DELETE("UnsupportedDerivedDelete",
      "%s.%s is a derived %s…By method. Deletes are always explicit in Dynaforge: find the items, then call"
          + " deleteAll(items) or deleteAllById(ids) (BatchWriteItem, 25 a request), or delete(entity) for one.",
      "repository", "method", "verb"),
  PAGED_RETURN_TYPE("PagedReturnType",
      "%s.%s returns %s, which needs a total count and numeric offsets. DynamoDB pages with an opaque"
          + " LastEvaluatedKey cursor instead: return %s and take a ScrollPosition parameter, then continue"
          + " from window.positionAt(window.size() - 1).",
      "repository", "method", "returnType", "window"),
  UNKNOWN_PROJECTION_PROPERTY("UnknownProjectionProperty",
      "%s.%s returns the projection %s, whose property '%s' is not a property of %s: a projection reads a subset of"
          + " its properties, by name.%s",
      "repository", "method", "projection", "property", "entity", "didYouMean"),
  PROJECTION_TYPE_MISMATCH("ProjectionTypeMismatch",
      "%s.%s returns the projection %s, whose property '%s' is a %s, but '%s' of %s is a %s. Declare the projection's"
          + " property with the entity's type.",
      "repository", "method", "projection", "property", "type", "entityProperty", "entity", "entityType"),
  UNSUPPORTED_RETURN_TYPE("UnsupportedReturnType",
      "%s.%s returns %s. %s",
      "repository", "method", "returnType", "expected"),
  MONO_OPTIONAL("MonoOptional",
      "%s.%s returns %s, but a Mono is already one result or none: return Mono<%s>, which completes empty when"
          + " nothing matches.",
      "repository", "method", "returnType", "element"),
  REACTIVE_RETURN_TYPE("ReactiveReturnType",
      "%s.%s returns %s, but %s is %s. %s",
      "repository", "method", "returnType", "repositoryName", "flavour", "expected"),
  INVALID_ORDER_BY("InvalidOrderBy",
      "%s.%s orders by '%s': %s.%s",
      "repository", "method", "property", "reason", "didYouMean"),
  LIMIT_CONFLICT("LimitConflict",
      "%s.%s limits the result twice, with %s in its name and the Limit parameter '%s'. Keep one of them.",
      "repository", "method", "keyword", "parameter"),
  PAGEABLE_PARAMETER("PageableParameter",
      "%s.%s takes the Pageable parameter '%s', which asks for offset paging; DynamoDB has none. Return"
          + " Window<T> with a ScrollPosition parameter, and a Limit parameter for the window size.",
      "repository", "method", "parameter"),
  SORT_PARAMETER("SortParameter",
      "%s.%s takes the Sort parameter '%s', which cannot be honoured: a Query is ordered by its sort key only."
          + " Use OrderBy<SortKey>Asc/Desc in the method name.",
      "repository", "method", "parameter"),
  SCROLL_POSITION_WITHOUT_WINDOW("ScrollPositionWithoutWindow",
      "%s.%s takes the ScrollPosition parameter '%s' but returns %s; a position only makes sense with a"
          + " %s return type.",
      "repository", "method", "parameter", "returnType", "window"),
  PARAMETER_MISMATCH("ParameterMismatch",
      "%s.%s: %s cannot take the parameter '%s' (%s): %s.",
      "repository", "method", "predicate", "parameter", "parameterType", "expected"),
  ARGUMENT_COUNT("ArgumentCount",
      "%s.%s: the name's predicates take %s argument(s) but the method declares %s (besides Limit and"
          + " ScrollPosition). Make the parameters match the predicates in order.",
      "repository", "method", "expected", "declared"),
  KEY_ATTRIBUTE_IN_FILTER("KeyAttributeInFilter",
      "%s.%s: '%s' is a key attribute and %s cannot be part of the key condition, but DynamoDB does not allow"
          + " key attributes in a Query's filter. Express it as one key condition (Between for two bounds,"
          + " StartingWith for a prefix), or split the method.",
      "repository", "method", "property", "predicate"),
  SCAN_SHAPED_METHOD("ScanShapedMethod",
      "%s.%s would Scan the whole %s. Read as: %s. It cannot be a Query because %s. Fix: %s, or opt in with"
          + " @AllowScan.",
      "repository", "method", "target", "reading", "reason", "fix"),
  AMBIGUOUS_INDEX("AmbiguousIndex",
      "%s.%s can be served by the indexes %s alike: each binds %s of its conditions in its key condition. Name the"
          + " one to query with @UseIndex(\"%s\") on the method (io.dynaforge.annotation.UseIndex), or add a"
          + " condition only one of them keys.",
      "repository", "method", "candidates", "count", "first"),
  UNUSABLE_INDEX("UnusableIndex",
      "%s.%s asks for @UseIndex(\"%s\"), but %s. Fix: %s.",
      "repository", "method", "index", "reason", "fix"),
  INDEX_DOES_NOT_PROJECT_ENTITY("IndexDoesNotProjectEntity",
      "%s.%s reads %s from the index '%s', which projects %s but not %s: DynamoDB returns only the attributes an"
          + " index projects, so what it returns would come back incomplete. Declare the index with projection ="
          + " IndexProjection.ALL (or INCLUDE the missing attributes), return a projection of the attributes the index"
          + " holds, or query another index (@UseIndex).",
      "repository", "method", "what", "index", "projection", "missing"),
  UNNECESSARY_ALLOW_SCAN("UnnecessaryAllowScan", Diagnostic.Kind.WARNING,
      "%s.%s carries @AllowScan but runs as a %s; remove the annotation so that a later change that turns it"
          + " into a Scan is caught by the compiler.",
      "repository", "method", "operation"),
  FILTER_ON_DERIVED_PROPERTY("FilterOnDerivedProperty",
      "%s.%s filters on '%s', which is @Derived and therefore not stored: the filter could never match. Make it"
          + " part of the sort-key condition (equality together with the placeholders before it, or a range on the"
          + " first placeholder not bound by equality, where its text sorts like its value), or remove @Derived to"
          + " store it.",
      "repository", "method", "property"),
  NON_CHRONOLOGICAL_SORT_KEY("NonChronologicalSortKey", Diagnostic.Kind.WARNING,
      "%s.%s %s the sort key '%s', a %s stored as variable-width ISO-8601 text: DynamoDB compares it as text,"
          + " which is not chronological when fractional seconds vary (\"12:00:00Z\" sorts after \"12:00:00.5Z\")."
          + " Store it in a fixed-width form: for an Instant, @Converter(FixedWidthInstantConverter.class) (S, nine"
          + " fraction digits) or @Converter(EpochMillisInstantConverter.class) (N), both in io.dynaforge.mapping;"
          + " or suppress with @SuppressWarnings(\"Dynaforge/NonChronologicalSortKey\").",
      "repository", "method", "use", "property", "type"),
  // ---------------------------------------------------------------- declared queries
  QUERY_AND_UPDATE("QueryAndUpdate",
      "%s.%s carries both @Query and @Update; @Query is read-only and @Update is one UpdateItem. Keep one.",
      "repository", "method"),
  INVALID_DECLARED_LIMIT("InvalidDeclaredLimit",
      "%s.%s declares @Query(limit = %s); the limit is -1 (none) or a positive number of items.",
      "repository", "method", "limit"),
  DECLARED_QUERY_SHAPE("DeclaredQueryShape",
      "%s.%s %s. Fix: %s.",
      "repository", "method", "problem", "fix"),
  DECLARED_SCAN("DeclaredScan",
      "%s.%s is a filter-only @Query, so it Scans %s. Opt in with @Query(allowScan = true) or @AllowScan, or add a"
          + " keyConditionExpression through a @SecondaryIndex view whose key fits.",
      "repository", "method", "target"),
  EXPRESSION_SYNTAX("ExpressionSyntax",
      "%s.%s: the %s does not parse: %s:%s",
      "repository", "method", "attribute", "problem", "marked"),
  UNBOUND_PLACEHOLDER("UnboundPlaceholder",
      "%s.%s uses %s, but no parameter binds it: annotate one with @Param(\"%s\"), or supply it with"
          + " @ExpressionValue:%s",
      "repository", "method", "placeholder", "name", "marked"),
  UNRESOLVED_ALIAS("UnresolvedAlias",
      "%s.%s uses %s, which no @ExpressionName maps and which does not name an attribute of %s by convention"
          + " ('%s' is none).%s Add @ExpressionName(name = \"%s\", value = \"<attribute>\"):%s",
      "repository", "method", "alias", "entity", "attribute", "didYouMean", "alias2", "marked"),
  RESERVED_WORD_IN_EXPRESSION("ReservedWordInExpression",
      "%s.%s uses the DynamoDB reserved word '%s' as a bare attribute name, which DynamoDB rejects. Alias it:"
          + " write #%s (the attribute of the same name by convention):%s",
      "repository", "method", "word", "word2", "marked"),
  INVALID_KEY_CONDITION("InvalidKeyCondition",
      "%s.%s: the keyConditionExpression cannot be a key condition: %s:%s",
      "repository", "method", "problem", "marked"),
  UPDATE_KEY_PARAMETER("UpdateKeyParameter",
      "%s.%s is an @Update, but no parameter carries the %s key: add one annotated @Param(\"%s\") (for a"
          + " template-owned key, the fully composed value).",
      "repository", "method", "key", "kind"),
  UPDATE_OF_KEY("UpdateOfKey",
      "%s.%s %ss the key attribute '%s', which DynamoDB cannot change with UpdateItem. Write a new item"
          + " (save) and delete the old one instead:%s",
      "repository", "method", "clause", "attribute", "marked"),
  UPDATE_OVERLAP("UpdateOverlap",
      "%s.%s touches '%s' twice (%s and %s); DynamoDB rejects overlapping paths in one update. Keep one:%s",
      "repository", "method", "path", "first", "second", "marked"),
  UPDATE_OF_KEY_PLACEHOLDER("UpdateOfKeyPlaceholder",
      "%s.%s changes %s, placeholder(s) of the key template %s that composes '%s', the base table's own key: the"
          + " item would no longer be found under its key. Write the item under its new key (save) and delete the old"
          + " one instead, in one transactWrite:%s",
      "repository", "method", "placeholders", "template", "column", "marked"),
  PARTIAL_TEMPLATE_UPDATE("PartialTemplateUpdate",
      "%s.%s changes %s but does not fix %s, so '%s' (composed as %s) cannot be recomposed in the same request and"
          + " would be left stale. Fix by setting %s in the same update with SET #attribute = :parameter (or by taking"
          + " it from the key arguments)%s, or by naming '%s' yourself in the update:%s",
      "repository", "method", "changed", "missing", "column", "template", "missing2", "sparse", "column2", "marked"),
  PARTIQL_WRITE_ON_VERSIONED_ENTITY("PartiQlWriteOnVersionedEntity",
      "%s.%s sends a PartiQL %s on %s, which is @Version: a statement is sent as written, so it would not check or"
          + " bump '%s' and could overwrite a concurrent change unnoticed. Fix by writing it as an @Update method or"
          + " with DynamoDbRepository.update(id, Update) (both check and bump the version), or delete(entity) and"
          + " insert(entity) for a DELETE or an INSERT; a PartiQL SELECT stays allowed.",
      "repository", "method", "statement", "entity", "version"),
  NON_NUMERIC_ARITHMETIC("NonNumericArithmetic",
      "%s.%s uses %s in %s, bound to the parameter '%s' of type %s, which is not a number, so DynamoDB would refuse"
          + " the update at run time. Fix by declaring '%s' as a number (int, long, Integer, Long, BigDecimal, ...)%s:%s",
      "repository", "method", "placeholder", "operation", "parameter", "type", "parameter2", "alternative", "marked"),
  DERIVED_PROPERTY_IN_EXPRESSION("DerivedPropertyInExpression",
      "%s.%s names %s, the attribute of '%s', which is @Derived and therefore not stored (only its key template's"
          + " column is): a condition on it never holds and a write of it is never read back. Fix by querying it with a"
          + " derived method (findBy...), which composes the key, by naming the template's column, or by removing"
          + " @Derived to store it:%s",
      "repository", "method", "alias", "property", "marked"),
  UNUSED_PARAMETER("UnusedParameter", Diagnostic.Kind.WARNING,
      "%s.%s declares the parameter '%s', but no :placeholder of its expressions uses it. Remove it, or bind it"
          + " with @Param.",
      "repository", "method", "parameter"),
  UNKNOWN_ALIASED_ATTRIBUTE("UnknownAliasedAttribute", Diagnostic.Kind.WARNING,
      "%s.%s maps %s to '%s', which %s has no property for.%s Fine for a dynamic attribute; otherwise check the"
          + " name.",
      "repository", "method", "alias", "attribute", "entity", "didYouMean"),
  NAMED_QUERY_WITH_UPDATE("NamedQueryWithUpdate",
      "%s.%s has a named query and carries @Update; named queries are read-only. Remove the named query or the"
          + " @Update.",
      "repository", "method"),
  CONSISTENT_READ_ON_GLOBAL_INDEX("ConsistentReadOnGlobalIndex",
      "%s asks for strongly consistent reads (@ConsistentRead), but it reads the global secondary index '%s'."
          + " DynamoDB reads global indexes eventually consistently only; remove @ConsistentRead, read the table"
          + " (or a local index) instead, or read the item back by its key with findById.",
      "element", "index"),
  CONSISTENT_READ_NOT_APPLICABLE("ConsistentReadNotApplicable",
      "%s carries @ConsistentRead, but %s, so it has no read to make consistent. Remove @ConsistentRead from it"
          + " (on the repository interface it applies to every read method).",
      "element", "reason"),
  NO_DECLARED_QUERY("NoDeclaredQuery",
      "%s.%s has no @Query, @Update or named query '%s', but the query lookup strategy is USE_DECLARED_QUERY."
          + " Declare its query, or use CREATE_IF_NOT_FOUND to derive it from the name.",
      "repository", "method", "key"),
  CONFLICTING_REPOSITORY_CONFIGURATION("ConflictingRepositoryConfiguration",
      "@EnableDynamoDbRepositories on %s sets %s = %s, but the one on %s sets %s. The processor resolves every"
          + " repository method of the compilation with one lookup strategy and one named-queries resource: give"
          + " every @EnableDynamoDbRepositories of the module the same %s.",
      "type", "attribute", "value", "other", "otherValue", "attribute2"),
  UNSUPPORTED_FRAGMENT("UnsupportedFragment",
      "%s extends %s, a Spring Data fragment Dynaforge does not implement: %s. Fix by removing %s from the"
          + " interface's supertypes and declaring the reads it needs as derived or @Query methods.",
      "repository", "fragment", "reason", "fragment2"),
  UNSUPPORTED_REPOSITORY_TYPE("UnsupportedRepositoryType",
      "%s is a Spring Data repository of the Dynaforge %s %s, but %s, which Dynaforge cannot implement: %s. %s",
      "repository", "kind", "type", "what", "reason", "fix"),
  FRAGMENT_IMPLEMENTATION("FragmentImplementation",
      "%s extends the fragment %s, but %s. Write public class %s implements %s, with a public constructor taking"
          + " DynamoDbOperations (or none), in %s's package.",
      "repository", "fragment", "problem", "impl", "fragment2", "fragment3"),

  // ---------------------------------------------------------------- schema history
  BACKFILL_NEEDED("BackfillNeeded", Diagnostic.Kind.WARNING,
      "%s, stored in table '%s', now %s: the items it already stored %s%s. Once the change is deployed,"
          + " rewrite them with Backfill.builder(operations, %s.class).run() (io.dynaforge.schema); the schema history"
          + " file %s records the change.",
      "entity", "table", "change", "stored", "indexes", "entityClass", "file"),
  UNREACHABLE_ITEMS("UnreachableItems",
      "%s changes %s in table '%s': the schema history file %s records %s, the model now has %s. The items it"
          + " already stored %s. %s, or migrate the stored items and pass -Adynaforge.acceptSchemaChange=%s to accept"
          + " the change and rewrite the history file.",
      "entity", "what", "table", "file", "was", "now", "consequence", "keep", "table2"),
  KIND_REMOVED("KindRemoved", Diagnostic.Kind.WARNING,
      "%s, an item kind of table '%s' in the schema history file %s, is no longer an entity of that table: the"
          + " items it stored stay in the table, and no entity reads them any more. Delete them, or keep an entity"
          + " with the same keys to read them; the history file no longer lists the kind.",
      "entity", "table", "file"),
  COLUMN_NO_LONGER_DERIVED("ColumnNoLongerDerived", Diagnostic.Kind.WARNING,
      "%s, stored in table '%s', no longer derives the column '%s' (%s in the schema history file %s): the items it"
          + " already stored keep that attribute%s until it is removed from them (a Backfill rewrites only the"
          + " columns the kind derives now). Remove '%s' from the stored items (one UpdateItem with REMOVE per"
          + " item), or keep deriving it; the history file no longer lists the column.",
      "entity", "table", "column", "was", "file", "indexes", "attribute"),
  SCHEMA_HISTORY_FILE("SchemaHistoryFile",
      "The schema history file %s cannot be %s: %s. %s",
      "file", "action", "reason", "fix"),

  // ---------------------------------------------------------------- change streams
  STREAM_VIEW_CONFLICT("StreamViewConflict",
      "@Table entity %s declares stream = %s, but %s, in the same table '%s', declares stream = %s: a table has"
          + " one stream, with one view. Declare the same view on both (or NONE on one of them: the table then"
          + " has the other's view).",
      "entity", "view", "other", "table", "otherView"),
  INVALID_CHANGE_HANDLER("InvalidChangeHandler",
      "@OnChange method %s of @StreamHandler %s %s. An @OnChange method is public, returns void and takes one"
          + " ChangeEvent<E>, where E is a @Table entity of the handler's table or UnmappedItem.",
      "method", "handler", "problem"),
  STREAM_HANDLER_WRONG_TABLE("StreamHandlerWrongTable",
      "@OnChange method %s of %s receives ChangeEvent<%s>, but %s is an entity of table '%s', not of '%s', the"
          + " table of @StreamHandler(table = \"%s\"): its changes never come through this stream. Handle it in a"
          + " @StreamHandler of table '%s', or receive an entity of '%s'.",
      "method", "handler", "entity", "entity2", "entityTable", "table", "table2", "entityTable2", "table3"),
  STREAM_HANDLER_WITHOUT_STREAM("StreamHandlerWithoutStream",
      "@OnChange method %s of %s handles changes of table '%s', but no @Table entity of '%s' declares a stream, so"
          + " the table has none and nothing is ever delivered. Declare one, e.g. @Table(value = \"%s\", stream ="
          + " StreamView.NEW_AND_OLD_IMAGES) on %s.",
      "method", "handler", "table", "table2", "table3", "entity"),
  STREAM_VIEW_WITHOUT_IMAGES("StreamViewWithoutImages",
      "@OnChange method %s of %s receives ChangeEvent<%s>, but the stream of table '%s' is KEYS_ONLY: its records"
          + " carry only keys, never the item, so neither image of a %s could ever be decoded. Declare a view with"
          + " images on the table (@Table(stream = StreamView.NEW_AND_OLD_IMAGES), NEW_IMAGE or OLD_IMAGE), or"
          + " receive ChangeEvent<UnmappedItem> and read the keys with keys().",
      "method", "handler", "entity", "table", "entity2"),
  ENCRYPTED_KEY_ATTRIBUTE("EncryptedKeyAttribute",
      "'%s' of %s is %s, but it is %s: DynamoDB reads key attributes in plaintext, and the encryption SDK"
          + " signs every key (SIGN_ONLY). Remove %s.",
      "property", "entity", "annotation", "role", "annotation2"),
  ENCRYPTED_CONTROL_ATTRIBUTE("EncryptedControlAttribute",
      "'%s' of %s is @Encrypted and %s: %s. Remove @Encrypted.",
      "property", "entity", "role", "why"),
  COUNTER_ON_ENCRYPTED_KIND("CounterOnEncryptedKind",
      "'%s' of %s is an @AtomicCounter, but %s is encrypted (its '%s' is @Encrypted): a counter is incremented"
          + " by an UpdateItem, and the encryption SDK refuses update expressions on a signed item, while a"
          + " PutItem would reset the counter. Keep the counter in an unencrypted entity, or remove @Encrypted.",
      "property", "entity", "entity2", "encrypted"),
  COUNTER_ON_ENCRYPTED_TABLE("CounterOnEncryptedTable",
      "'%s' of %s is an @AtomicCounter, but its table '%s' holds the encrypted kind %s: every kind of an encrypted"
          + " table is signed, a counter is incremented by an UpdateItem, and the encryption SDK refuses update"
          + " expressions on a signed item (a PutItem would reset the counter). Keep the counter in an entity of"
          + " another table.",
      "property", "entity", "table", "encrypted"),
  PARTIAL_INDEX_OF_ENCRYPTED_TABLE("PartialIndexOfEncryptedTable",
      "The view %s reads the index '%s' of table '%s', which projects %s, but the table holds the encrypted kind"
          + " %s: every item of an encrypted table is signed, and the encryption SDK verifies and decrypts an item"
          + " only whole (with its aws_dbe_head and aws_dbe_foot attributes), so every read of the view would"
          + " fail. Declare the index with projection ALL (on the view and the table), or read the kinds"
          + " through their own repositories.",
      "view", "index", "table", "projection", "encrypted"),
  ENCRYPTED_AND_UNSIGNED("EncryptedAndUnsigned",
      "'%s' of %s is both @Encrypted and @Unsigned: an attribute is encrypted and signed, or neither. Keep one.",
      "property", "entity"),
  MISPLACED_ENCRYPTION("MisplacedEncryption",
      "'%s' of %s is %s, but %s: the encryption SDK encrypts and signs whole top-level attributes of a @Table"
          + " entity's items. %s",
      "property", "type", "annotation", "where", "fix"),
  ENCRYPTION_ACTION_CONFLICT("EncryptionActionConflict",
      "The attribute '%s' of table '%s' is %s (%s) in %s but %s (%s) in %s: the encryption SDK keeps one action"
          + " per attribute name of a table, and a table holding an encrypted kind signs every kind on it. Give"
          + " the attribute the same annotation in both, or store one under another name (@Column).",
      "attribute", "table", "action", "annotation", "entity", "action2", "annotation2", "entity2"),
  QUERY_ON_ENCRYPTED_ATTRIBUTE("QueryOnEncryptedAttribute",
      "%s.%s %s the @Encrypted attribute '%s' of %s: DynamoDB holds only its ciphertext, so the request would"
          + " match nothing without an error. Query, filter and order by signed (plaintext) attributes, or"
          + " filter the decrypted entities in Java.",
      "repository", "method", "use", "attribute", "entity"),
  PARTIQL_ON_ENCRYPTED_TABLE("PartiQlOnEncryptedTable",
      "%s.%s is a PartiQL @Query on the table '%s', which holds the encrypted kind %s: the encryption SDK does"
          + " not support PartiQL (ExecuteStatement is refused). Use a derived method or a @Query with a key"
          + " condition.",
      "repository", "method", "table", "entity"),
  UPDATE_OF_SIGNED_ATTRIBUTE("UpdateOfSignedAttribute",
      "%s.%s is a declared @Update of the encrypted kind %s that %s: the encryption SDK refuses update"
          + " expressions on signed attributes (every attribute but @Unsigned ones, the version included)."
          + " Update only @Unsigned attributes of a kind without @Version, or save the whole entity (a"
          + " conditional PutItem).",
      "repository", "method", "entity", "what"),
  PROJECTION_OF_ENCRYPTED_KIND("ProjectionOfEncryptedKind",
      "%s.%s reads a projection of the encrypted kind %s: the encryption SDK verifies a signed item only whole,"
          + " so a read of some of its attributes fails. Return %s (and map it in Java).",
      "repository", "method", "entity", "entity2"),
  DUPLICATE_CHANGE_HANDLER("DuplicateChangeHandler",
      "@OnChange method %s of %s handles %s changes of %s, which %s already handles (an @OnChange without a type"
          + " handles every type). One change goes to one method: name distinct types, e.g."
          + " @OnChange(ChangeType.INSERT) on one and @OnChange(ChangeType.MODIFY) on the other.",
      "method", "handler", "changeType", "kind", "other"),
  ;

  private final String id;
  private final Diagnostic.Kind kind;
  private final String template;
  private final List<String> parameters;

  DiagnosticId(String id, String template, String... parameters) {
    this(id, Diagnostic.Kind.ERROR, template, parameters);
  }

  DiagnosticId(String id, Diagnostic.Kind kind, String template, String... parameters) {
    this.id = id;
    this.kind = kind;
    this.template = template;
    this.parameters = List.of(parameters);
  }

  /** The stable id, as in {@code [Dynaforge/MissingPartitionKey]}. */
  public String id() {
    return id;
  }

  public Diagnostic.Kind kind() {
    return kind;
  }

  /** The names of the message's arguments, in the order {@link #format} takes them. */
  public List<String> parameters() {
    return parameters;
  }

  /** The number of {@code %s} in the template: equal to {@code parameters().size()} (a meta-test checks it). */
  public int placeholderCount() {
    int count = 0;
    for (int i = template.indexOf("%s"); i >= 0; i = template.indexOf("%s", i + 2)) {
      count++;
    }
    return count;
  }

  /**
   * The full message: {@code [Dynaforge/Id] } followed by the formatted template.
   *
   * @throws IllegalArgumentException when the arguments do not match {@link #parameters()}
   */
  public String format(Object... args) {
    if (args.length != parameters.size()) {
      throw new IllegalArgumentException("[Dynaforge/" + id + "] takes " + parameters + ", got " + args.length
          + " argument(s)");
    }
    for (int i = 0; i < args.length; i++) {
      if (args[i] == null) {
        throw new IllegalArgumentException("[Dynaforge/" + id + "] argument '" + parameters.get(i) + "' is null");
      }
    }
    return "[Dynaforge/" + id + "] " + String.format(Locale.ROOT, template, args);
  }
}
