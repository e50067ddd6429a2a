package io.dynaforge.boot.web;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.autoconfigure.DynaforgeCursorsAutoConfiguration;
import io.dynaforge.boot.autoconfigure.DynaforgeCursorsWebAutoConfiguration;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ReactiveWebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.http.MediaType;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.config.EnableWebFlux;
import reactor.core.publisher.Mono;

/** WebFlux: a controller's {@code ScrollPosition} parameter from {@code ?cursor=}, and 400 for an invalid one. */
class WebFluxCursorsTest {

  final ReactiveWebApplicationContextRunner runner = new ReactiveWebApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeCursorsAutoConfiguration.class,
          DynaforgeCursorsWebAutoConfiguration.class))
      .withUserConfiguration(FluxApplication.class);

  @RestController
  static class OrdersController {
    @GetMapping("/orders")
    Mono<Map<String, Object>> byCustomer(ScrollPosition position) {
      return Mono.just(CursorTokens.describe(position));
    }

    /** The repository refuses a cursor of another query when subscribed to: the Mono fails. */
    @GetMapping("/orders/by-status")
    Mono<Map<String, Object>> byStatus(ScrollPosition position) {
      return Mono.fromSupplier(() -> CursorTokens.byStatus(position));
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableWebFlux
  static class FluxApplication {
    @Bean
    OrdersController ordersController() {
      return new OrdersController();
    }
  }

  void withClient(Consumer<WebTestClient> test, String... properties) {
    runner.withPropertyValues(CursorTokens.PROPERTIES).withPropertyValues(properties)
        .run(context -> test.accept(WebTestClient.bindToApplicationContext(context).build()));
  }

  static WebTestClient.ResponseSpec get(WebTestClient client, String path, String parameter, String token) {
    return client.get().uri(uri -> token == null ? uri.path(path).build()
        : uri.path(path).queryParam(parameter, "{token}").build(token)).exchange();
  }

  @Test
  void aValidTokenIsTheDecodedPosition() {
    withClient(client -> get(client, "/orders", "cursor", CursorTokens.token("p7"))
        .expectStatus().isOk().expectBody().jsonPath("$.pk").isEqualTo("p7"));
  }

  @Test
  void noParameterOrAnEmptyOneIsTheInitialPosition() {
    withClient(client -> {
      get(client, "/orders", "cursor", null).expectStatus().isOk().expectBody().jsonPath("$.initial").isEqualTo(true);
      get(client, "/orders", "cursor", "").expectStatus().isOk().expectBody().jsonPath("$.initial").isEqualTo(true);
    });
  }

  @Test
  void theParameterIsConfigurable() {
    withClient(client -> {
      get(client, "/orders", "after", CursorTokens.token("p8")).expectBody().jsonPath("$.pk").isEqualTo("p8");
      get(client, "/orders", "cursor", "ignored").expectBody().jsonPath("$.initial").isEqualTo(true);
    }, "dynaforge.cursors.parameter=after");
  }

  @Test
  void anAlteredTokenIs400NamingTheReasonNeverTheToken() {
    String altered = CursorTokens.altered();
    withClient(client -> problem(client, "/orders", altered, "altered", "The cursor was altered"));
  }

  @Test
  void anExpiredTokenIs400() {
    withClient(client -> problem(client, "/orders", CursorTokens.expired(), "expired", "The cursor has expired"));
  }

  @Test
  void aTokenOfAnUnknownKeyOrNoTokenAtAllIs400() {
    withClient(client -> {
      problem(client, "/orders", CursorTokens.unknownKey(), "unknown-key", "unknown key");
      problem(client, "/orders", "not-a-cursor", "malformed", "The cursor is malformed");
    });
  }

  @Test
  void aTokenOfAnotherQueryRefusedByTheRepositoryMethodIs400() {
    withClient(client -> {
      problem(client, "/orders/by-status", CursorTokens.byCustomer(), "other-query", "another query");
      get(client, "/orders", "cursor", CursorTokens.byCustomer()).expectStatus().isOk()
          .expectBody().jsonPath("$.pk").isEqualTo("p1");
    });
  }

  static void problem(WebTestClient client, String path, String token, String reason, String detail) {
    String body = get(client, path, "cursor", token)
        .expectStatus().isBadRequest()
        .expectHeader().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON)
        .expectBody(String.class).returnResult().getResponseBody();
    assertThat(body).contains("\"status\":400", "\"title\":\"Invalid cursor\"", "\"reason\":\"" + reason + "\"", detail,
        "\"instance\":\"" + path + "\"")
        .doesNotContain(token, "p1", "Orders.findBy", "k1");
  }
}
