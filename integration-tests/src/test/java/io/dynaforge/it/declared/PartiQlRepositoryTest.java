package io.dynaforge.it.declared;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** @Query(partiQl) methods of a generated repository: positional parameters, NextToken, limit, one row. */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite
class PartiQlRepositoryTest {

  static DynamoDbClient client;
  static Ledger2Repository ledger;

  @BeforeAll
  static void setUp(LocalDynamoDb local) {
    client = local.clientBuilder().build();
    DynamoDbTemplate template = new DynamoDbTemplate(client);
    template.createTables(Ledger2.class);
    ledger = new Ledger2Repository_Impl(template);
    for (int i = 1; i <= 5; i++) {
      ledger.save(new Ledger2("A1", "E" + i, i * 10));
    }
    ledger.save(new Ledger2("A2", "E1", 99));
  }

  @AfterAll
  static void close() {
    client.deleteTable(r -> r.tableName("dynaforge_it_partiql"));
    client.close();
  }

  @Test
  void aStatementReturnsEveryRowItsParametersSelect() {
    List<Ledger2> entries = ledger.entriesOf("A1");
    assertThat(entries).extracting(Ledger2::entry).containsExactlyInAnyOrder("E1", "E2", "E3", "E4", "E5");
    assertThat(ledger.firstThree("A1")).hasSize(3);
    assertThat(ledger.entry("A2", "E1")).get().extracting(Ledger2::amount).isEqualTo(99);
    assertThat(ledger.entry("A2", "E9")).isEmpty();
  }
}
