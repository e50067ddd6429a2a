package io.dynaforge.it.correctness;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.repository.DynamoDbCompositeId;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Shapes Spring Data users write every day, end to end: a generic {@code @NoRepositoryBean} base
 * repository with a default method, a record entity, and names equal to the generated code's own.
 */
@ExtendWith(DynamoDbExtension.class)
class CorrectnessTest {

  static DynamoDbClient client;
  static LedgerRepository ledger;

  @BeforeAll
  static void setUp(LocalDynamoDb local, TestTables tables) {
    client = local.clientBuilder().build();
    DynamoDbTemplate template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(Ledger.class);
    ledger = new LedgerRepository_Impl(template);
    ledger.save(new Ledger("A1", "ENTRY#1", "q1", "m1", "shop", 1, List.of("x"), null));
    ledger.save(new Ledger("A1", "ENTRY#2", "q2", "m2", "shop", 2, null, null));
    ledger.save(new Ledger("A1", "NOTE#1", "q3", "m3", "bank", 3, null, null));
    ledger.save(new Ledger("A2", "ENTRY#1", "q4", "m4", "shop", 4, null, null));
  }

  @AfterAll
  static void close() {
    client.close();
  }

  @Test
  void theGenericBasesFinderAndDefaultMethodWorkThroughTheConcreteRepository() {
    assertThat(ledger.findByAccount("A1")).extracting(Ledger::item).containsExactly("ENTRY#1", "ENTRY#2", "NOTE#1");
    assertThat(ledger.lastOf("A1")).get().extracting(Ledger::item).isEqualTo("NOTE#1");
    assertThat(ledger.lastOf("nobody")).isEmpty();
  }

  @Test
  void parametersNamedLikeTheGeneratedLocalsBindTheRightValues() {
    assertThat(ledger.findByAccountAndItemStartingWith("A1", "ENTRY#")).extracting(Ledger::query)
        .containsExactly("q1", "q2");
    assertThat(ledger.findByAccountAndEIn("A1", List.of(1, 3))).extracting(Ledger::item)
        .containsExactly("ENTRY#1", "NOTE#1");
    assertThat(ledger.countByAccountAndEntity("A1", "shop")).isEqualTo(2);
  }

  @Test
  void aCustomFragmentIsDelegatedToItsImplementation() {
    assertThat(ledger.total("A1")).isEqualTo(6);
  }

  @Test
  void aRecordWithSuchComponentsRoundTripsWithItsVersion() {
    ledger.save(new Ledger("A3", "ENTRY#1", "q", "m", "shop", 5, List.of("x"), null));
    Ledger stored = ledger.findById(DynamoDbCompositeId.of("A3", "ENTRY#1")).orElseThrow();
    assertThat(stored).isEqualTo(new Ledger("A3", "ENTRY#1", "q", "m", "shop", 5, List.of("x"), 1L));
    Ledger updated = ledger.save(new Ledger("A3", "ENTRY#1", "q2", "m", "shop", 5, List.of("x"), 1L));
    assertThat(updated.version()).isEqualTo(2L);
    assertThat(ledger.findById(DynamoDbCompositeId.of("A3", "ENTRY#1"))).get().extracting(Ledger::query)
        .isEqualTo("q2");
  }
}
