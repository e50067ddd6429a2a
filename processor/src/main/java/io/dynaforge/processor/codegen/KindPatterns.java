package io.dynaforge.processor.codegen;

import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.KindShapes;
import java.util.ArrayList;
import java.util.List;

/**
 * The kind pattern of a table entity, as the runtime's {@code KindPattern.of(column, pattern, ...)}
 * takes it: for each base-table key template, its literals as they are and each placeholder as the
 * shape its text can have ({@code {3}} for a padded placeholder, {@code {i}} for an integral one
 * without a converter, {@code {*}} for any other text). One definition of an entity's item kind, from
 * its whole key templates, for every read, count, delete and scan (API rule 1).
 */
final class KindPatterns {

  private KindPatterns() {}

  /** Column and pattern pairs; empty when no template composes a base-table key (any item is the kind's). */
  static List<String> of(EntityModel model) {
    List<String> pairs = new ArrayList<>(4);
    if (!model.isTable()) {
      return pairs;
    }
    for (KeyTemplate t : model.templates()) {
      if (t.targetsBaseKey()) {
        pairs.add(t.column());
        pairs.add(pattern(model, t));
      }
    }
    return pairs;
  }

  private static String pattern(EntityModel model, KeyTemplate template) {
    return KindShapes.pattern(model, template);
  }
}
