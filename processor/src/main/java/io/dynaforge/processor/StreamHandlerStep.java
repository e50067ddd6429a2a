package io.dynaforge.processor;

import io.dynaforge.processor.codegen.DispatcherWriter;
import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.Names;
import io.dynaforge.processor.model.StreamHandlerModel;
import io.dynaforge.processor.model.StreamHandlerReader;
import io.dynaforge.processor.validation.StreamHandlerValidator;
import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * {@code @StreamHandler} classes: read their {@code @OnChange} methods, check them against the handler's
 * table (its entities and their {@code @Table(stream)}: this compilation's, read by {@link EntityStep}
 * before this step, and the entities the methods name, from their annotations wherever they are
 * compiled), and write {@code <Handler>_Dispatcher}; a valid handler's table gets its stream consumer's
 * grants in the {@link ServicePolicy}.
 */
final class StreamHandlerStep implements Step {

  private final Elements elements;
  private final Filer filer;
  private final Messager messager;
  private final Models models;
  private final StreamHandlerReader reader = new StreamHandlerReader();
  private final StreamHandlerValidator validator = new StreamHandlerValidator();
  private final DispatcherWriter writer;
  private final ServicePolicy servicePolicy;

  StreamHandlerStep(Elements elements, Filer filer, Messager messager, Models models, DispatcherWriter writer,
      ServicePolicy servicePolicy) {
    this.servicePolicy = servicePolicy;
    this.elements = elements;
    this.filer = filer;
    this.messager = messager;
    this.models = models;
    this.writer = writer;
  }

  @Override
  public Set<TypeElement> types(RoundEnvironment round) {
    return EntityStep.annotated(elements, round, Names.STREAM_HANDLER);
  }

  @Override
  public Outcome process(TypeElement type) {
    StreamHandlerModel handler = reader.read(type, Annotations.find(type, Names.STREAM_HANDLER).orElseThrow());
    ValidationReport report = new ValidationReport();
    validator.validate(handler, tableStream(handler), report);
    report.printTo(messager);
    if (!report.hasErrors()) {
      servicePolicy.handler(type, handler.table());
      try {
        SourceFiles.write(writer.write(handler), filer);
      } catch (IOException e) {
        new ValidationReport().report(DiagnosticId.INTERNAL_ERROR, type, type.getQualifiedName().toString(),
            "cannot write " + handler.dispatcherName() + ": " + e.getMessage()).printTo(messager);
      }
    }
    return Outcome.DONE;
  }

  /**
   * The stream of the handler's table: the first view other than NONE that its entities declare (this
   * compilation's, by qualified name, then those the handler's methods receive).
   */
  private StreamHandlerValidator.TableStream tableStream(StreamHandlerModel handler) {
    List<EntityModel> entities = models.allEntities().stream().filter(e -> handler.table().equals(e.tableName()))
        .sorted(Comparator.comparing(e -> e.element().getQualifiedName().toString())).toList();
    String view = "NONE";
    for (EntityModel e : entities) {
      if (!e.streamView().equals("NONE")) {
        view = e.streamView();
        break;
      }
    }
    if (view.equals("NONE")) {
      for (StreamHandlerModel.ChangeMethod m : handler.methods()) {
        if (m.problem() == null && handler.table().equals(m.kindTable()) && !m.kindStream().equals("NONE")) {
          view = m.kindStream();
          break;
        }
      }
    }
    String example = entities.isEmpty() ? null : entities.get(0).simpleName();
    return new StreamHandlerValidator.TableStream(view, example);
  }
}
