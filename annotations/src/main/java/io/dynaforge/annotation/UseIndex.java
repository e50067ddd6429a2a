package io.dynaforge.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Names the index of its entity's table a derived repository method queries, where the processor's
 * own choice is ambiguous or is not the one wanted.
 *
 * <p>A derived method of a {@code DynamoDbRepository<E, ID>} that cannot be a GetItem or Query of the
 * base table is planned as one Query on an index E declares with {@link TableIndex}: the one whose key
 * binds the most of the method's conditions. When two bind as many, the method is a compile error,
 * {@code [Dynaforge/AmbiguousIndex]}; {@code @UseIndex} picks one.
 *
 * <pre>{@code
 * @UseIndex("GSI1")
 * List<Invoice> findByInvoiceId(String invoiceId);
 * }</pre>
 *
 * <p>An index that cannot serve the method (E does not write its key, the method binds no equality on
 * its partition key, or it names no index of E's table) is {@code [Dynaforge/UnusableIndex]}, reported
 * on the method.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface UseIndex {

  /**
   * The index to query.
   *
   * @return the index name, as in {@link TableIndex#name()}
   */
  String value();
}
