package io.dynaforge.boot.websample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import com.jayway.jsonpath.JsonPath;
import io.dynaforge.boot.sample.Crate;
import io.dynaforge.testing.WithLocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.context.WebApplicationContext;

/**
 * End to end on the local server: a Spring MVC controller pages a generated repository through the tokens the
 * starter's CursorCodec seals and its ScrollPosition resolver opens; a token of another query (another method, or
 * other arguments) is refused by the repository method and answered 400 by the starter's advice.
 */
@SpringBootTest(properties = {"dynaforge.table-prefix=ShelvesWebTest-", "dynaforge.cursors.keys[0].id=k1",
    "dynaforge.cursors.keys[0].secret=BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc="})
@WithLocalDynamoDb
class ShelvesWebTest {

  @Autowired WebApplicationContext context;
  @Autowired CrateShelves shelves;
  MockMvc mvc;

  @BeforeEach
  void setUp() {
    mvc = MockMvcBuilders.webAppContextSetup(context).build();
    for (int i = 1; i <= 5; i++) {
      shelves.save(new Crate("c" + i, "nails"));
    }
    shelves.save(new Crate("d1", "screws"));
  }

  @Test
  void aClientPagesThroughEveryCrateOnceFollowingNext() throws Exception {
    List<String> ids = new ArrayList<>();
    String next = null;
    int pages = 0;
    do {
      String body = mvc.perform(next == null ? get("/contents/nails/crates")
              : get("/contents/nails/crates").param("cursor", next))
          .andExpect(status().isOk()).andReturn().getResponse().getContentAsString();
      ids.addAll(JsonPath.read(body, "$.ids"));
      next = JsonPath.read(body, "$.next");
      pages++;
    } while (next != null && pages < 10);
    assertThat(ids).containsExactlyInAnyOrder("c1", "c2", "c3", "c4", "c5");
    assertThat(pages).isBetween(3, 4);
  }

  @Test
  void aTokenGivenToAnotherQueryIs400() throws Exception {
    String body = mvc.perform(get("/contents/nails/crates")).andReturn().getResponse().getContentAsString();
    String next = JsonPath.read(body, "$.next");
    assertThat(next).isNotNull();
    for (String other : List.of("/contents/screws/crates", "/contents/nails/crates/c")) {
      String problem = mvc.perform(get(other).param("cursor", next))
          .andExpect(status().isBadRequest())
          .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_PROBLEM_JSON))
          .andExpect(jsonPath("$.reason").value("other-query"))
          .andReturn().getResponse().getContentAsString();
      assertThat(problem).contains("another query").doesNotContain(next, "CrateShelves", "\"c");
    }
  }
}
