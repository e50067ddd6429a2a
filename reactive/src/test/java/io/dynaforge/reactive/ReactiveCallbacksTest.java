package io.dynaforge.reactive;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.event.BeforeConvertCallback;
import io.dynaforge.event.ReactiveAfterSaveCallback;
import io.dynaforge.event.ReactiveBeforeConvertCallback;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivestreams.Publisher;
import org.springframework.core.Ordered;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.data.mapping.callback.EntityCallback;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.test.StepVerifier;

/** The dispatch of reactive callbacks, sorted by kind, order and type when the template is built. */
class ReactiveCallbacksTest {

  record Box(String value) {}

  static final class Appending implements ReactiveBeforeConvertCallback<Box>, Ordered {
    private final String suffix;
    private final int order;

    Appending(String suffix, int order) {
      this.suffix = suffix;
      this.order = order;
    }

    @Override
    public Publisher<Box> onBeforeConvert(Box box, String table) {
      return Mono.just(new Box(box.value() + suffix));
    }

    @Override
    public int getOrder() {
      return order;
    }
  }

  static final class ForStrings implements ReactiveBeforeConvertCallback<String> {
    @Override
    public Publisher<String> onBeforeConvert(String value, String table) {
      return Mono.just(value + "!");
    }
  }

  @Test
  void eachCallbackInItsOrderOnEntitiesOfItsTypeOnly() {
    ReactiveCallbacks callbacks = ReactiveCallbacks.of(List.of(new Appending("b", 2), new ForStrings(),
        new Appending("a", 1)));
    assertThat(callbacks.beforeWrite()).isTrue();
    assertThat(callbacks.afterSave()).isFalse();
    StepVerifier.create(callbacks.beforeConvert(new Box(""), "t")).expectNext(new Box("ab")).verifyComplete();
    StepVerifier.create(callbacks.beforeConvert("s", "t")).expectNext("s!").verifyComplete();
    StepVerifier.create(callbacks.afterSave(new Box("x"), "t")).expectNext(new Box("x")).verifyComplete();
  }

  @Test
  void aLambdaIsSkippedForEntitiesItCannotTake() {
    ReactiveAfterSaveCallback<Box> lambda = (box, table) -> Mono.just(new Box(box.value() + "?"));
    ReactiveCallbacks callbacks = ReactiveCallbacks.of(List.of(lambda));
    StepVerifier.create(callbacks.afterSave(new Box("x"), "t")).expectNext(new Box("x?")).verifyComplete();
    StepVerifier.create(callbacks.afterSave("other", "t")).expectNext("other").verifyComplete();
  }

  @Test
  void theFirstEntityOfAPublisherIsTakenAndNoneIsRefused() {
    List<String> subscribed = new ArrayList<>();
    ReactiveAfterSaveCallback<Box> many = (box, table) -> Flux.just(new Box("1"), new Box("2"))
        .doOnSubscribe(s -> subscribed.add("many"));
    StepVerifier.create(ReactiveCallbacks.of(List.of(many)).afterSave(new Box("x"), "t"))
        .expectNext(new Box("1")).verifyComplete();
    assertThat(subscribed).containsExactly("many");
    ReactiveAfterSaveCallback<Box> none = (box, table) -> Mono.empty();
    StepVerifier.create(ReactiveCallbacks.of(List.of(none)).afterSave(new Box("x"), "t"))
        .expectErrorSatisfies(e -> assertThat(e).isInstanceOf(InvalidDataAccessApiUsageException.class)
            .hasMessageContaining("ReactiveAfterSaveCallback").hasMessageContaining("table 't'"))
        .verify();
    ReactiveAfterSaveCallback<Box> nothing = (box, table) -> null;
    StepVerifier.create(ReactiveCallbacks.of(List.of(nothing)).afterSave(new Box("x"), "t"))
        .expectError(InvalidDataAccessApiUsageException.class).verify();
  }

  @Test
  void aBlockingCallbackIsRefusedWhenTheTemplateIsBuilt() {
    BeforeConvertCallback<Box> blocking = (box, table) -> box;
    List<EntityCallback<?>> given = List.of(blocking);
    assertThatThrownBy(() -> ReactiveCallbacks.of(given)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("entityCallbacks(EntityCallbacks)");
  }
}
