package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a repository's reads strongly consistent ({@code ConsistentRead=true}): on a method, that
 * method's reads; on a repository interface, every read of the repository, its inherited
 * {@code findById}, {@code existsById}, {@code findAllById}, {@code findAll} and {@code count}
 * included. A strongly consistent read sees every write that succeeded before it, and costs twice
 * the read capacity of an eventually consistent one.
 *
 * <pre>{@code
 * @ConsistentRead
 * public interface AccountRepository extends DynamoDbRepository<Account, String> {
 *   List<Account> findByOwner(String owner);   // Query with ConsistentRead=true
 * }
 * }</pre>
 *
 * <p>DynamoDB reads global secondary indexes eventually consistently only: on a repository of a
 * global index view, or on a method that queries one, it is {@code [Dynaforge/ConsistentReadOnGlobalIndex]}
 * (local indexes and tables can be read consistently). On a method that reads nothing consistently (a
 * write, an {@code @Update}, a PartiQL statement) it is {@code [Dynaforge/ConsistentReadNotApplicable]}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.TYPE})
public @interface ConsistentRead {}
