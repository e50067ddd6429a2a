package io.dynaforge.boot.autoconfigure;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.boot.reactivesample.CrateLookup;
import io.dynaforge.boot.sample.Crate;
import io.dynaforge.event.ReactiveAfterConvertCallback;
import io.dynaforge.event.ReactiveBeforeConvertCallback;
import io.dynaforge.reactive.ReactiveDynamoDbOperations;
import io.dynaforge.reactive.ReactiveDynamoDbTemplate;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.LocalDynamoDbInitializer;
import io.dynaforge.testing.TestTables;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.data.domain.ReactiveAuditorAware;
import org.springframework.test.util.ReflectionTestUtils;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.NonBlocking;
import reactor.core.scheduler.Schedulers;
import reactor.test.StepVerifier;

/**
 * Wave 5, "Reactive, completely", in the starter's context against the local server: the {@code DynamoDbAsyncClient}
 * completes its futures on Reactor {@code NonBlocking} threads, so a {@code block()} inside a reactive repository's
 * chain fails as on Netty's event loop; the {@code ReactiveAuditorAware} bean and the reactive callback beans are the
 * reactive template's.
 */
class ReactiveNonBlockingContextTest {

  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withConfiguration(AutoConfigurations.of(DynaforgeAutoConfiguration.class,
          DynaforgeReactiveAutoConfiguration.class, DynaforgeRepositoriesAutoConfiguration.class))
      .withUserConfiguration(DynaforgeReactiveAutoConfigurationTest.Application.class);

  @Test
  void aBlockInsideAReactiveRepositorysChainFails() {
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "ReactiveNonBlocking")) {
      runner.withInitializer(new LocalDynamoDbInitializer())
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create")
          .run(context -> {
            assertThat(context).hasNotFailed();
            ReactiveDynamoDbOperations reactive = context.getBean(ReactiveDynamoDbOperations.class);
            CrateLookup crates = context.getBean(CrateLookup.class);
            StepVerifier.create(reactive.save(new Crate("nb1", "figs"))).expectNextCount(1).verifyComplete();
            AtomicReference<Thread> signalled = new AtomicReference<>();
            StepVerifier.create(crates.find("nb1").map(crate -> {
                  signalled.set(Thread.currentThread());
                  return reactive.findById(Crate.class, "nb1").block(); // what must not be done
                }))
                .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("block()/blockFirst()/blockLast() are blocking"))
                .verify();
            assertThat(signalled.get()).isInstanceOf(NonBlocking.class);
            assertThat(signalled.get().getName()).startsWith("dynaforge-async-response-");
            // without the block, the same chain works, signalled on the same kind of thread
            StepVerifier.create(crates.find("nb1").map(crate -> Schedulers.isInNonBlockingThread()))
                .expectNext(true).verifyComplete();
          });
    }
  }

  @Test
  void theReactiveAuditorAndTheReactiveCallbackBeansAreTheReactiveTemplates() {
    ReactiveAuditorAware<String> auditor = () -> Mono.just("boot-user");
    ReactiveBeforeConvertCallback<Crate> stamp = new ReactiveBeforeConvertCallback<>() {
      @Override
      public Mono<Crate> onBeforeConvert(Crate crate, String table) {
        return Mono.just(new Crate(crate.id(), crate.contents() + "+stamped"));
      }
    };
    ReactiveAfterConvertCallback<Crate> read = new ReactiveAfterConvertCallback<>() {
      @Override
      public Mono<Crate> onAfterConvert(Crate crate, String table) {
        return Mono.just(new Crate(crate.id(), crate.contents() + "+read"));
      }
    };
    try (TestTables tables = new TestTables(LocalDynamoDb.shared().client(), "ReactiveCallbackBeans")) {
      runner.withInitializer(new LocalDynamoDbInitializer())
          .withPropertyValues("dynaforge.table-prefix=" + tables.prefix(), "dynaforge.schema-action=create")
          .withBean("currentUser", ReactiveAuditorAware.class, () -> auditor)
          .withBean("stamp", ReactiveBeforeConvertCallback.class, () -> stamp)
          .withBean("read", ReactiveAfterConvertCallback.class, () -> read)
          .run(context -> {
            assertThat(context).hasNotFailed();
            ReactiveDynamoDbTemplate template = context.getBean(ReactiveDynamoDbTemplate.class);
            assertThat(ReflectionTestUtils.getField(ReflectionTestUtils.getField(template, "stages"), "auditors"))
                .isSameAs(auditor);
            StepVerifier.create(template.save(new Crate("cb1", "pears"))).expectNext(new Crate("cb1", "pears+stamped"))
                .verifyComplete();
            StepVerifier.create(context.getBean(CrateLookup.class).find("cb1"))
                .expectNext(new Crate("cb1", "pears+stamped+read")).verifyComplete();
          });
    }
  }
}
