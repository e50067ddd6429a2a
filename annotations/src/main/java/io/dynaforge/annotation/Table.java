package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class or record as a writable <em>base-table entity</em>: its instances are stored as items
 * of one DynamoDB table. The processor generates a {@code <Type>_Mapper} for it, and a repository
 * for it is declared as {@code DynamoDbRepository<Type, ID>}.
 *
 * <p>The minimum viable entity is {@code @Table} plus a {@link PartitionKey}:
 *
 * <pre>{@code
 * @Table("tournament_arena")
 * public class Tournament {
 *   @PartitionKey private String pk;   // "TOURNAMENT#winter2026"
 *   @SortKey      private String sk;   // "TOURNAMENT#winter2026"
 *   private String name;
 *   private String season;
 * }
 * }</pre>
 *
 * <p>Several entity kinds may share one physical table (single-table design); they simply name the
 * same table. A logical table name is mapped to the physical one at run time by the configured
 * {@code TableNameResolver} (for example to add an environment prefix).
 *
 * <p>Checked at compile time on an annotated type:
 *
 * <ul>
 *   <li>{@code [Dynaforge/MissingPartitionKey]} - the type declares no {@link PartitionKey}.
 *   <li>{@code [Dynaforge/DuplicatePartitionKey]} - more than one {@link PartitionKey}: a base table
 *       has exactly one partition-key attribute.
 *   <li>{@code [Dynaforge/DuplicateSortKey]} - more than one {@link SortKey}: a base table has at
 *       most one sort-key attribute.
 *   <li>{@code [Dynaforge/TableWithView]} - the type also carries {@link SecondaryIndex} or {@link
 *       ItemCollectionView}; a type is either a writable entity or a read-only view, never both.
 *   <li>{@code [Dynaforge/NonInstantiableEntity]} - the type is abstract, an interface or generic.
 *   <li>{@code [Dynaforge/InaccessibleConstructor]} - the type has no constructor the generated
 *       mapper, which lives in the same package, can call (for example only a private one).
 *   <li>{@code [Dynaforge/InaccessibleProperty]} - a persistent property cannot be read, or cannot
 *       be set, from that package (for example a private field with no accessor); mark it
 *       Spring Data's {@link org.springframework.data.annotation.Transient @Transient} if it is
 *       not meant to be stored.
 *   <li>{@code [Dynaforge/DuplicateAttributeName]} - two properties map to the same attribute name.
 *   <li>{@code [Dynaforge/UnsupportedPropertyType]} - a property's type has no built-in conversion
 *       and is not a nested type Dynaforge can map; add a {@link Converter}.
 *   <li>{@code [Dynaforge/VersionNotNumeric]} - the Spring Data {@link
 *       org.springframework.data.annotation.Version @Version} property is not numeric.
 *   <li>{@code [Dynaforge/InvalidAuditingDate]} - a Spring Data {@code @CreatedDate} or {@code
 *       @LastModifiedDate} property is not an {@code Instant}, {@code LocalDateTime}, {@code long}
 *       or {@code Long}.
 *   <li>{@code [Dynaforge/StreamViewConflict]} - another entity of the same table declares a
 *       different {@link #stream()} view.
 *   <li>{@code [Dynaforge/KeyAttributeNameConflict]} - another entity of the same table names its
 *       key attributes differently ({@link #partitionKey()}, {@link #sortKey()}).
 *   <li>{@code [Dynaforge/InvalidAuditor]} - a Spring Data {@code @CreatedBy} or {@code
 *       @LastModifiedBy} property is a primitive, a generic type, or also a key, version, date or
 *       counter: no auditor an {@code AuditorAware} gives can be set on it.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Table {

  /**
   * The logical table name.
   *
   * @return the table name; empty means the simple name of the annotated class
   */
  String value() default "";

  /**
   * The table's DynamoDB stream: what it carries for each change. {@code createTables}, {@code
   * SchemaManager} and the CloudFormation template enable it. Entities of one table that declare
   * different views other than {@code NONE} are {@code [Dynaforge/StreamViewConflict]}.
   *
   * @return the stream view; {@link StreamView#NONE} (the default) declares no stream
   */
  StreamView stream() default StreamView.NONE;

  /**
   * The name of the base table's partition-key attribute that a {@link PartitionKeyTemplate} without
   * {@code column} composes, as an existing table names it:
   *
   * <pre>{@code
   * @Table(value = "OnlineShop", partitionKey = "PK", sortKey = "SK")
   * @PartitionKeyTemplate("c#{customerId}")
   * @SortKeyTemplate("c#{customerId}")
   * public class Customer { ... }
   * }</pre>
   *
   * <p>The mapper, {@code createTables}, {@code SchemaManager}, the CloudFormation template, the
   * schema history, stream decoding and every query use the name; the {@code <Type>_Keys} composer
   * keeps its name after the attribute in lower camel case ({@code PK}: {@code pk(...)}). Entities of
   * one table that name it differently are {@code [Dynaforge/KeyAttributeNameConflict]}.
   *
   * @return the attribute name; empty (the default) means {@code pk}
   */
  String partitionKey() default "";

  /**
   * The name of the base table's sort-key attribute that a {@link SortKeyTemplate} without {@code
   * column} composes; see {@link #partitionKey()}.
   *
   * @return the attribute name; empty (the default) means {@code sk}
   */
  String sortKey() default "";
}
