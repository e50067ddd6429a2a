package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.ExecuteStatementResponse;

/** executeStatement: positional parameters, physical table names, NextToken (dynalite has no PartiQL). */
@DisabledOnDynalite
@ExtendWith(DynamoDbExtension.class)
class PartiQlTest {

  /**
   * Splits every result into pages of {@code size}: the first response carries a NextToken; the
   * request with that token is sent without it and its response skips what was already returned.
   */
  static final class Pager implements ExecutionInterceptor {
    static final ExecutionAttribute<String> TOKEN = new ExecutionAttribute<>("pagerToken");
    volatile int size;

    @Override
    public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
      if (size > 0 && context.request() instanceof ExecuteStatementRequest r && r.nextToken() != null) {
        attributes.putAttribute(TOKEN, r.nextToken());
        return r.toBuilder().nextToken(null).build();
      }
      return context.request();
    }

    @Override
    public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes attributes) {
      if (size > 0 && context.response() instanceof ExecuteStatementResponse response && response.hasItems()) {
        String token = attributes.getAttribute(TOKEN);
        int from = token == null ? 0 : Integer.parseInt(token.substring(5));
        List<Map<String, AttributeValue>> items = response.items();
        int to = Math.min(items.size(), from + size);
        return response.toBuilder().items(items.subList(from, to))
            .nextToken(to < items.size() ? "page-" + to : null).build();
      }
      return context.response();
    }
  }

  static final Pager pager = new Pager();
  static TemplateFixture fx;
  static DynamoDbTemplate template;
  static String players;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables, b -> b, pager);
    template = fx.template;
    template.createTables(Player.class);
    players = tables.name("players");
    template.saveAll(IntStream.range(0, 12).mapToObj(i -> new Player("q" + i, i % 2 == 0 ? "even" : "odd", i)).toList());
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @BeforeEach
  void clear() {
    fx.clear();
    pager.size = 0;
  }

  @Test
  void positionalParametersAndPhysicalTableNames() {
    List<Player> odd = template.executeStatement(Player.class,
        "SELECT * FROM \"" + players + "\" WHERE name = ?", List.of("odd"));
    assertThat(odd).extracting(Player::getScore).containsExactlyInAnyOrder(1, 3, 5, 7, 9, 11);
    ExecuteStatementRequest request = fx.log.requestsOf(ExecuteStatementRequest.class).get(0);
    assertThat(request.parameters()).containsExactly(AttributeValue.fromS("odd"));
  }

  @Test
  void followsNextTokenUntilTheListOrTheLimitIsComplete() {
    pager.size = 5;
    List<Player> all = template.executeStatement(Player.class, "SELECT * FROM \"" + players + "\"", List.of());
    assertThat(all).hasSize(12);
    assertThat(fx.log.count(ExecuteStatementRequest.class)).isEqualTo(3);
    fx.clear();
    assertThat(template.executeStatement(Player.class, "SELECT * FROM \"" + players + "\"", List.of(), 7)).hasSize(7);
    assertThat(fx.log.count(ExecuteStatementRequest.class)).isEqualTo(2);
  }

  @Test
  void rawStatementsAndTranslatedErrors() {
    template.executeStatement("UPDATE \"" + players + "\" SET score = ? WHERE id = ?", List.of(100, "q0"));
    assertThat(template.findById(Player.class, "q0")).get().extracting(Player::getScore).isEqualTo(100);
    assertThatThrownBy(() -> template.executeStatement("SELEC nonsense", List.of()))
        .isInstanceOf(DataAccessException.class).hasMessageContaining("SELEC nonsense");
  }
}
