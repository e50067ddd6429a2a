package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Reactive;
import io.dynaforge.processor.model.RepositoryModel;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * The one rule reactive repositories add, before every blocking rule applies to the shape a method's
 * {@code Mono} or {@code Flux} wraps: a reactive repository's methods return {@code Mono} or {@code
 * Flux} ({@code [Dynaforge/ReactiveReturnType]}), a blocking repository's never do, a {@code Mono}
 * wraps one value (not a list, a stream or another publisher) and never an {@code Optional} ({@code
 * [Dynaforge/MonoOptional]}: an empty {@code Mono} already says "none").
 */
public final class ReactiveReturnValidator {

  /** What a {@code Mono} may not wrap: many results are a {@code Flux}. */
  private static final Set<String> MANY = Set.of("java.util.List", "java.util.stream.Stream", "java.util.Collection",
      "java.lang.Iterable", "java.util.Set", "reactor.core.publisher.Mono", "reactor.core.publisher.Flux");

  private static final String REACTIVE_SHAPES = "Return Flux<T> for many results, Mono<T> for one or none (empty"
      + " when nothing matches), Mono<Long> for a count, Mono<Boolean> for an existence check, Mono<Window<T>>,"
      + " or Mono<Void> for an @Update without result (T may be a projection).";

  /** Whether the method's return type suits its repository; reports it when not. */
  public boolean check(RepositoryModel repository, QueryMethod method, ValidationReport report) {
    String repo = repository.simpleName();
    if (!repository.reactive()) {
      if (method.reactive() == Reactive.NONE) {
        return true;
      }
      report.report(DiagnosticId.REACTIVE_RETURN_TYPE, method.element(), repo, method.name(), method.returnType(), repo,
          "a blocking repository", "Return the blocking shape (List<T>, Stream<T>, Optional<T>, T, Window<T>, long,"
              + " boolean), or extend the reactive twin of its base interface (ReactiveDynamoDbRepository,"
              + " ReactiveSecondaryIndexRepository or ReactiveItemCollectionRepository, from dynaforge-reactive).");
      return false;
    }
    if (method.reactive() == Reactive.NONE) {
      report.report(DiagnosticId.REACTIVE_RETURN_TYPE, method.element(), repo, method.name(), method.returnType(), repo,
          "a reactive repository, whose methods never block", REACTIVE_SHAPES);
      return false;
    }
    if (method.reactive() == Reactive.MONO) {
      TypeMirror wrapped = ((DeclaredType) method.returnType()).getTypeArguments().get(0);
      String q = wrapped instanceof DeclaredType d ? ((TypeElement) d.asElement()).getQualifiedName().toString() : "";
      if (q.equals("java.util.Optional")) {
        java.util.List<? extends TypeMirror> args = ((DeclaredType) wrapped).getTypeArguments();
        report.report(DiagnosticId.MONO_OPTIONAL, method.element(), repo, method.name(), method.returnType(),
            args.size() == 1 ? simple(args.get(0)) : "T");
        return false;
      }
      if (MANY.contains(q)) {
        report.report(DiagnosticId.REACTIVE_RETURN_TYPE, method.element(), repo, method.name(), method.returnType(),
            repo, "a reactive repository, where many results are a Flux", REACTIVE_SHAPES);
        return false;
      }
    }
    return true;
  }

  private static String simple(TypeMirror type) {
    return type instanceof DeclaredType d ? d.asElement().getSimpleName().toString() : type.toString();
  }
}
