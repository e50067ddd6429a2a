package io.dynaforge.processor.codegen;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.dynaforge.processor.model.StreamHandlerModel;
import io.dynaforge.processor.model.StreamHandlerModel.ChangeMethod;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Handler>_Dispatcher}: a {@code ChangeDispatcher} that compares the event's kind with
 * each handled entity class and its change type with each method's types, and calls the one method
 * (checked unique) directly. No reflection, no lookup table; kinds in the order of their qualified
 * names, so the output is the same on every build.
 */
public final class DispatcherWriter {

  private final GeneratedAnnotation generated;

  public DispatcherWriter(GeneratedAnnotation generated) {
    this.generated = generated;
  }

  public JavaFile write(StreamHandlerModel handler) {
    ClassName handlerType = handler.className();
    Map<String, List<ChangeMethod>> byKind = new TreeMap<>();
    for (ChangeMethod method : handler.methods()) {
      byKind.computeIfAbsent(method.kind().canonicalName(), k -> new ArrayList<>()).add(method);
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(handler.dispatcherName())
        .addOriginatingElement(handler.element())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addSuperinterface(RuntimeTypes.CHANGE_DISPATCHER)
        .addJavadoc("Dispatches the changes of table {@code $L} to the {@code @OnChange} methods of {@link $T}, without"
            + " reflection:\n<ul>\n", handler.table(), handlerType);
    byKind.forEach((kind, methods) -> {
      for (ChangeMethod m : methods) {
        type.addJavadoc("  <li>{@code $L} $L: {@code $L}</li>\n", m.kind().simpleName(),
            String.join(", ", m.orderedChangeTypes()), m.name());
      }
    });
    type.addJavadoc("</ul>\nEvents of kinds or change types no method handles are ignored. Build it with the handler"
        + " instance:\n{@code new $L(handler)}.\n", handler.dispatcherName().simpleName());
    generated.addTo(type);
    type.addField(FieldSpec.builder(handlerType, "handler", Modifier.PRIVATE, Modifier.FINAL).build());
    type.addMethod(MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("A dispatcher calling the methods of {@code handler}.\n\n@param handler the handler instance\n")
        .addParameter(handlerType, "handler")
        .addStatement("this.handler = $T.requireNonNull(handler, $S)", java.util.Objects.class, "handler")
        .build());
    type.addMethod(MethodSpec.methodBuilder("handler")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("The handler this dispatcher calls.\n\n@return the handler instance\n")
        .returns(handlerType)
        .addStatement("return handler")
        .build());
    type.addMethod(dispatch(byKind));
    return JavaFile.builder(handler.dispatcherName().packageName(), type.build()).skipJavaLangImports(true)
        .indent("    ").build();
  }

  private static MethodSpec dispatch(Map<String, List<ChangeMethod>> byKind) {
    ParameterizedTypeName anyEvent = ParameterizedTypeName.get(RuntimeTypes.CHANGE_EVENT,
        WildcardTypeName.subtypeOf(Object.class));
    MethodSpec.Builder method = MethodSpec.methodBuilder(RuntimeTypes.DISPATCH.name())
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Calls the method for the event's kind and change type, if there is one.\n\n"
            + "@param event the decoded change\n")
        .addParameter(anyEvent, "event");
    boolean typed = byKind.values().stream().flatMap(List::stream)
        .anyMatch(m -> m.changeTypes().size() < StreamHandlerModel.CHANGE_TYPES.size());
    if (byKind.isEmpty()) {
      return method.addStatement("$T.requireNonNull(event, $S)", java.util.Objects.class, "event").build();
    }
    method.addStatement("$T<?> kind = event.$L()", Class.class, RuntimeTypes.CHANGE_EVENT_ENTITY_TYPE);
    if (typed) {
      method.addStatement("$T type = event.$L()", RuntimeTypes.CHANGE_TYPE, RuntimeTypes.CHANGE_EVENT_TYPE);
    }
    int left = byKind.size();
    for (List<ChangeMethod> methods : byKind.values()) {
      left--;
      ClassName kind = methods.get(0).kind();
      method.beginControlFlow("if (kind == $T.class)", kind);
      boolean first = true;
      boolean open = false;
      for (ChangeMethod m : methods) {
        if (m.changeTypes().size() == StreamHandlerModel.CHANGE_TYPES.size()) {
          method.addStatement("handler.$L(event.$L($T.class))", m.name(), RuntimeTypes.CHANGE_EVENT_AS, kind);
          continue;
        }
        List<CodeBlock> tests = new ArrayList<>();
        for (String t : m.orderedChangeTypes()) {
          tests.add(CodeBlock.of("type == $T.$L", RuntimeTypes.CHANGE_TYPE, t));
        }
        CodeBlock condition = CodeBlock.join(tests, " || ");
        if (first) {
          method.beginControlFlow("if ($L)", condition);
          first = false;
          open = true;
        } else {
          method.nextControlFlow("else if ($L)", condition);
        }
        method.addStatement("handler.$L(event.$L($T.class))", m.name(), RuntimeTypes.CHANGE_EVENT_AS, kind);
      }
      if (open) {
        method.endControlFlow();
      }
      if (left > 0) {
        method.addStatement("return");
      }
      method.endControlFlow();
    }
    return method.build();
  }
}
