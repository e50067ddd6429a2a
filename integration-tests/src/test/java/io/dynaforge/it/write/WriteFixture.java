package io.dynaforge.it.write;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A template over the shared local server with a recording client, the test class's table names and
 * a fixed clock, and a raw client to read what was stored behind the template's back.
 */
final class WriteFixture implements AutoCloseable {

  static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");

  final RequestRecorder log = new RequestRecorder();
  final DynamoDbClient client;
  final DynamoDbClient raw;
  final DynamoDbTemplate template;
  final TestTables tables;

  WriteFixture(LocalDynamoDb db, TestTables tables) {
    this.tables = tables;
    this.raw = db.client();
    this.client = db.recordingClient(log);
    this.template = DynamoDbTemplate.builder(client).mapperRegistry(mappers()).tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC)).build();
    template.createTables(Customer.class);
  }

  static MapperRegistry mappers() {
    return new MapperRegistry().register(Customer_Mapper.INSTANCE).register(Inventory_Mapper.INSTANCE)
        .register(ShopOrder_Mapper.INSTANCE).register(PageCounter_Mapper.INSTANCE)
        .register(CounterRecord_Mapper.INSTANCE);
  }

  /** The stored item of a key, read with a plain GetItem (consistent). */
  Map<String, AttributeValue> stored(String pk, String sk) {
    return raw.getItem(r -> r.tableName(tables.name("shop")).consistentRead(true)
        .key(Map.of("pk", AttributeValue.fromS(pk), "sk", AttributeValue.fromS(sk)))).item();
  }

  @Override
  public void close() {
    client.close();
  }
}
