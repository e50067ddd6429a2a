package io.dynaforge.it.template;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The example of docs/updates.md, as it is written there. */
public final class RegistrationDate implements DynamoDbExtension {
  private final Class<?> entityType;
  private final Clock clock;

  public RegistrationDate(Class<?> entityType, Clock clock) {
    this.entityType = entityType;
    this.clock = clock;
  }

  @Override
  public WriteModification beforeWrite(WriteContext context) {
    if (context.entityType() != entityType) {
      return WriteModification.none();
    }
    AttributeValue now = AttributeValue.fromS(clock.instant().toString());
    if (context.operation().isUpdate()) {
      return WriteModification.builder()
          .updateActions(DynamoDbExpression.builder("SET #registered = if_not_exists(#registered, :now)")
              .name("#registered", "registrationDate").value(":now", now).build())
          .build();
    }
    if (context.operation().isPut() && !context.item().containsKey("registrationDate")) {
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.put("registrationDate", now);
      return WriteModification.builder().item(item).build();
    }
    return WriteModification.none();
  }
}
