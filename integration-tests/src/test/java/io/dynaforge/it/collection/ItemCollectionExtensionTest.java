package io.dynaforge.it.collection;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** An item collection's rows go through afterRead one by one before the fold; a skipped row is not folded. */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
@DisabledOnDynalite // the table carries a GSI declared by a view; kept on moto with the other index tests
class ItemCollectionExtensionTest {

  static final List<String> seen = Collections.synchronizedList(new ArrayList<>());
  static DynamoDbClient client;
  static OrderViewRepository orders;

  /** Hides the line of SKU-2 and upper-cases a status. */
  static final class Redactor implements DynamoDbExtension {
    @Override
    public Map<String, AttributeValue> afterRead(ReadContext context) {
      seen.add(context.entityType().getSimpleName() + " " + context.item().get("sk").s());
      AttributeValue sku = context.item().get("sku");
      if (sku != null && "SKU-2".equals(sku.s())) {
        return null;
      }
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      item.computeIfPresent("status", (k, v) -> AttributeValue.fromS(v.s().toUpperCase()));
      return item;
    }
  }

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name)
        .extensions(new Redactor()).build();
    template.createTables(CrmRow.class);
    template.save(new CrmRow("CUSTOMER#1", "ORDER#1", "shipped", null, null, null, null));
    template.save(new CrmRow("CUSTOMER#1", "ORDER#1#LINE#1", null, "SKU-1", 2, null, null));
    template.save(new CrmRow("CUSTOMER#1", "ORDER#1#LINE#2", null, "SKU-2", 1, null, null));
    template.save(new CrmRow("CUSTOMER#2", "ORDER#2#LINE#1", null, "SKU-2", 5, null, null));
    orders = new OrderViewRepository_Impl(template);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void eachRowPassesAfterReadBeforeTheFold() {
    seen.clear();
    OrderView view = orders.findByPartitionKey("CUSTOMER#1").orElseThrow();
    assertThat(view.order()).isEqualTo(new OrderView.OrderData("SHIPPED"));
    assertThat(view.lines()).containsExactly(new OrderView.OrderLineData("SKU-1", 2));
    assertThat(seen).containsExactly("OrderView ORDER#1", "OrderView ORDER#1#LINE#1", "OrderView ORDER#1#LINE#2");
    // every row skipped: nothing to fold
    assertThat(orders.findByPartitionKey("CUSTOMER#2")).isEmpty();
  }
}
