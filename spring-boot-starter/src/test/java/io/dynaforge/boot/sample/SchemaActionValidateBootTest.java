package io.dynaforge.boot.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.testing.WithLocalDynamoDb;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;

/**
 * Rule 11 of wave 4: {@code @WithLocalDynamoDb} creates the tables of every generated model whatever
 * {@code dynaforge.schema-action} the application's own configuration sets. The application's
 * {@code application.properties} (here {@code classpath:validating/} and {@code classpath:schema-none/}) says
 * {@code validate}, which fails start-up against the empty local server, or {@code none}, which creates nothing.
 */
class SchemaActionValidateBootTest {

  @Nested
  @SpringBootTest(properties = "spring.config.location=classpath:validating/")
  @WithLocalDynamoDb
  class ApplicationValidates {

    @Autowired CrateRepository crates;
    @Autowired DynamoDbOperations operations;
    @Autowired Environment environment;

    @Test
    void theTablesAreCreatedAndTheRepositoriesWork() {
      assertThat(environment.getProperty("dynaforge.table-prefix")).as("the application's own file was read")
          .isEqualTo("ValidatingApplicationTest-");
      crates.save(new Crate("c1", "pears"));
      assertThat(crates.findById("c1")).contains(new Crate("c1", "pears"));
      assertThat(operations.getClient().listTables().tableNames())
          .contains("ValidatingApplicationTest-crates", "ValidatingApplicationTest-pallets");
    }
  }

  @Nested
  @SpringBootTest(properties = "spring.config.location=classpath:schema-none/")
  @WithLocalDynamoDb
  class ApplicationLeavesTablesAlone {

    @Autowired CrateRepository crates;
    @Autowired DynamoDbOperations operations;

    @Test
    void theTablesAreCreatedAndTheRepositoriesWork() {
      crates.save(new Crate("c2", "plums"));
      assertThat(crates.findById("c2")).contains(new Crate("c2", "plums"));
      assertThat(operations.getClient().listTables().tableNames())
          .contains("NoSchemaActionApplicationTest-crates", "NoSchemaActionApplicationTest-pallets");
    }
  }
}
