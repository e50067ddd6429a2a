package io.dynaforge.it.template;

import io.dynaforge.expression.DynamoDbExpression;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The example of docs/updates.md, as it is written there. */
public final class TenantGuard implements DynamoDbExtension {
  private final Supplier<String> currentTenant;

  public TenantGuard(Supplier<String> currentTenant) {
    this.currentTenant = currentTenant;
  }

  @Override
  public WriteModification beforeWrite(WriteContext context) {
    String tenant = currentTenant.get();
    if (context.operation().isBatch()) {
      throw new InvalidDataAccessApiUsageException("BatchWriteItem carries no condition, so " + context.operation()
          + " cannot be tenant-guarded; write one item at a time");
    }
    WriteModification.Builder modification = WriteModification.builder()
        .condition(DynamoDbExpression.builder("attribute_not_exists(#tenant) OR #tenant = :tenant")
            .name("#tenant", "tenant").value(":tenant", tenant).build());
    if (context.operation().isPut()) { // the item written carries the caller's tenant
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.put("tenant", AttributeValue.fromS(tenant));
      modification.item(item);
    } else if (context.operation().isUpdate()) { // so does an item an update creates
      modification.updateActions(DynamoDbExpression.builder("SET #tenant = :tenant")
          .name("#tenant", "tenant").value(":tenant", tenant).build());
    }
    return modification.build();
  }

  @Override
  public Map<String, AttributeValue> afterRead(ReadContext context) {
    AttributeValue owner = context.item().get("tenant");
    return owner != null && owner.s().equals(currentTenant.get()) ? context.item() : null; // skipped
  }

  @Override
  public Set<String> attributesRead(Class<?> entityType) {
    return Set.of("tenant"); // a projection's reads ask for it too, so the guard sees it
  }
}
