package io.dynaforge.processor.codegen;

import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_COUNT;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_EXISTS;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_LIST;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_ONE;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_STATEMENT;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_STATEMENT_ONE;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_STREAM;
import static io.dynaforge.processor.codegen.RuntimeTypes.EXECUTION_WINDOW;
import static io.dynaforge.processor.codegen.RuntimeTypes.QUERY_RESULT_GET_RESULT;
import static io.dynaforge.processor.codegen.RuntimeTypes.REPOSITORY_METHOD;
import static io.dynaforge.processor.codegen.RuntimeTypes.REPOSITORY_METHOD_ENTER;
import static io.dynaforge.processor.codegen.RuntimeTypes.REPOSITORY_METHOD_EXIT;

import com.palantir.javapoet.CodeBlock;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;

/**
 * How a blocking repository method returns what it calls: by the method's return kind, a list, a
 * stream, an {@code Optional} or a nullable value, a window, a count. The method writers decide what
 * to call (the request and its arguments); this decides only the shape of the result, in one place,
 * so that another rendering of the same plans ({@link ReactiveReturns}) replaces it alone.
 */
final class BlockingReturns implements Returns {
  static final BlockingReturns INSTANCE = new BlockingReturns();

  private BlockingReturns() {}

  /** A Query or Scan through a {@code QueryExecution}, by the method's return kind (derived and declared alike). */
  @Override
  public CodeBlock query(QueryMethod method, CodeBlock bound, CodeBlock limit, boolean limiting, Parameter scroll,
      String execution) {
    return switch (method.returnKind()) {
      case LIST -> CodeBlock.of("this.$L.$L($L, $L)", execution, EXECUTION_LIST, bound, limit);
      case STREAM -> CodeBlock.of("this.$L.$L($L, $L)", execution, EXECUTION_STREAM, bound, limit);
      case OPTIONAL -> CodeBlock.of("this.$L.$L($L, $L)", execution, EXECUTION_ONE, bound, limiting);
      case SINGLE -> CodeBlock.of("this.$L.$L($L, $L).orElse(null)", execution, EXECUTION_ONE, bound, limiting);
      case WINDOW -> CodeBlock.of("this.$L.$L($L, $L, $L)", execution, EXECUTION_WINDOW, bound, limit,
          scroll == null ? "null" : scroll.name());
      case COUNT -> CodeBlock.of("this.$L.$L($L)", execution, EXECUTION_COUNT, bound);
      case EXISTS -> CodeBlock.of("this.$L.$L($L)", execution, EXECUTION_EXISTS, bound);
      default -> throw new IllegalStateException("unplanned return kind " + method.returnKind());
    };
  }

  /** A PartiQL statement through a {@code QueryExecution}: a list, or its one item. */
  @Override
  public CodeBlock statement(QueryMethod method, CodeBlock execution, CodeBlock methodName, String statement,
      CodeBlock parameters, int limit) {
    return switch (method.returnKind()) {
      case LIST -> CodeBlock.of("return $L.$L($L, $S, $L, $L)", execution, EXECUTION_STATEMENT, methodName, statement, parameters,
          limit);
      case OPTIONAL -> CodeBlock.of("return $L.$L($L, $S, $L)", execution, EXECUTION_STATEMENT_ONE, methodName, statement,
          parameters);
      default -> CodeBlock.of("return $L.$L($L, $S, $L).orElse(null)", execution, EXECUTION_STATEMENT_ONE, methodName, statement,
          parameters);
    };
  }

  /** A GetItem's {@code Optional}, its value or null, or a list of 0 or 1 item. */
  @Override
  public CodeBlock getItem(QueryMethod method, MethodLocals locals, CodeBlock call) {
    return named(locals, switch (method.returnKind()) {
      case SINGLE -> CodeBlock.of("return $L.orElse(null)", call);
      case LIST -> CodeBlock.of("return $L.stream().toList()", call);
      default -> CodeBlock.of("return $L", call);
    });
  }

  /** An UpdateItem's returned item: nothing, an {@code Optional}, or the item itself (or null). */
  @Override
  public CodeBlock update(QueryMethod method, MethodLocals locals, CodeBlock call) {
    CodeBlock statement;
    if (method.returnsNothing()) {
      statement = call;
    } else if (method.returnKind() == QueryMethod.ReturnKind.OPTIONAL) {
      statement = CodeBlock.of("return $T.ofNullable($L)", java.util.Optional.class, call);
    } else {
      statement = CodeBlock.of("return $L", call);
    }
    return named(locals, statement);
  }

  /** An item collection's Query: the folded collection, as an {@code Optional}. */
  @Override
  public CodeBlock collectionQuery(QueryMethod method, MethodLocals locals, CodeBlock page) {
    return named(locals, CodeBlock.of("return $T.ofNullable($L.$L())", java.util.Optional.class, page,
        QUERY_RESULT_GET_RESULT));
  }

  /**
   * {@code statement} under the method's name in observations, for a method that calls the template
   * itself (a {@code QueryExecution} names its own requests): {@code RepositoryMethod.enter/exit} around it.
   */
  private static CodeBlock named(MethodLocals locals, CodeBlock statement) {
    String previous = locals.names.newName("previous");
    return CodeBlock.builder()
        .addStatement("$T $L = $T.$L($L)", String.class, previous, REPOSITORY_METHOD, REPOSITORY_METHOD_ENTER,
            locals.method())
        .beginControlFlow("try")
        .addStatement("$L", statement)
        .nextControlFlow("finally")
        .addStatement("$T.$L($L)", REPOSITORY_METHOD, REPOSITORY_METHOD_EXIT, previous)
        .endControlFlow()
        .build();
  }
}
