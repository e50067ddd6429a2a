package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes a property a counter that DynamoDB itself maintains, with the semantics of the AWS SDK
 * Enhanced Client's {@code @DynamoDbAtomicCounter}: the first write of an item stores {@link #start()},
 * and every later write of the entity adds {@link #increment()} to the stored value. The value in the
 * object is ignored on writes; it is computed server-side, in the write request itself, so
 * concurrent writers never lose an increment.
 *
 * <pre>{@code
 * @Table("shop")
 * public class Customer {
 *   @PartitionKey private String id;
 *   @AtomicCounter private long saves;                              // 0, 1, 2, ...
 *   @AtomicCounter(start = 100, increment = 10) private Long ticket; // 100, 110, 120, ...
 * }
 * }</pre>
 *
 * <p>Every write of the entity through the template or a repository ({@code save}, {@code insert},
 * {@code update(entity)}, transactions) counts: a {@code save} of such an entity is one
 * {@code UpdateItem} (a {@code PutItem} would replace the stored count), a put of it in a transaction
 * is an update, and every write that returns the entity returns it with the stored value. {@code saveAll} of such entities is refused
 * ({@code BatchWriteItem} cannot increment). A negative {@code increment} counts down.
 *
 * <p>Checked at compile time: {@code [Dynaforge/InvalidAtomicCounter]} - the property's type is not
 * {@code long}, {@link Long}, {@code int} or {@link Integer}; it is a key (the partition or sort key,
 * or a placeholder of a key template), the {@code @Version}, {@code @Derived}, {@code @Transient},
 * {@code @TimeToLive}, an auditing date or converted by a {@code @Converter}; or it is not a
 * top-level attribute of a {@link Table} entity (a {@link SecondaryIndex} or
 * {@link ItemCollectionView} view, an {@link Embedded} member, a type stored as a nested map).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.RECORD_COMPONENT})
public @interface AtomicCounter {

  /**
   * The value the first write of an item stores.
   *
   * @return the start value ({@code 0})
   */
  long start() default 0;

  /**
   * What every later write adds to the stored value (negative to count down).
   *
   * @return the increment ({@code 1})
   */
  long increment() default 1;
}
