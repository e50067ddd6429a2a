package io.dynaforge.it.kinds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TransactWrite;
import io.dynaforge.expression.Update;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * API rule 2: a typed update of a placeholder recomposes every template column built from it in the
 * same request (a sparse one removed when its placeholder becomes null); a partial one and a base-key
 * placeholder are refused before anything is sent.
 */
@ExtendWith(DynamoDbExtension.class)
class DerivedColumnsTest {

  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static String table;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Shipment.class);
    table = template.getTableName(Shipment.class);
  }

  @AfterAll
  static void close() {
    client.close();
  }

  private Map<String, AttributeValue> stored(String customer, String shipId) {
    return client.getItem(b -> b.tableName(table).key(Map.of("customer", AttributeValue.fromS(customer),
        "sk", AttributeValue.fromS("SHIP#" + shipId)))).item();
  }

  /** What a save of the entity as it now reads would write: the derived columns included. */
  private Map<String, AttributeValue> asSaved(String customer, String shipId) {
    return Shipment_Mapper.INSTANCE.toItem(template.findById(Shipment.class, customer, "SHIP#" + shipId).orElseThrow());
  }

  @Test
  void aTypedUpdateOfAPlaceholderRecomposesEveryColumnBuiltFromIt() {
    template.save(new Shipment("c1", "s1", "NEW", "UPS"));
    template.update(Shipment.class, "c1", "SHIP#s1", Update.of(Shipment.class).set(Shipment_Attributes.status, "SHIPPED")
        .set(Shipment_Attributes.carrier, "DHL"));
    Map<String, AttributeValue> item = stored("c1", "s1");
    assertThat(item.get("gsi1pk").s()).isEqualTo("STATUS#SHIPPED");
    assertThat(item.get("gsi1sk").s()).isEqualTo("DHL#SHIPPED");
    assertThat(item).isEqualTo(asSaved("c1", "s1"));
  }

  @Test
  void theOtherPlaceholdersMayComeFromTheStoredItemOnlyWhenTheUpdateSetsThem() {
    template.save(new Shipment("c1", "s2", "NEW", "UPS"));
    // gsi1sk needs carrier too, which the update does not fix: refused, nothing sent
    assertThatThrownBy(() -> template.update(Shipment.class, "c1", "SHIP#s2",
        Update.of(Shipment.class).set(Shipment_Attributes.status, "LOST")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("'gsi1sk'").hasMessageContaining("[carrier]").hasMessageContaining("Nothing was sent");
    assertThat(stored("c1", "s2").get("status").s()).isEqualTo("NEW");
  }

  @Test
  void removingASparsePlaceholderTakesTheItemOutOfItsIndex() {
    template.save(new Shipment("c1", "s3", "NEW", "UPS"));
    template.update(Shipment.class, "c1", "SHIP#s3", Update.of(Shipment.class).remove(Shipment_Attributes.status));
    Map<String, AttributeValue> item = stored("c1", "s3");
    assertThat(item).doesNotContainKeys("status", "gsi1pk", "gsi1sk");
    assertThat(item).isEqualTo(asSaved("c1", "s3"));
  }

  @Test
  void aBaseKeyPlaceholderCannotBeUpdated() {
    template.save(new Shipment("c1", "s4", "NEW", "UPS"));
    assertThatThrownBy(() -> template.update(Shipment.class, "c1", "SHIP#s4",
        Update.of(Shipment.class).set(io.dynaforge.expression.Attribute.plain("shipId", AttributeValue::fromS), "s5")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("no longer be found under its key");
  }

  @Test
  @DisabledOnDynalite
  void aTransactionsUpdateRecomposesToo() {
    template.save(new Shipment("c1", "s6", "NEW", "UPS"));
    template.transactWrite(TransactWrite.builder().update(Shipment.class, "c1", "SHIP#s6",
        Update.of(Shipment.class).set(Shipment_Attributes.status, "DONE").set(Shipment_Attributes.carrier, "UPS"))
        .build());
    assertThat(stored("c1", "s6")).isEqualTo(asSaved("c1", "s6"));
    assertThat(stored("c1", "s6").get("gsi1pk").s()).isEqualTo("STATUS#DONE");
  }
}
