package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class or record as a read-only <em>view</em> of a secondary index. Its {@link
 * PartitionKey} and {@link SortKey} properties are the <em>index's</em> keys, and every read of the
 * view sets the index name and the resolved table name; callers never pass an index name. A view is
 * read through a {@code SecondaryIndexRepository<View>}, which has no save, delete or findById: an
 * index cannot be written and has no GetItem. Writes go through the {@link Table} entity the index
 * projects.
 *
 * <pre>{@code
 * @SecondaryIndex("GSI1")
 * public class PlayerInTournamentView {
 *   @PartitionKey @Column("gsi1pk") private String collectionKey;   // "PT#winter2026#p1"
 *   @SortKey      @Column("gsi1sk") private String itemKey;
 *
 *   @Embedded(startsWith = "PLAYER#") private PlayerData player;
 *   @Embedded(startsWith = "MATCH#")  private MatchData match;
 * }
 *
 * public interface PlayerInTournamentViewRepository
 *     extends SecondaryIndexRepository<PlayerInTournamentView> {
 *   List<PlayerInTournamentView> findByCollectionKey(String collectionKey);
 * }
 * }</pre>
 *
 * <p>A global secondary index may have up to four partition-key and four sort-key attributes,
 * numbered with {@link PartitionKey#order()} and {@link SortKey#order()}. A local secondary index
 * ({@link #local()}{@code = true}) shares the base table's partition key and adds one alternate sort
 * key; it is single-attribute only:
 *
 * <pre>{@code
 * @SecondaryIndex(value = "by_region", local = true)
 * public class MatchesByRegionView {
 *   @PartitionKey @Column("pk")     private String tournamentKey;   // the base partition key
 *   @SortKey      @Column("region") private String region;
 * }
 * }</pre>
 *
 * <p>Checked at compile time:
 *
 * <ul>
 *   <li>{@code [Dynaforge/TableWithView]} - the type also carries {@link Table} or {@link
 *       ItemCollectionView}.
 *   <li>{@code [Dynaforge/MissingPartitionKey]} - the view declares no {@link PartitionKey}.
 *   <li>{@code [Dynaforge/KeyOrderGap]} - key {@code order} values are duplicated or not contiguous
 *       from 0.
 *   <li>{@code [Dynaforge/DuplicatePartitionKey]} / {@code [Dynaforge/DuplicateSortKey]} - a local
 *       index view declares more than one partition-key or sort-key property.
 *   <li>{@code [Dynaforge/UnsupportedKeyType]} - a key property is not stored as S, N or B.
 *   <li>{@code [Dynaforge/IndexProjectionConflict]} - views of one index declare different {@link
 *       #projection()}s.
 *   <li>{@code [Dynaforge/AttributeNotProjected]} - a view of a {@code KEYS_ONLY} index maps an
 *       attribute that is not a key of the index or of the table.
 *   <li>The property-level rules listed on {@link Table} (accessibility, attribute names, types)
 *       apply to views as well.
 * </ul>
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SecondaryIndex {

  /**
   * The index name, exactly as declared on the DynamoDB table.
   *
   * @return the index name
   */
  String value();

  /**
   * The logical name of the table the index belongs to. Set it only in a multi-table application.
   *
   * @return the table name; empty means the one table that all {@link Table} entities of the
   *     compilation resolve to
   */
  String tableName() default "";

  /**
   * Whether the index is a local secondary index (LSI): the base partition key plus one alternate
   * sort key. A consistent read is allowed on an LSI view and rejected on a GSI view.
   *
   * @return {@code true} for an LSI, {@code false} (the default) for a GSI
   */
  boolean local() default false;

  /**
   * Which attributes the index stores, as {@code createTables} creates it: {@link IndexProjection#ALL}
   * (the default), {@link IndexProjection#KEYS_ONLY}, or {@link IndexProjection#INCLUDE} (exactly the
   * union of the non-key attributes the views of this index map). Views of one index declare the same
   * projection ({@code [Dynaforge/IndexProjectionConflict]}); a view of a {@code KEYS_ONLY} index maps
   * only key attributes ({@code [Dynaforge/AttributeNotProjected]}).
   *
   * @return the projection of the index
   */
  IndexProjection projection() default IndexProjection.ALL;
}
