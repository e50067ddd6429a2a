package io.dynaforge.core;

import io.dynaforge.mapping.AttributeValueConversions;
import io.dynaforge.mapping.EntityMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;

/**
 * {@code executeStatement}: one PartiQL statement with converted parameters, following
 * {@code nextToken} until the limit, the items optionally read as entities.
 */
final class PartiQlExecutor {

  private final TemplateContext ctx;

  PartiQlExecutor(TemplateContext ctx) {
    this.ctx = ctx;
  }

  <T> List<T> execute(Class<T> type, String statement, List<?> parameters, int limit) {
    if (limit < 1) {
      throw new InvalidDataAccessApiUsageException("limit must be positive, was " + limit);
    }
    EntityMapper<T> mapper = ctx.mapperFor(type);
    String table = ctx.tableName(mapper.metadata());
    List<Map<String, AttributeValue>> items = execute(statement, parameters, limit, mapper.metadata().entityName());
    List<T> entities = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      T entity = ctx.read(mapper, item, table);
      if (entity != null) { // null: an extension skipped it
        entities.add(entity);
      }
    }
    return entities;
  }

  List<Map<String, AttributeValue>> execute(String statement, List<?> parameters, int limit, String entityName) {
    Objects.requireNonNull(statement, "statement");
    List<AttributeValue> converted = new ArrayList<>();
    if (parameters != null) {
      for (Object parameter : parameters) {
        try {
          converted.add(AttributeValueConversions.toAttributeValue(parameter));
        } catch (IllegalArgumentException e) {
          throw new InvalidDataAccessApiUsageException("PartiQL parameter " + (converted.size() + 1) + ": " + e.getMessage(), e);
        }
      }
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    String nextToken = null;
    do {
      ExecuteStatementRequest.Builder request = ExecuteStatementRequest.builder().statement(statement);
      if (!converted.isEmpty()) {
        request.parameters(converted);
      }
      if (nextToken != null) {
        request.nextToken(nextToken);
      }
      ExecuteStatementResponse response;
      try {
        response = ctx.client.executeStatement(request.build());
      } catch (SdkException e) {
        throw ctx.translator.translate(e, new DynamoDbOperationContext("ExecuteStatement [" + statement + "]", entityName, null, null));
      }
      if (response.hasItems()) {
        for (Map<String, AttributeValue> item : response.items()) {
          if (items.size() >= limit) {
            return items;
          }
          items.add(item);
        }
      }
      nextToken = response.nextToken();
    } while (nextToken != null && items.size() < limit);
    return items;
  }
}
