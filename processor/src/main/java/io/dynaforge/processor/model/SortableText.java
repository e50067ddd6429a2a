package io.dynaforge.processor.model;

import io.dynaforge.processor.model.TypeMapping.TextualKind;
import java.util.EnumSet;
import java.util.Set;

/**
 * Which stored forms DynamoDB's text comparison orders like the Java values: the rule behind
 * {@code OrderBy} and ranges on sort keys and sort-key template placeholders.
 */
public final class SortableText {
  private SortableText() {}

  /** Textual kinds whose ISO-8601 text has a fixed width, so it sorts like the value. */
  private static final Set<TextualKind> FIXED_WIDTH = EnumSet.of(TextualKind.LOCAL_DATE, TextualKind.YEAR_MONTH,
      TextualKind.YEAR);

  /** Date-times written as variable-width ISO-8601 text (the fraction is as long as it needs to be). */
  private static final Set<TextualKind> VARIABLE_WIDTH_TIME = EnumSet.of(TextualKind.INSTANT,
      TextualKind.LOCAL_DATE_TIME, TextualKind.LOCAL_TIME, TextualKind.OFFSET_DATE_TIME, TextualKind.ZONED_DATE_TIME);

  /** Whether the text a template writes for this mapping sorts like the value. */
  /**
   * Whether a template placeholder's stored text sorts like its value: the types of
   * {@link #sortsLikeValue} and zero-padded integral placeholders.
   */
  public static boolean placeholderSortsLikeValue(KeyTemplate template, PropertyModel property) {
    KeyTemplate.Placeholder placeholder = template.placeholder(property.name());
    return placeholder != null && (placeholder.padded() || sortsLikeValue(property.mapping()));
  }

  public static boolean sortsLikeValue(TypeMapping mapping) {
    if (mapping instanceof TypeMapping.Converted c) {
      return c.orderPreserving(); // the converter's word: its stored value sorts like the value
    }
    if (mapping instanceof TypeMapping.Scalar s) {
      return s.kind() == TypeMapping.ScalarKind.STRING;
    }
    return mapping instanceof TypeMapping.Textual t && FIXED_WIDTH.contains(t.kind());
  }

  /** Whether a sort key of this mapping is stored as variable-width date-time text. */
  public static boolean variableWidthTime(TypeMapping mapping) {
    return mapping instanceof TypeMapping.Textual t && VARIABLE_WIDTH_TIME.contains(t.kind());
  }

  /** Why text order differs from value order, as an example. */
  public static String why(TypeMapping mapping) {
    if (mapping instanceof TypeMapping.Scalar s && s.kind().dynamoType().equals("N")) {
      return "numbers written as text sort digit by digit (\"10\" sorts before \"9\")";
    }
    if (variableWidthTime(mapping)) {
      return "ISO-8601 date-times have a variable-width fraction (\"12:00:00Z\" sorts after \"12:00:00.5Z\")";
    }
    if (mapping instanceof TypeMapping.Converted c) {
      return "its converter " + c.converter().simpleName() + " is not @OrderPreserving (io.dynaforge.annotation), so"
          + " its stored value need not sort like the value; annotate the converter when it does";
    }
    if (mapping instanceof TypeMapping.EnumName) {
      return "enum constants sort by name, not by declaration order";
    }
    return "its text does not follow the order of its values";
  }
}
