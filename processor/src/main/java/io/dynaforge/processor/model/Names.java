package io.dynaforge.processor.model;

/** Qualified names of the annotations and types the processor reads (by name: no class loading). */
public final class Names {
  private Names() {}

  public static final String PKG = "io.dynaforge.annotation.";
  public static final String TABLE = PKG + "Table";
  public static final String PARTITION_KEY = PKG + "PartitionKey";
  public static final String SORT_KEY = PKG + "SortKey";
  public static final String COLUMN = PKG + "Column";
  public static final String EMBEDDED = PKG + "Embedded";
  public static final String SORT_KEY_TEMPLATE = PKG + "SortKeyTemplate";
  public static final String PARTITION_KEY_TEMPLATE = PKG + "PartitionKeyTemplate";
  public static final String SORT_KEY_TEMPLATES = PKG + "SortKeyTemplates";
  public static final String PARTITION_KEY_TEMPLATES = PKG + "PartitionKeyTemplates";
  public static final String DERIVED = PKG + "Derived";
  public static final String SECONDARY_INDEX = PKG + "SecondaryIndex";
  public static final String TABLE_INDEX = PKG + "TableIndex";
  public static final String TABLE_INDEXES = PKG + "TableIndexes";
  public static final String ITEM_COLLECTION_VIEW = PKG + "ItemCollectionView";
  public static final String ITEM_COLLECTION_MEMBER = PKG + "ItemCollectionMember";
  public static final String ALLOW_SCAN = PKG + "AllowScan";
  public static final String CONSISTENT_READ = PKG + "ConsistentRead";
  public static final String USE_INDEX = PKG + "UseIndex";
  public static final String QUERY = PKG + "Query";
  public static final String UPDATE = PKG + "Update";
  public static final String EXPRESSION_NAME = PKG + "ExpressionName";
  public static final String EXPRESSION_VALUE = PKG + "ExpressionValue";
  public static final String CONVERTER = PKG + "Converter";
  public static final String ORDER_PRESERVING = PKG + "OrderPreserving";
  public static final String TIME_TO_LIVE = PKG + "TimeToLive";
  public static final String ENCRYPTED = PKG + "Encrypted";
  public static final String UNSIGNED = PKG + "Unsigned";
  public static final String ATOMIC_COUNTER = PKG + "AtomicCounter";
  public static final String STREAM_HANDLER = PKG + "StreamHandler";
  public static final String ON_CHANGE = PKG + "OnChange";
  public static final String CHANGE_EVENT = "io.dynaforge.stream.ChangeEvent";
  public static final String UNMAPPED_ITEM = "io.dynaforge.stream.UnmappedItem";

  public static final String SPRING_VERSION = "org.springframework.data.annotation.Version";
  public static final String SPRING_TRANSIENT = "org.springframework.data.annotation.Transient";
  public static final String SPRING_CREATED_DATE = "org.springframework.data.annotation.CreatedDate";
  public static final String SPRING_LAST_MODIFIED_DATE =
      "org.springframework.data.annotation.LastModifiedDate";
  public static final String SPRING_CREATED_BY = "org.springframework.data.annotation.CreatedBy";
  public static final String SPRING_LAST_MODIFIED_BY = "org.springframework.data.annotation.LastModifiedBy";

  public static final String SPRING_PARAM = "org.springframework.data.repository.query.Param";
  public static final String NO_REPOSITORY_BEAN = "org.springframework.data.repository.NoRepositoryBean";
  public static final String REPOSITORY_DEFINITION = "org.springframework.data.repository.RepositoryDefinition";

  public static final String ATTRIBUTE_CONVERTER = "io.dynaforge.mapping.AttributeConverter";
}
