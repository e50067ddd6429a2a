package io.dynaforge.processor.model;

/**
 * The shape of the text a key template writes, as the runtime's {@code KindPattern} reads it: its
 * literals as they are and each placeholder as the text it can hold ({@code {3}} a zero-padded number
 * of that width, {@code {i}} an integral number without a converter, {@code {*}} any other text). One
 * definition for the kind predicate the generated mappers carry (rule 1) and the build-time check of
 * kinds sharing an index.
 */
public final class KindShapes {
  private KindShapes() {}

  /** {@code ORDER#{*}#LINE#{3}} for {@code ORDER#{orderId}#LINE#{line:3}}. */
  public static String pattern(EntityModel model, KeyTemplate template) {
    StringBuilder pattern = new StringBuilder();
    for (KeyTemplate.Segment segment : template.segments()) {
      if (segment instanceof KeyTemplate.Literal literal) {
        pattern.append(literal.text());
      } else if (segment instanceof KeyTemplate.Placeholder placeholder) {
        pattern.append('{').append(shape(model, placeholder)).append('}');
      }
    }
    return pattern.toString();
  }

  private static String shape(EntityModel model, KeyTemplate.Placeholder placeholder) {
    if (placeholder.padded()) {
      return Integer.toString(placeholder.width());
    }
    if (model.property(placeholder.property()).map(PropertyModel::writesIntegralText).orElse(false)) {
      return "i";
    }
    return "*";
  }
}
