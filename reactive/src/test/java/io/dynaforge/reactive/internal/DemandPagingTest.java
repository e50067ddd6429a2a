package io.dynaforge.reactive.internal;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.Cursor;
import io.dynaforge.core.EntityQueryResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DataAccessResourceFailureException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Schedulers;
import reactor.test.StepVerifier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Pages are fetched only when the items read are delivered and more are wanted. */
class DemandPagingTest {

  static Cursor page(int page) {
    return Cursor.of(Map.of("page", AttributeValue.fromN(Integer.toString(page))));
  }

  /** Pages read from a {@code Mono} per page, subscribed with the pager's context, cancelled with it. */
  static <T> Flux<T> items(Function<Cursor, Mono<EntityQueryResult<List<T>>>> fetch) {
    return DemandPaging.items((cursor, context, done) -> {
      CompletableFuture<EntityQueryResult<List<T>>> page = fetch.apply(cursor.cursor()).contextWrite(context)
          .toFuture();
      page.whenComplete(done);
      return page;
    });
  }

  /** {@code pages} pages of {@code size} items (some empty when {@code emptyEvery} > 0), counting fetches. */
  static final class Pages {
    final AtomicInteger fetched = new AtomicInteger();
    final int pages;
    final int size;
    final int emptyEvery;
    final boolean async;

    Pages(int pages, int size, int emptyEvery, boolean async) {
      this.pages = pages;
      this.size = size;
      this.emptyEvery = emptyEvery;
      this.async = async;
    }

    Mono<EntityQueryResult<List<Integer>>> fetch(Cursor cursor) {
      return Mono.defer(() -> {
        int page = cursor == null ? 0 : Integer.parseInt(cursor.exclusiveStartKey().get("page").n());
        fetched.incrementAndGet();
        List<Integer> items = new ArrayList<>();
        if (emptyEvery == 0 || page % emptyEvery != emptyEvery - 1) {
          for (int i = 0; i < size; i++) {
            items.add(page * size + i);
          }
        }
        Cursor next = page + 1 < pages ? page(page + 1) : null;
        Mono<EntityQueryResult<List<Integer>>> result = Mono.just(EntityQueryResult.of(items, next, items.size(), size));
        return async ? result.publishOn(Schedulers.parallel()) : result;
      });
    }

    Flux<Integer> items() {
      return DemandPagingTest.items(this::fetch);
    }
  }

  @Test
  void nothingIsFetchedBeforeSubscriptionAndOnePageServesATake() {
    Pages pages = new Pages(100, 10, 0, false);
    Flux<Integer> items = pages.items();
    assertThat(pages.fetched).hasValue(0);
    StepVerifier.create(items.take(3)).expectNext(0, 1, 2).verifyComplete();
    assertThat(pages.fetched).hasValue(1);
  }

  @Test
  void theNextPageIsFetchedOnlyWhenTheBufferedOnesAreDeliveredAndMoreAreWanted() {
    Pages pages = new Pages(100, 10, 0, true);
    StepVerifier.create(pages.items(), 10).expectNextCount(10)
        .then(() -> assertThat(pages.fetched).hasValue(1))
        .thenRequest(1).expectNext(10)
        .then(() -> assertThat(pages.fetched).hasValue(2))
        .thenCancel().verify();
    assertThat(pages.fetched).hasValue(2);
  }

  @Test
  void everyItemOfEveryPageInOrderAndEmptyPagesAreSkipped() {
    Pages pages = new Pages(7, 3, 3, true); // pages 2 and 5 empty
    List<Integer> expected = new ArrayList<>();
    for (int page = 0; page < 7; page++) {
      if (page % 3 != 2) {
        for (int i = 0; i < 3; i++) {
          expected.add(page * 3 + i);
        }
      }
    }
    StepVerifier.create(pages.items()).expectNextSequence(expected).verifyComplete();
    assertThat(pages.fetched).hasValue(7);
  }

  @Test
  void aFailedPageIsTheErrorOfTheFlux() {
    AtomicInteger calls = new AtomicInteger();
    Flux<Integer> items = DemandPagingTest.<Integer>items(cursor -> calls.incrementAndGet() == 1
        ? Mono.just(EntityQueryResult.of(List.of(1, 2), page(1), 2, 2))
        : Mono.error(new DataAccessResourceFailureException("page 2")));
    StepVerifier.create(items).expectNext(1, 2).expectError(DataAccessResourceFailureException.class).verify();
  }

  @Test
  void aPageWithoutCursorEndsTheFlux() {
    Pages pages = new Pages(1, 0, 0, false);
    StepVerifier.create(pages.items()).verifyComplete();
    assertThat(pages.fetched).hasValue(1);
  }

  @Test
  void everyPageIsRequestedWithTheSubscribersContext() {
    List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
    AtomicInteger page = new AtomicInteger();
    Flux<Integer> items = DemandPagingTest.<Integer>items(cursor -> Mono.deferContextual(context -> {
      seen.add(context.getOrDefault("method", "none"));
      int p = page.getAndIncrement();
      return Mono.just(EntityQueryResult.of(List.of(p), p < 2 ? page(p + 1) : null, 1, 1))
          .publishOn(Schedulers.parallel());
    }));
    StepVerifier.create(items.contextWrite(c -> c.put("method", "Repo.find"))).expectNext(0, 1, 2).verifyComplete();
    assertThat(seen).containsExactly("Repo.find", "Repo.find", "Repo.find");
  }

  @Test
  void cancellingCancelsThePageInFlightAndFetchesNoMore() {
    AtomicInteger fetched = new AtomicInteger();
    AtomicInteger cancelled = new AtomicInteger();
    Flux<Integer> items = DemandPagingTest.<Integer>items(cursor -> {
      fetched.incrementAndGet();
      return Mono.<EntityQueryResult<List<Integer>>>never().doOnCancel(cancelled::incrementAndGet);
    });
    reactor.core.Disposable subscription = items.subscribe();
    assertThat(fetched).hasValue(1);
    assertThat(cancelled).hasValue(0);
    subscription.dispose();
    assertThat(cancelled).hasValue(1);
    assertThat(fetched).hasValue(1);
  }

  @Test
  void aSourceWithNoPageEndsTheFlux() {
    Flux<Integer> items = DemandPaging.items((cursor, context, done) -> {
      done.accept(null, null);
      return null;
    });
    StepVerifier.create(items).verifyComplete();
  }

  @Test
  void theFailureOfACancelledRequestIsNotSignalled() {
    List<java.util.function.BiConsumer<? super EntityQueryResult<List<Integer>>, ? super Throwable>> pending =
        new ArrayList<>();
    Flux<Integer> items = DemandPaging.items((cursor, context, done) -> {
      pending.add(done);
      return null;
    });
    List<Throwable> errors = new ArrayList<>();
    List<Throwable> dropped = new java.util.concurrent.CopyOnWriteArrayList<>();
    reactor.core.publisher.Hooks.onErrorDropped(dropped::add);
    try {
      reactor.core.Disposable subscription = items.subscribe(item -> { }, errors::add);
      subscription.dispose();
      pending.get(0).accept(null, new java.util.concurrent.CancellationException());
      assertThat(errors).isEmpty();
      assertThat(dropped).as("the cancelled request's own end is not reported").isEmpty();

      reactor.core.Disposable second = items.subscribe(item -> { }, errors::add);
      second.dispose();
      IllegalStateException late = new IllegalStateException("failed after the cancel");
      pending.get(1).accept(null, late);
      assertThat(errors).isEmpty();
      assertThat(dropped).as("any other late failure goes to onErrorDropped").containsExactly(late);
    } finally {
      reactor.core.publisher.Hooks.resetOnErrorDropped();
    }
  }

  @Test
  void aRequestThatCannotBeBuiltIsTheErrorOfTheFlux() {
    Flux<Integer> items = DemandPagingTest.<Integer>items(cursor -> {
      throw new IllegalArgumentException("no mapper");
    });
    StepVerifier.create(items).expectErrorMessage("no mapper").verify();
  }
}
