package io.dynaforge.it.write;

import io.dynaforge.annotation.ExpressionName;
import io.dynaforge.annotation.ExpressionValue;
import io.dynaforge.annotation.Update;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;

/** The customer repository: CRUD, typed updates by id, and a declared counter update. */
public interface CustomerRepository extends DynamoDbRepository<Customer, DynamoDbCompositeId> {

  /** A declared increment: it bumps the @Version too, so a stale copy cannot be saved over it. */
  @Update(updateExpression = "ADD #orderCount :one", names = @ExpressionName(name = "#orderCount", value = "count"),
      values = @ExpressionValue(name = ":one", value = "1"))
  void recordOrder(String pk, String sk);
}
