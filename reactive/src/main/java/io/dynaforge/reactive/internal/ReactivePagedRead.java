package io.dynaforge.reactive.internal;

import io.dynaforge.core.DynamoDbPageRequest;
import io.dynaforge.core.EntityQueryResult;
import io.dynaforge.internal.paging.PagedRead;
import java.util.function.Function;
import reactor.core.publisher.Mono;

/**
 * The reactive driver of a {@link PagedRead}: sends the combiner's requests one after the other, each
 * when the page before it arrived, and signals what the pages made. The blocking driver is
 * {@link PagedRead#read}; both send the requests the combiner names, so they send the same ones.
 */
public final class ReactivePagedRead {

  private ReactivePagedRead() {}

  /**
   * Drives {@code read} (made for this subscription: wrap the call in {@code Mono.defer}) through
   * {@code source}.
   */
  public static <P, R> Mono<R> read(PagedRead<P, R> read,
      Function<DynamoDbPageRequest, Mono<EntityQueryResult<P>>> source) {
    return from(read, read.first(), source);
  }

  private static <P, R> Mono<R> from(PagedRead<P, R> read, DynamoDbPageRequest request,
      Function<DynamoDbPageRequest, Mono<EntityQueryResult<P>>> source) {
    return source.apply(request).flatMap(page -> {
      DynamoDbPageRequest next = read.next(page);
      return next == null ? Mono.fromSupplier(read::result) : from(read, next, source);
    });
  }
}
