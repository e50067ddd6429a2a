package io.dynaforge.it.kinds;

import io.dynaforge.annotation.ExpressionValue;
import io.dynaforge.annotation.Update;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.repository.DynamoDbRepository;

/** Declared updates of placeholders of Shipment's template columns (API rule 2). */
public interface ShipmentRepository extends DynamoDbRepository<Shipment, DynamoDbCompositeId> {

  /** Changes both placeholders of gsi1sk (and gsi1pk's only one): both columns are recomposed. */
  @Update(updateExpression = "SET #status = :status, #carrier = :carrier")
  Shipment ship(String customer, String sk, String status, String carrier);

  /** A literal value fixes a placeholder as a parameter does. */
  @Update(updateExpression = "SET #status = :lost, #carrier = :carrier",
      values = @ExpressionValue(name = ":lost", value = "'LOST'"))
  void lose(String customer, String sk, String carrier);

  /** Removes a placeholder of two sparse columns: both are removed, the item leaves the index. */
  @Update(updateExpression = "REMOVE #status")
  void cancel(String customer, String sk);

  /** Names a derived column itself: sent as written, gsi1sk is not recomposed. */
  @Update(updateExpression = "SET #status = :status REMOVE #gsi1sk")
  void park(String customer, String sk, String status);
}
