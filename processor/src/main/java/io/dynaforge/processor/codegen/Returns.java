package io.dynaforge.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import io.dynaforge.processor.model.QueryMethod;
import io.dynaforge.processor.model.QueryMethod.Parameter;

/**
 * How a repository method returns what it calls, in one rendering: the method writers decide what to
 * call (the request and its arguments, from the plan), an implementation of this decides only the
 * shape of the result. {@link BlockingReturns} returns lists, streams, {@code Optional}s and values;
 * {@link ReactiveReturns} returns the same calls as {@code Flux} and {@code Mono}. Both render the
 * same plans.
 */
interface Returns {

  /** The {@code Returns} of a repository: reactive or blocking. */
  static Returns of(boolean reactive) {
    return reactive ? ReactiveReturns.INSTANCE : BlockingReturns.INSTANCE;
  }

  /**
   * A Query or Scan through the execution field named {@code execution}, by the method's return kind
   * (derived and declared alike): an expression.
   */
  CodeBlock query(QueryMethod method, CodeBlock bound, CodeBlock limit, boolean limiting, Parameter scroll,
      String execution);

  /** A PartiQL statement through an execution: the {@code return} statement. */
  CodeBlock statement(QueryMethod method, CodeBlock execution, CodeBlock methodName, String statement,
      CodeBlock parameters, int limit);

  /** A GetItem through the template ({@code call} is the template's {@code findById}): the method's body. */
  CodeBlock getItem(QueryMethod method, MethodLocals locals, CodeBlock call);

  /** An UpdateItem through the template ({@code call} returns the item after the update): the method's body. */
  CodeBlock update(QueryMethod method, MethodLocals locals, CodeBlock call);

  /** An item collection's Query ({@code page} is the template's one page of it), folded: the method's body. */
  CodeBlock collectionQuery(QueryMethod method, MethodLocals locals, CodeBlock page);
}
