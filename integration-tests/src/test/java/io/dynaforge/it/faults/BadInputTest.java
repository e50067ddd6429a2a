package io.dynaforge.it.faults;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue 23, point 6: values DynamoDB refuses, at write time. Each is a {@link DataAccessException}
 * whose message names the entity and the key, and nothing is stored; the catalogue is written to
 * {@code target/bad-input.md}.
 */
@ExtendWith(DynamoDbExtension.class)
class BadInputTest {

  static DynamoDbTemplate template;
  static LocalDynamoDb db;
  static TestTables tables;
  static final Map<String, String> catalogue = new LinkedHashMap<>();

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables testTables) {
    db = local;
    tables = testTables;
    template = DynamoDbTemplate.builder(db.client()).mapperRegistry(new MapperRegistry().register(Measurement_Mapper.INSTANCE))
        .tableNameResolver(tables::name).build();
    template.createTables(Measurement.class);
  }

  @AfterAll
  static void write() throws IOException {
    StringBuilder table = new StringBuilder("| input | exception | message (start) |\n|---|---|---|\n");
    catalogue.forEach((input, outcome) -> table.append("| ").append(input).append(" | ").append(outcome).append(" |\n"));
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target/bad-input.md"), table);
    System.out.println(table);
  }

  private static Measurement of(String id) {
    return new Measurement(id, 1.0, BigDecimal.ONE, "note", Set.of("t"), new byte[] {1});
  }

  /** The write must fail with a DataAccessException naming the entity and key, and store nothing. */
  private static void refused(String input, String id, Supplier<Object> write) {
    DataAccessException error = null;
    try {
      write.get();
    } catch (DataAccessException e) {
      error = e;
    }
    assertThat(error).as(input + ": refused with a DataAccessException").isNotNull();
    assertThat(error.getMessage()).as(input).contains("Measurement");
    if (!id.isEmpty()) {
      assertThat(error.getMessage()).as(input + ": names the key").contains(id);
    }
    Map<String, AttributeValue> stored = db.client().getItem(r -> r.tableName(tables.name("measurements"))
        .key(Map.of("id", AttributeValue.fromS(id.isEmpty() ? "-" : id)))).item();
    assertThat(stored).as(input + ": nothing stored").isEmpty();
    String message = error.getMessage().replace("|", "/").replace("\n", " ");
    catalogue.put(input, error.getClass().getSimpleName() + " | " + message.substring(0, Math.min(140, message.length())));
  }

  @Test
  void numbersDynamoDbCannotStore() {
    refused("NaN double", "nan", () -> template.save(new Measurement("nan", Double.NaN, null, null, null, null)));
    refused("infinite double", "inf",
        () -> template.save(new Measurement("inf", Double.POSITIVE_INFINITY, null, null, null, null)));
    refused("39 significant digits", "digits", () -> template.save(new Measurement("digits", null,
        new BigDecimal("123456789012345678901234567890123456789"), null, null, null)));
    refused("a number beyond 1E+126", "huge",
        () -> template.save(new Measurement("huge", null, new BigDecimal("1E+126"), null, null, null)));
  }

  @Test
  void emptyKeysAndOversizedItems() {
    refused("empty string partition key", "", () -> template.save(of("")));
    refused("item over 400 KB", "big",
        () -> template.save(new Measurement("big", null, null, "x".repeat(410 * 1024), null, null)));
  }

  /**
   * Not checked on the client (it would scan every string written): DynamoDB refuses the item, moto
   * answers 500 (so the SDK retries it, then a TransientDataAccessResourceException), and dynalite
   * stores it with the surrogate replaced, which is why this runs on moto only.
   */
  @Test
  @io.dynaforge.it.template.DisabledOnDynalite
  void unpairedSurrogatesAreRefusedByTheServer() {
    refused("string with an unpaired surrogate", "surrogate",
        () -> template.save(new Measurement("surrogate", null, null, "bad \uD800 half", null, null)));
  }
}
