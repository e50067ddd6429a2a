package io.dynaforge.it.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.config.AbstractDynamoDbConfiguration;
import io.dynaforge.config.EnableDynamoDbRepositories;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.extension.DynamoDbExtension;
import io.dynaforge.extension.ReadContext;
import io.dynaforge.extension.WriteContext;
import io.dynaforge.extension.WriteModification;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** AbstractDynamoDbConfiguration registers every DynamoDbExtension bean, in @Order, on the template. */
@ExtendWith(io.dynaforge.testing.DynamoDbExtension.class)
class SpringExtensionsTest {

  static TestTables tables;
  static final List<String> calls = Collections.synchronizedList(new ArrayList<>());

  @BeforeAll
  static void tables(TestTables testTables, DynamoDbClient client) {
    tables = testTables;
    DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build().createTables(Gadget.class);
  }

  /** Appends its letter to a put's {@code stamp}, and records its reads. */
  static class Stamper implements DynamoDbExtension {
    private final String letter;

    Stamper(String letter) {
      this.letter = letter;
    }

    @Override
    public WriteModification beforeWrite(WriteContext context) {
      calls.add(letter + ":" + context.operation());
      Map<String, AttributeValue> item = new HashMap<>(context.item());
      AttributeValue stamp = item.get("stamp");
      item.put("stamp", AttributeValue.fromS((stamp == null ? "" : stamp.s()) + letter));
      return WriteModification.builder().item(item).build();
    }

    @Override
    public Map<String, AttributeValue> afterRead(ReadContext context) {
      calls.add(letter + ":read");
      return context.item();
    }
  }

  @Order(Ordered.LOWEST_PRECEDENCE - 1)
  static class Late extends Stamper {
    Late() {
      super("c");
    }
  }

  @Order(1)
  static class Early extends Stamper {
    Early() {
      super("a");
    }
  }

  @Order(2)
  static class Middle extends Stamper {
    Middle() {
      super("b");
    }
  }

  @Configuration
  @EnableDynamoDbRepositories
  static class Config extends AbstractDynamoDbConfiguration {
    @Bean
    public DynamoDbClient dynamoDbClient() {
      return LocalDynamoDb.shared().clientBuilder().build(); // closed with the context
    }

    @Bean
    public GadgetLabellingImpl.GadgetLabels gadgetLabels() {
      return new GadgetLabellingImpl.GadgetLabels("gadget: ");
    }

    // declared out of order: the order is @Order's
    @Bean
    public Late late() {
      return new Late();
    }

    @Bean
    public Middle middle() {
      return new Middle();
    }

    @Bean
    public Early early() {
      return new Early();
    }

    @Override
    protected TableNameResolver tableNameResolver() {
      return tables::name;
    }
  }

  @Test
  void orderedExtensionBeansAreRegisteredInOrder() {
    try (var context = new AnnotationConfigApplicationContext(Config.class)) {
      GadgetRepository gadgets = context.getBean(GadgetRepository.class);
      gadgets.save(new Gadget("x1", "sprocket"));
      assertThat(gadgets.findById("x1")).get().extracting(g -> g.stamp).isEqualTo("abc");
      assertThat(calls).containsExactly("a:PUT", "b:PUT", "c:PUT", "a:read", "b:read", "c:read");
    }
  }
}
