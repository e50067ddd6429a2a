package io.dynaforge.processor;

import io.dynaforge.processor.codegen.AttributesWriter;
import io.dynaforge.processor.codegen.KeysWriter;
import io.dynaforge.processor.codegen.MapperWriter;
import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.mapping.MapperPlanner;
import io.dynaforge.processor.model.EntityModel;
import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;

/**
 * Writes a model's {@code _Mapper} (and {@code _Keys}, when it has templates, and {@code _Attributes}
 * for a {@code @Table} entity), once per compilation.
 */
final class MapperFiles {

  private final MapperWriter mapperWriter;
  private final KeysWriter keysWriter;
  private final AttributesWriter attributesWriter;
  private final Filer filer;
  private final Messager messager;
  /** Mappers written (or being written) in this compilation. */
  private final Set<String> written = new HashSet<>();

  MapperFiles(MapperWriter mapperWriter, KeysWriter keysWriter, AttributesWriter attributesWriter, Filer filer,
      Messager messager) {
    this.mapperWriter = mapperWriter;
    this.keysWriter = keysWriter;
    this.attributesWriter = attributesWriter;
    this.filer = filer;
    this.messager = messager;
  }

  void write(EntityModel model) {
    String name = model.mapperName().canonicalName();
    if (!written.add(name)) {
      return;
    }
    try {
      SourceFiles.write(mapperWriter.write(MapperPlanner.plan(model)), filer);
      if (!model.templates().isEmpty()) {
        SourceFiles.write(keysWriter.write(model), filer);
      }
      if (model.isTable()) {
        SourceFiles.write(attributesWriter.write(model), filer);
      }
    } catch (IOException e) {
      // through a report, which places a record's problem where ecj can show it
      new ValidationReport().report(DiagnosticId.INTERNAL_ERROR, model.element(), model.className(),
          "cannot write " + name + ": " + String.valueOf(e.getMessage())).printTo(messager);
    }
  }
}
