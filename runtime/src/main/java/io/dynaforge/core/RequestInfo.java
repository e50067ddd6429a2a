package io.dynaforge.core;

/**
 * One request the template sends, as observations and consumed-capacity listeners see it.
 *
 * @param operation the DynamoDB operation ({@code GetItem}, {@code Query}, {@code BatchWriteItem}, ...)
 * @param tableName the physical table (the tables, comma-separated in name order, of a batch or
 *     transaction over several)
 * @param indexName the index a Query or Scan reads, or {@code null}
 * @param method the repository method that sent it ({@code OrderRepository.findByCustomerId}; an
 *     inherited CRUD method is named after the repository it was called through), or
 *     {@code template} for a direct template call
 */
public record RequestInfo(String operation, String tableName, String indexName, String method) {}
