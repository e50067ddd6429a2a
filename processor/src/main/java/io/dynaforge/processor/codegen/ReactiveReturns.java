package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.ENTITY_QUERY_RESULT;
import static io.dynaforge.processor.codegen.RuntimeTypes.MONO_FLUX;
import static io.dynaforge.processor.codegen.RuntimeTypes.MONO_MAP_NOT_NULL;
import static io.dynaforge.processor.codegen.RuntimeTypes.MONO_THEN;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_RESULT_GET_RESULT;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_EXECUTION_COUNT;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_EXECUTION_EXISTS;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_EXECUTION_FLUX;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_EXECUTION_ONE;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_EXECUTION_STATEMENT;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_EXECUTION_STATEMENT_ONE;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_EXECUTION_WINDOW;
import static io.dynaforge.processor.codegen.RuntimeTypes.REACTIVE_NAMED;

import com.palantir.javapoet.CodeBlock;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;

/**
 * How a reactive repository method returns what it calls: the same calls as {@link BlockingReturns}
 * (the same plans, bound the same way), through {@code ReactiveQueryExecution} and {@code
 * ReactiveDynamoDbOperations}, as a {@code Flux} ({@code Flux<T>}, read as a list), a {@code Mono}
 * that is empty when nothing matches ({@code Mono<T>}, read as an {@code Optional}), a {@code
 * Mono<Window<T>>}, {@code Mono<Long>}, {@code Mono<Boolean>} or {@code Mono<Void>}. Nothing is sent
 * before subscription: every call only assembles a publisher. Methods that call the template
 * themselves name it in the Reactor context with the base class's {@code named}, as a
 * {@code ReactiveQueryExecution} names its own.
 */
final class ReactiveReturns implements Returns {
  static final ReactiveReturns INSTANCE = new ReactiveReturns();

  private ReactiveReturns() {}

  @Override
  public CodeBlock query(QueryMethod method, CodeBlock bound, CodeBlock limit, boolean limiting, Parameter scroll,
      String execution) {
    return switch (method.returnKind()) {
      case LIST, STREAM -> CodeBlock.of("this.$L.$L($L, $L)", execution, REACTIVE_EXECUTION_FLUX, bound, limit);
      case OPTIONAL, SINGLE -> CodeBlock.of("this.$L.$L($L, $L)", execution, REACTIVE_EXECUTION_ONE, bound, limiting);
      case WINDOW -> CodeBlock.of("this.$L.$L($L, $L, $L)", execution, REACTIVE_EXECUTION_WINDOW, bound, limit,
          scroll == null ? "null" : scroll.name());
      case COUNT -> CodeBlock.of("this.$L.$L($L)", execution, REACTIVE_EXECUTION_COUNT, bound);
      case EXISTS -> CodeBlock.of("this.$L.$L($L)", execution, REACTIVE_EXECUTION_EXISTS, bound);
      default -> throw new IllegalStateException("unplanned return kind " + method.returnKind());
    };
  }

  @Override
  public CodeBlock statement(QueryMethod method, CodeBlock execution, CodeBlock methodName, String statement,
      CodeBlock parameters, int limit) {
    return method.returnKind() == QueryMethod.ReturnKind.LIST
        ? CodeBlock.of("return $L.$L($L, $S, $L, $L)", execution, REACTIVE_EXECUTION_STATEMENT, methodName, statement,
            parameters, limit)
        : CodeBlock.of("return $L.$L($L, $S, $L)", execution, REACTIVE_EXECUTION_STATEMENT_ONE, methodName, statement,
            parameters);
  }

  /** The template's {@code Mono} as it is: empty when there is no item ({@code Flux<T>}: of 0 or 1 item). */
  @Override
  public CodeBlock getItem(QueryMethod method, MethodLocals locals, CodeBlock call) {
    return named(method, method.returnKind() == QueryMethod.ReturnKind.LIST
        ? CodeBlock.of("$L.$L()", call, MONO_FLUX) : call);
  }

  /** The item after the update, or ({@code Mono<Void>}) only its completion. */
  @Override
  public CodeBlock update(QueryMethod method, MethodLocals locals, CodeBlock call) {
    return named(method, method.returnsNothing() ? CodeBlock.of("$L.$L()", call, MONO_THEN) : call);
  }

  /** The one page, folded; empty when the partition holds no row. */
  @Override
  public CodeBlock collectionQuery(QueryMethod method, MethodLocals locals, CodeBlock page) {
    return named(method, CodeBlock.of("$L.$L($T::$L)", page, MONO_MAP_NOT_NULL, ENTITY_QUERY_RESULT,
        QUERY_RESULT_GET_RESULT));
  }

  private static CodeBlock named(QueryMethod method, CodeBlock publisher) {
    return CodeBlock.builder().addStatement("return this.$L($S, $L)", REACTIVE_NAMED, method.name(), publisher).build();
  }
}
