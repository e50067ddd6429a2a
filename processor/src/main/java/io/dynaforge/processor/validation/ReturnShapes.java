package io.dynaforge.processor.validation;

import io.dynaforge.processor.model.QueryMethod;

/**
 * The return shapes a repository method may declare, spelled for diagnostics in the style of its
 * repository: a reactive repository's method is told {@code Flux<T>} and {@code Mono<Long>}, never a
 * blocking shape it cannot declare. The one place messages name return types.
 */
final class ReturnShapes {

  private final boolean reactive;

  private ReturnShapes(boolean reactive) {
    this.reactive = reactive;
  }

  /** The shapes of the method's repository style. */
  static ReturnShapes of(QueryMethod method) {
    return new ReturnShapes(method.reactive() != QueryMethod.Reactive.NONE);
  }

  /** A window of results, {@code Window<E>} or {@code Mono<Window<E>>}. */
  String window(String entity) {
    return reactive ? "Mono<Window<" + entity + ">>" : "Window<" + entity + ">";
  }

  /** What a {@code count…By} method returns. */
  String count() {
    return reactive ? "A count…By method of a reactive repository returns Mono<Long>."
        : "A count…By method returns long or Long.";
  }

  /** What an {@code exists…By} method returns. */
  String exists() {
    return reactive ? "An exists…By method of a reactive repository returns Mono<Boolean>."
        : "An exists…By method returns boolean or Boolean.";
  }

  /** What a query method returns. */
  String query(String e) {
    String shapes = reactive ? "Return Flux<" + e + ">, Mono<" + e + "> or " + window(e)
        : "Return List<" + e + ">, Stream<" + e + ">, Optional<" + e + ">, " + e + " or " + window(e);
    return shapes + " (or the same shapes of a projection: a record, class or interface with some of " + e
        + "'s properties); count with count…By (" + (reactive ? "Mono<Long>" : "long") + ") and test with exists…By ("
        + (reactive ? "Mono<Boolean>" : "boolean") + ").";
  }

  /** What an {@code @Update} method returns. */
  String update(String e) {
    return reactive ? "An @Update method of a reactive repository returns Mono<Void> or Mono<" + e
        + "> (the item after the update)."
        : "An @Update method returns void, " + e + " or Optional<" + e + "> (the item after the update).";
  }

  /** What a {@code @Query} method returns. */
  String declaredQuery() {
    return reactive ? "A @Query method of a reactive repository returns Flux<T>, Mono<T>, Mono<Window<T>>,"
        + " Mono<Long> (a count) or Mono<Boolean> (an existence check)."
        : "A @Query method returns List<T>, Stream<T>, Optional<T>, T, Window<T>, long/Long (a count) or"
            + " boolean/Boolean (an existence check).";
  }

  /** What a PartiQL {@code @Query} method returns. */
  String partiQl() {
    return (reactive ? "A PartiQL @Query of a reactive repository returns Flux<T> or Mono<T>"
        : "A PartiQL @Query returns List<T>, Optional<T> or T") + " (Window over PartiQL is not implemented).";
  }
}
