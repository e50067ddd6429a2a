package io.dynaforge.it.kinds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
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
 * API rule 2 for declared {@code @Update} methods and update expressions given to the template: a
 * change of a placeholder recomposes every template column built from it in the same request, with
 * the stored item then equal to what a save of the entity read back writes; removing a placeholder
 * of a sparse column removes the column; a column the update names is sent as written. (A partial
 * {@code @Update} and one of a base-key placeholder do not compile: DeclaredTemplateColumnsTest.)
 */
@ExtendWith(DynamoDbExtension.class)
class DeclaredDerivedColumnsTest {

  static DynamoDbClient client;
  static DynamoDbTemplate template;
  static ShipmentRepository shipments;
  static String table;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Shipment.class);
    table = template.getTableName(Shipment.class);
    shipments = new ShipmentRepository_Impl(template);
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
  void aDeclaredUpdateOfPlaceholdersRecomposesEveryColumnBuiltFromThem() {
    template.save(new Shipment("d1", "s1", "NEW", "UPS"));
    Shipment after = shipments.ship("d1", "SHIP#s1", "SHIPPED", "DHL");
    assertThat(after.status).isEqualTo("SHIPPED");
    Map<String, AttributeValue> item = stored("d1", "s1");
    assertThat(item.get("gsi1pk").s()).isEqualTo("STATUS#SHIPPED");
    assertThat(item.get("gsi1sk").s()).isEqualTo("DHL#SHIPPED");
    assertThat(item).isEqualTo(asSaved("d1", "s1"));
  }

  @Test
  void aLiteralValueFixesAPlaceholderToo() {
    template.save(new Shipment("d1", "s2", "NEW", "UPS"));
    shipments.lose("d1", "SHIP#s2", "FEDEX");
    assertThat(stored("d1", "s2").get("gsi1sk").s()).isEqualTo("FEDEX#LOST");
    assertThat(stored("d1", "s2")).isEqualTo(asSaved("d1", "s2"));
  }

  @Test
  void removingASparsePlaceholderTakesTheItemOutOfItsIndex() {
    template.save(new Shipment("d1", "s3", "NEW", "UPS"));
    shipments.cancel("d1", "SHIP#s3");
    Map<String, AttributeValue> item = stored("d1", "s3");
    assertThat(item).doesNotContainKeys("status", "gsi1pk", "gsi1sk");
    assertThat(item).isEqualTo(asSaved("d1", "s3"));
  }

  @Test
  void aColumnTheUpdateNamesIsSentAsWritten() {
    template.save(new Shipment("d1", "s4", "NEW", "UPS"));
    shipments.park("d1", "SHIP#s4", "PARKED");
    Map<String, AttributeValue> item = stored("d1", "s4");
    assertThat(item.get("gsi1pk").s()).isEqualTo("STATUS#PARKED"); // not named: recomposed
    assertThat(item).doesNotContainKey("gsi1sk"); // named: removed, as written
  }

  @Test
  void anExpressionGivenToTheTemplateFollowsTheSameRule() {
    template.save(new Shipment("d1", "s5", "NEW", "UPS"));
    template.update(Shipment.class, "d1", "SHIP#s5", "SET #s = :s, #c = :c", Map.of("#s", "status", "#c", "carrier"),
        Map.of(":s", "HELD", ":c", "DPD"));
    assertThat(stored("d1", "s5").get("gsi1sk").s()).isEqualTo("DPD#HELD");
    assertThat(stored("d1", "s5")).isEqualTo(asSaved("d1", "s5"));
    assertThatThrownBy(() -> template.update(Shipment.class, "d1", "SHIP#s5", "SET #s = :s", Map.of("#s", "status"),
        Map.of(":s", "LOST")))
        .isInstanceOf(InvalidDataAccessApiUsageException.class)
        .hasMessageContaining("'gsi1sk'").hasMessageContaining("[carrier]").hasMessageContaining("Nothing was sent");
    assertThat(stored("d1", "s5").get("status").s()).isEqualTo("HELD");
  }
}
