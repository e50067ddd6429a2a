package io.dynaforge.boot.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import io.dynaforge.boot.autoconfigure.DynaforgeCursorsAutoConfiguration;
import io.dynaforge.boot.autoconfigure.DynaforgeCursorsWebAutoConfiguration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.WebApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.config.annotation.EnableWebMvc;

/** Spring MVC: a controller's {@code ScrollPosition} parameter from {@code ?cursor=}, and 400 for an invalid one. */
class WebMvcCursorsTest {

  final WebApplicationContextRunner runner = new WebApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeCursorsAutoConfiguration.class,
          DynaforgeCursorsWebAutoConfiguration.class))
      .withUserConfiguration(MvcApplication.class);

  @RestController
  static class OrdersController {
    @GetMapping("/orders")
    Map<String, Object> byCustomer(ScrollPosition position) {
      return CursorTokens.describe(position);
    }

    @GetMapping("/orders/by-status")
    Map<String, Object> byStatus(ScrollPosition position) {
      return CursorTokens.byStatus(position);
    }
  }

  @Configuration(proxyBeanMethods = false)
  @EnableWebMvc
  static class MvcApplication {
    @Bean
    OrdersController ordersController() {
      return new OrdersController();
    }
  }

  interface MvcTest {
    void run(MockMvc mvc) throws Exception;
  }

  void withMvc(MvcTest test, String... properties) {
    runner.withPropertyValues(CursorTokens.PROPERTIES).withPropertyValues(properties)
        .run(context -> test.run(MockMvcBuilders.webAppContextSetup(context).build()));
  }

  @Test
  void aValidTokenIsTheDecodedPosition() {
    withMvc(mvc -> mvc.perform(get("/orders").param("cursor", CursorTokens.token("p7")))
        .andExpect(status().isOk()).andExpect(jsonPath("$.pk").value("p7")));
  }

  @Test
  void noParameterOrAnEmptyOneIsTheInitialPosition() {
    withMvc(mvc -> {
      mvc.perform(get("/orders")).andExpect(status().isOk()).andExpect(jsonPath("$.initial").value(true));
      mvc.perform(get("/orders").param("cursor", "")).andExpect(status().isOk())
          .andExpect(jsonPath("$.initial").value(true));
    });
  }

  @Test
  void theParameterIsConfigurable() {
    withMvc(mvc -> {
      mvc.perform(get("/orders").param("after", CursorTokens.token("p8"))).andExpect(jsonPath("$.pk").value("p8"));
      mvc.perform(get("/orders").param("cursor", "ignored")).andExpect(jsonPath("$.initial").value(true));
    }, "dynaforge.cursors.parameter=after");
  }

  @Test
  void anAlteredTokenIs400NamingTheReasonNeverTheToken() {
    String altered = CursorTokens.altered();
    withMvc(mvc -> problem(mvc, "/orders", altered, "altered", "The cursor was altered"));
  }

  @Test
  void anExpiredTokenIs400() {
    withMvc(mvc -> problem(mvc, "/orders", CursorTokens.expired(), "expired", "The cursor has expired"));
  }

  @Test
  void aTokenOfAnUnknownKeyOrNoTokenAtAllIs400() {
    withMvc(mvc -> {
      problem(mvc, "/orders", CursorTokens.unknownKey(), "unknown-key", "unknown key");
      problem(mvc, "/orders", "not-a-cursor", "malformed", "The cursor is malformed");
    });
  }

  @Test
  void aTokenOfAnotherQueryRefusedByTheRepositoryMethodIs400() {
    withMvc(mvc -> {
      problem(mvc, "/orders/by-status", CursorTokens.byCustomer(), "other-query", "another query");
      mvc.perform(get("/orders").param("cursor", CursorTokens.byCustomer())).andExpect(status().isOk())
          .andExpect(jsonPath("$.pk").value("p1"));
    });
  }

  static void problem(MockMvc mvc, String path, String token, String reason, String detail) throws Exception {
    String body = mvc.perform(get(path).param("cursor", token))
        .andExpect(status().isBadRequest())
        .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
        .andExpect(jsonPath("$.status").value(400))
        .andExpect(jsonPath("$.title").value("Invalid cursor"))
        .andExpect(jsonPath("$.detail").value(containsString(detail)))
        .andExpect(jsonPath("$.reason").value(reason))
        .andExpect(jsonPath("$.instance").value(path))
        .andExpect(content().string(not(containsString(token))))
        .andReturn().getResponse().getContentAsString();
    assertThat(body).doesNotContain("p1", "Orders.findBy", "k1");
  }
}
