package io.dynaforge.boot.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.sample.other.PalletRepository;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.testing.WithLocalDynamoDb;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The starter in a {@code @SpringBootTest} on the local server, through {@code @WithLocalDynamoDb}. */
@SpringBootTest(properties = "dynaforge.table-prefix=SampleApplicationTest-")
@WithLocalDynamoDb
class SampleApplicationTest {

  @Autowired CrateRepository crates;
  @Autowired PalletRepository pallets;
  @Autowired DynamoDbOperations operations;

  @Test
  void repositoriesOfTheApplicationPackagesWorkOnTheTablesTheStarterCreated() {
    crates.save(new Crate("c1", "apples"));
    assertThat(crates.findById("c1")).contains(new Crate("c1", "apples"));
    assertThat(pallets.count()).isZero();
    assertThat(operations.getTableName(Crate.class)).isEqualTo("SampleApplicationTest-crates");
    assertThat(operations.getClient().listTables().tableNames())
        .contains("SampleApplicationTest-crates", "SampleApplicationTest-pallets");
  }
}
