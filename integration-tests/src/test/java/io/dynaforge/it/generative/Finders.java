package io.dynaforge.it.generative;

import java.util.List;
import java.util.Optional;

/**
 * The finders of a generated model, asked of its blocking repositories ({@link Driver}) and of its reactive ones
 * ({@link Driver#reactiveFinders()}), and checked against the same oracle. Results are entities or {@link Key}s.
 */
public interface Finders {

  List<?> ordersOf(String customerId);

  long countOrdersOf(String customerId);

  List<?> ordersBelow(String customerId, String bound);

  List<List<?>> orderWindows(String customerId, int size);

  /**
   * A sealed token of the order Window given to the lines' Window and to the orders of another customer:
   * null when both refuse it before any request ({@code InvalidCursorException}) or there is no next
   * page, else what went wrong.
   */
  String cursorMisuse(String customerId, String orderId, int size);

  /** The declared {@code @Query(filterExpression = "#note = :note", allowScan = true)} of orders. */
  List<?> ordersWithNote(String note);

  List<Key> orderAmountsStartingWith(String customerId, String prefix);

  List<?> linesOf(String customerId, String orderId);

  long countLinesOf(String customerId);

  List<Key> lineQtysOf(String customerId);

  List<List<Key>> lineQtyWindows(String customerId, String orderId, int size);

  Optional<?> profileOf(String customerId);

  List<?> profilesWithNote(String note);

  /** The {@code @SecondaryIndex} view's finder ({@code gsi1pk = STATUS#status}), as keys of the base table. */
  List<Key> byStatus(String status);

  /** The entity repository's own {@code countByStatus}, a Query of the index {@code gsi1} the orders declare. */
  long countOrdersByStatus(String status);

  /** The entity repository's own {@code findByStatus} over {@code gsi1} (an index projecting {@code ALL} only). */
  List<?> ordersByStatus(String status);
}
