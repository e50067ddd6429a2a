package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Allows a repository method to execute as a DynamoDB {@code Scan}, which reads the whole table (or
 * index). The processor classifies every repository method as GetItem, Query, index Query or Scan
 * while compiling, and refuses the scans nobody asked for.
 *
 * <pre>{@code
 * public interface ArenaItemRepository extends DynamoDbRepository<ArenaItem, DynamoDbCompositeId> {
 *   List<ArenaItem> findByPk(String pk);           // Query
 *
 *   @AllowScan
 *   List<ArenaItem> findByRegion(String region);   // Scan: "region" is no index's partition key
 * }
 * }</pre>
 *
 * <p>Without {@code @AllowScan}, a method that would be a Scan is a compile error, {@code
 * [Dynaforge/ScanShapedMethod]}, reported on the method. That covers a derived method no index can
 * serve as a Query (for example an inequality on a partition-key attribute), a filter-only {@link
 * Query}, and a named query on a table or index repository. {@link Query#allowScan()} is the
 * equivalent attribute on {@code @Query}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface AllowScan {}
