package io.dynaforge.boot.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.testing.FaultProxy;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.WithLocalDynamoDb;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.TransientDataAccessResourceException;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A {@code @SpringBootTest} whose repositories go through a {@link FaultProxy}: {@code @WithLocalDynamoDb}
 * starts the local server and creates the tables, {@code @DynamicPropertySource} points the starter's client
 * at the proxy (it takes precedence over the local server's properties).
 */
@SpringBootTest(properties = {"dynaforge.table-prefix=FaultProxyBootTest-", "dynaforge.client.max-attempts=2"})
@WithLocalDynamoDb
class FaultProxyBootTest {

  static final FaultProxy proxy = FaultProxy.start(LocalDynamoDb.shared().endpoint());

  @DynamicPropertySource
  static void throughTheProxy(DynamicPropertyRegistry registry) {
    registry.add("dynaforge.endpoint", () -> proxy.endpoint().toString());
  }

  @AfterAll
  static void close() {
    proxy.close();
  }

  @Autowired CrateRepository crates;

  @Test
  void theStartersClientGoesThroughTheProxyAndRetriesAsConfigured() {
    crates.save(new Crate("c1", "pears"));
    assertThat(proxy.requests()).containsKey("PutItem").containsKey("CreateTable");
    proxy.throttle(1.0).onlyFor("GetItem");
    proxy.resetCounts();
    assertThatThrownBy(() -> crates.findById("c1")).isInstanceOf(TransientDataAccessResourceException.class);
    assertThat(proxy.requests()).containsEntry("GetItem", 2);
    proxy.clearFaults();
    assertThat(crates.findById("c1")).contains(new Crate("c1", "pears"));
  }
}
