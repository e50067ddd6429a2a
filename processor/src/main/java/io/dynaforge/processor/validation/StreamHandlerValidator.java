package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.StreamHandlerModel;
import io.dynaforge.processor.model.StreamHandlerModel.ChangeMethod;
import java.util.HashMap;
import java.util.Map;

/**
 * Checks a {@code @StreamHandler} against the model, each problem on its {@code @OnChange} method: a
 * method that is no handler method, an entity of another table, a table without a stream, a
 * {@code KEYS_ONLY} stream for a handler of an entity (its records never carry one), and two methods
 * for one kind and change type.
 */
public final class StreamHandlerValidator {

  /**
   * What the check knows of the handler's table: its stream view, as its entities declare it ({@code NONE}
   * when none does), and one of its entities, for the message's example (or null).
   */
  public record TableStream(String view, String exampleEntity) {}

  public void validate(StreamHandlerModel handler, TableStream stream, ValidationReport report) {
    String handlerName = handler.className().simpleName();
    Map<String, ChangeMethod> taken = new HashMap<>();
    for (ChangeMethod method : handler.methods()) {
      String methodName = method.name() + "(" + (method.kind() == null ? "" : "ChangeEvent<" + method.kind().simpleName()
          + ">") + ")";
      if (method.problem() != null) {
        report.report(DiagnosticId.INVALID_CHANGE_HANDLER, method.element(), method.name(),
            handlerName, method.problem());
        continue;
      }
      String kind = method.kind().simpleName();
      if (!method.unmapped() && !method.kindTable().equals(handler.table())) {
        report.report(DiagnosticId.STREAM_HANDLER_WRONG_TABLE, method.element(), methodName,
            handlerName, kind, kind, method.kindTable(), handler.table(), handler.table(), method.kindTable(),
            handler.table());
        continue;
      }
      if (stream.view().equals("NONE")) {
        String example = method.unmapped() ? stream.exampleEntity() : kind;
        report.report(DiagnosticId.STREAM_HANDLER_WITHOUT_STREAM, method.element(), methodName,
            handlerName, handler.table(), handler.table(), handler.table(), example == null ? "its entities" : example);
        continue;
      }
      if (stream.view().equals("KEYS_ONLY") && !method.unmapped()) {
        report.report(DiagnosticId.STREAM_VIEW_WITHOUT_IMAGES, method.element(), methodName,
            handlerName, kind, handler.table(), kind);
        continue;
      }
      for (String type : method.orderedChangeTypes()) {
        ChangeMethod first = taken.putIfAbsent(method.kind().canonicalName() + "#" + type, method);
        if (first != null) {
          report.report(DiagnosticId.DUPLICATE_CHANGE_HANDLER, method.element(), methodName,
              handlerName, type, kind, first.name() + "(ChangeEvent<" + kind + ">)");
          break;
        }
      }
    }
  }
}
