package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class or record as a read-only <em>item-collection view</em>: the heterogeneous rows of
 * one partition (of the table, or of an index) folded into one typed object. Each {@link
 * ItemCollectionMember} field receives the rows whose sort key matches its route.
 *
 * <pre>{@code
 * @ItemCollectionView(partitionKey = "pk", sortKey = "sk")
 * public record CustomerRow(
 *     @ItemCollectionMember(regex = "ORDER#[^#]+") OrderData order,
 *     @ItemCollectionMember(regex = "ORDER#[^#]+#LINE#[^#]+") List<OrderLineData> lines) {}
 *
 * public interface CustomerRowRepository extends ItemCollectionRepository<CustomerRow> {}
 *
 * Optional<CustomerRow> customer = repository.findByPartitionKey("CUSTOMER#123");
 * }</pre>
 *
 * <p>Given rows {@code ORDER#9876}, {@code ORDER#9876#LINE#1} and {@code ORDER#9876#LINE#2} in
 * partition {@code CUSTOMER#123}, {@code order} holds the first and {@code lines} the other two. A
 * member with no matching row is {@code null} (an empty list for a {@code List} member). The member
 * types are projection rows; they need not be {@link Table} entities, and the view does not change
 * how any entity is written. A view is read through an {@code ItemCollectionRepository<View>}, which
 * allows only its fixed finders and read-only {@link Query} methods.
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/TableWithView]} - the type also carries {@link Table} or {@link
 *       SecondaryIndex}.
 *   <li>{@code [Dynaforge/ViewTableRequired]} - {@link #tableName()} is empty, but the table
 *       cannot be inferred as the one table of the {@link Table} entities.
 *   <li>{@code [Dynaforge/CollectionWithoutMembers]} - no property is an {@link
 *       ItemCollectionMember}.
 *   <li>{@code [Dynaforge/MemberWithoutRoute]} - a property has no {@link ItemCollectionMember}
 *       (every property of a view is a member), or a member sets no route.
 *   <li>{@code [Dynaforge/InvalidMemberRegex]} - a member's {@link ItemCollectionMember#regex()}
 *       is not a valid pattern (checked at compile time, not on the first query).
 *   <li>{@code [Dynaforge/UnsupportedMemberType]} - a member is not a row projection type or a
 *       {@code List} of one.
 *   <li>{@code [Dynaforge/CollectionSortKeyRequired]} - no sort key to route by: the view reads
 *       the base table without {@link #sortKey()}, or an index without a sort key of its own or
 *       of each member.
 *   <li>{@code [Dynaforge/OverlappingMemberRoutes]} (warning) - two members' {@code startsWith}
 *       prefixes can match the same sort key.
 *   <li>{@code [Dynaforge/NonInstantiableEntity]}, {@code [Dynaforge/InaccessibleConstructor]},
 *       {@code [Dynaforge/InaccessibleProperty]} - the view or a member type cannot be built by
 *       generated code.
 *   <li>On its repository: {@code [Dynaforge/CollectionRepositoryView]} - an {@code
 *       ItemCollectionRepository} of a type that is not an {@code @ItemCollectionView}; {@code
 *       [Dynaforge/ItemCollectionMethod]} - a method other than the fixed finders and read-only
 *       {@link Query} methods.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface ItemCollectionView {

  /**
   * The logical name of the table the collection lives in. Set it only in a multi-table
   * application.
   *
   * @return the table name; empty means the one table that all {@link Table} entities of the
   *     compilation resolve to
   */
  String tableName() default "";

  /**
   * The index the collection is read from. The fixed finders then run against that index, and
   * {@link #partitionKey()} / {@link #sortKey()} name the index's key attributes.
   *
   * @return the index name; empty means the base table
   */
  String indexName() default "";

  /**
   * The partition-key attribute of the table (or index) the collection is read from, for example
   * {@code "pk"} or {@code "gsi1pk"}.
   *
   * @return the partition-key attribute name
   */
  String partitionKey();

  /**
   * The sort-key attribute whose value routes rows to members, for example {@code "sk"}.
   *
   * @return the sort-key attribute name; empty means the sort key of the table (or index) as
   *     declared by its {@link Table} entities
   */
  String sortKey() default "";
}
