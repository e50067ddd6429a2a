/**
 * The annotations a Dynaforge user writes: they map Java types to DynamoDB items and declare
 * repository queries. The Dynaforge annotation processor ({@code
 * io.dynaforge.processor.DynaforgeProcessor}) reads them while {@code javac} runs, checks them, and
 * generates plain Java code: a {@code <Type>_Mapper} per mapped type, a {@code <Type>_Keys} per type
 * with {@link io.dynaforge.annotation.SortKeyTemplate}s, and a {@code <Repository>_Impl} per
 * repository interface. Nothing is discovered by reflection at run time, and every check that the
 * reference Spring Data DynamoDB module makes when the application context starts (or on first
 * use) is a compile error here.
 *
 * <h2>Mapping</h2>
 *
 * <ul>
 *   <li>{@link io.dynaforge.annotation.Table} - a writable base-table entity; keys with {@link
 *       io.dynaforge.annotation.PartitionKey} (also Spring Data's {@code @Id}) and {@link
 *       io.dynaforge.annotation.SortKey}.
 *   <li>{@link io.dynaforge.annotation.Column} - the attribute name of a property; {@link
 *       io.dynaforge.annotation.Converter} - a custom conversion; {@link
 *       io.dynaforge.annotation.TimeToLive} - the expiry attribute.
 *   <li>{@link io.dynaforge.annotation.Embedded} - flatten a nested object into the item, routed by
 *       sort key: several item kinds in one table.
 *   <li>{@link io.dynaforge.annotation.SortKeyTemplate} - compose a key such as {@code
 *       MATCH#2026-01-18#m1} from typed properties; {@link io.dynaforge.annotation.Derived} - keep a
 *       placeholder out of the item.
 *   <li>{@link io.dynaforge.annotation.SecondaryIndex} - a read-only view of a GSI or LSI; {@link
 *       io.dynaforge.annotation.ItemCollectionView} with {@link
 *       io.dynaforge.annotation.ItemCollectionMember} - a read-only view folding a partition's rows
 *       into one object.
 * </ul>
 *
 * <p>Spring Data's own {@code @Version} (optimistic locking; numeric), {@code @Id}, {@code
 * @Transient}, {@code @CreatedDate} and {@code @LastModifiedDate} are used as they are. Key and
 * mapping annotations may be placed on fields, getters or record components: records can be
 * entities, views and item-collection members.
 *
 * <pre>{@code
 * @Table("tournament_arena")
 * @SortKeyTemplate("MATCH#{matchDate}#{matchId}")
 * public record Match(
 *     @PartitionKey String pk,                       // "TOURNAMENT#winter2026"
 *     LocalDate matchDate,
 *     String matchId,
 *     @Column("gsi1pk") String playerKey,
 *     @Version Long version) {}
 * }</pre>
 *
 * <h2>Repositories</h2>
 *
 * <p>Repository methods are derived from their names or declared with {@link
 * io.dynaforge.annotation.Query} or {@link io.dynaforge.annotation.Update} (using {@link
 * io.dynaforge.annotation.ExpressionName} and {@link io.dynaforge.annotation.ExpressionValue});
 * parameters bind with Spring Data's {@code @Param}. The processor classifies every method as
 * GetItem, Query, index Query, Scan, UpdateItem or PartiQL, and rejects a Scan unless the method
 * carries {@link io.dynaforge.annotation.AllowScan}.
 *
 * <h2>Diagnostics</h2>
 *
 * <p>Every message starts with a stable id such as {@code [Dynaforge/ScanShapedMethod]}, names the
 * element at fault, says why and how to fix it. The ids a rule reports are listed on the annotation
 * it concerns; {@code docs/diagnostics.md} lists them all with examples.
 */
package io.dynaforge.annotation;
