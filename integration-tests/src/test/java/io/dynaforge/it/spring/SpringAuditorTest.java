package io.dynaforge.it.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.config.AbstractDynamoDbConfiguration;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.it.auditing.Ticket;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.domain.AuditorAware;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Rule 9 of wave 4: AbstractDynamoDbConfiguration's template takes the context's AuditorAware bean. */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
class SpringAuditorTest {

  static TestTables tables;
  static DynamoDbClient raw;

  @BeforeAll
  static void tables(TestTables testTables, DynamoDbClient client) {
    tables = testTables;
    raw = client;
    DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build().createTables(Ticket.class);
  }

  @Configuration
  static class Config extends AbstractDynamoDbConfiguration {
    @Bean
    public DynamoDbClient dynamoDbClient() {
      return LocalDynamoDb.shared().clientBuilder().build(); // closed with the context
    }

    @Bean
    public AuditorAware<String> currentUser() {
      return () -> Optional.of("spring-user");
    }

    @Override
    protected TableNameResolver tableNameResolver() {
      return tables::name;
    }
  }

  @Test
  void theAuditorAwareBeanFillsCreatedByAndLastModifiedBy() {
    try (var context = new AnnotationConfigApplicationContext(Config.class)) {
      context.getBean(DynamoDbTemplate.class).save(new Ticket("spring-1", "from a bean"));
    }
    Map<String, AttributeValue> item = raw.getItem(g -> g.tableName(tables.name("audited_tickets"))
        .consistentRead(true).key(Map.of("id", AttributeValue.fromS("spring-1")))).item();
    assertThat(item).containsEntry("createdBy", AttributeValue.fromS("spring-user"))
        .containsEntry("modifiedBy", AttributeValue.fromS("spring-user"));
  }
}
