package io.dynaforge.core.engine;

import io.dynaforge.core.DynamoDbOperationContext;
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
final class PartiQlOperations {

  private final TemplateServices ctx;

  PartiQlOperations(TemplateServices ctx) {
    this.ctx = ctx;
  }

  <T> RequestSequence<List<T>> execute(Class<T> type, String statement, List<?> parameters, int limit) {
    if (limit < 1) {
      throw new InvalidDataAccessApiUsageException("limit must be positive, was " + limit);
    }
    EntityMapper<T> mapper = ctx.mapperFor(type);
    String table = ctx.tableName(mapper.metadata());
    return new Statement<>(statement, parameters, limit, mapper.metadata().entityName(), items -> {
      List<T> entities = new ArrayList<>(items.size());
      for (Map<String, AttributeValue> item : items) {
        T entity = ctx.read(mapper, item, table);
        if (entity != null) { // null: another kind's, expired, or an extension skipped it
          entities.add(entity);
        }
      }
      return entities;
    });
  }

  RequestSequence<List<Map<String, AttributeValue>>> execute(String statement, List<?> parameters, int limit,
      String entityName) {
    return new Statement<>(statement, parameters, limit, entityName, items -> items);
  }

  /** The statement's requests, following {@code NextToken} until {@code limit} items are read or none are left. */
  private final class Statement<R> implements RequestSequence<R> {
    private final String statement;
    private final List<AttributeValue> converted = new ArrayList<>();
    private final int limit;
    private final String entityName;
    private final java.util.function.Function<List<Map<String, AttributeValue>>, R> result;
    private final List<Map<String, AttributeValue>> items = new ArrayList<>();
    private String nextToken;
    private boolean started;

    Statement(String statement, List<?> parameters, int limit, String entityName,
        java.util.function.Function<List<Map<String, AttributeValue>>, R> result) {
      this.statement = Objects.requireNonNull(statement, "statement");
      if (parameters != null) {
        for (Object parameter : parameters) {
          try {
            converted.add(AttributeValueConversions.toAttributeValue(parameter));
          } catch (IllegalArgumentException e) {
            throw new InvalidDataAccessApiUsageException("PartiQL parameter " + (converted.size() + 1) + ": "
                + e.getMessage(), e);
          }
        }
      }
      this.limit = limit;
      this.entityName = entityName;
      this.result = result;
    }

    @Override
    public RequestOperation<?, ?, ?> next() {
      if (started && (nextToken == null || items.size() >= limit)) {
        return null;
      }
      started = true;
      ExecuteStatementRequest.Builder request = ExecuteStatementRequest.builder().statement(statement);
      if (!converted.isEmpty()) {
        request.parameters(converted);
      }
      if (nextToken != null) {
        request.nextToken(nextToken);
      }
      ExecuteStatementRequest built = request.build();
      return new ItemOperations.Operation<>(DynamoDbCall.EXECUTE_STATEMENT, () -> built, response -> {
        if (response.hasItems()) {
          for (Map<String, AttributeValue> item : response.items()) {
            if (items.size() >= limit) {
              break;
            }
            items.add(item);
          }
        }
        nextToken = response.nextToken();
        return null;
      }, e -> OperationFailure.thrown(ctx.translator().translate(e,
          new DynamoDbOperationContext("ExecuteStatement [" + statement + "]", entityName, null, null))));
    }

    @Override
    public java.time.Duration delay() {
      return java.time.Duration.ZERO;
    }

    @Override
    public R result() {
      return result.apply(items);
    }

    @Override
    public RuntimeException interrupted(InterruptedException e) {
      return new org.springframework.dao.DataAccessResourceFailureException("ExecuteStatement interrupted", e);
    }
  }
}
