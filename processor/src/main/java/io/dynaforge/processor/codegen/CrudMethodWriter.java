package io.dynaforge.processor.codegen;

import com.palantir.javapoet.CodeBlock;
import io.dynaforge.processor.query.CrudPlan;
import java.util.List;

/**
 * The inherited CRUD methods: implemented by the runtime's {@code SimpleDynamoDbRepository}, the
 * {@code _Impl}'s superclass, so nothing is written but their operations, a Scan named as such, in
 * the class Javadoc.
 */
final class CrudMethodWriter {

  /** The inherited CRUD methods and their operations, as a Javadoc list; empty without any. */
  CodeBlock javadoc(List<CrudPlan> crud, com.palantir.javapoet.ClassName base) {
    if (crud.isEmpty()) {
      return CodeBlock.of("");
    }
    CodeBlock.Builder list = CodeBlock.builder()
        .add("\n<p>Inherited from {@link $T}:\n<ul>\n", base);
    for (CrudPlan plan : crud) {
      list.add("<li>{@code $L}: $L, $L.\n", plan.signature(), plan.operation(), plan.reading());
    }
    return list.add("</ul>\n").build();
  }
}
