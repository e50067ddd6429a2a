package io.dynaforge.processor.codegen;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeSpec;
import javax.lang.model.util.Elements;

/** Adds {@code @Generated} when the compilation can see it; never a timestamp. */
public final class GeneratedAnnotation {
  private static final String PROCESSOR = "io.dynaforge.processor.DynaforgeProcessor";

  private final boolean available;

  public GeneratedAnnotation(Elements elements) {
    this.available = elements.getTypeElement("javax.annotation.processing.Generated") != null;
  }

  public void addTo(TypeSpec.Builder type) {
    if (available) {
      type.addAnnotation(AnnotationSpec.builder(
              ClassName.get("javax.annotation.processing", "Generated"))
          .addMember("value", "$S", PROCESSOR)
          .build());
    }
  }
}
