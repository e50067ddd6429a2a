package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EmbeddedModel;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TypeMapping;
import io.dynaforge.processor.util.Suggestions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Checks the single-table modelling of a {@code @Table} entity: {@code @SortKeyTemplate}s,
 * {@code @Derived} placeholders and {@code @Embedded} members and their routes.
 */
public final class SingleTableValidator {

  public void validate(EntityModel entity, ValidationReport report) {
    checkTemplates(entity, report);
    checkDerived(entity, report);
    checkEmbedded(entity, report);
  }

  // ------------------------------------------------------------------ templates

  private void checkTemplates(EntityModel entity, ValidationReport report) {
    String name = entity.simpleName();
    Map<String, KeyTemplate> byColumn = new HashMap<>();
    List<String> propertyNames = entity.properties().stream().map(PropertyModel::name).toList();
    for (KeyTemplate t : entity.templates()) {
      if (t.syntaxError() != null) {
        report.report(DiagnosticId.MALFORMED_TEMPLATE, entity.element(), t.annotation(), t.display(), name,
            t.syntaxError());
        continue;
      }
      if (t.isConstant() && t.key() == KeyTemplate.Key.PARTITION) {
        report.report(DiagnosticId.TEMPLATE_WITHOUT_PLACEHOLDERS, entity.element(), t.annotation(), t.display(), name);
      }
      if (t.sparse() && t.base()) {
        report.report(DiagnosticId.SPARSE_BASE_TABLE_KEY, entity.element(), t.annotation(), t.display(), name,
            t.column());
      }
      KeyTemplate previous = byColumn.putIfAbsent(t.column(), t);
      if (previous != null) {
        report.report(DiagnosticId.DUPLICATE_TEMPLATE_COLUMN, entity.element(), t.annotation(), name, t.column(),
            previous.template(), t.template());
      }
      List<PropertyModel> declared = t.targetsBaseSortKey() ? entity.sortKeys()
          : t.targetsBasePartitionKey() ? entity.partitionKeys() : List.of();
      if (!declared.isEmpty()) {
        report.report(DiagnosticId.TEMPLATE_COLUMN_CONFLICT, entity.element(), t.annotation(), t.display(), name,
            t.column(), "the declared " + (t.targetsBaseSortKey() ? "@SortKey" : "@PartitionKey") + " '"
                + declared.get(0).name() + "'");
      } else {
        for (PropertyModel p : entity.properties()) {
          if (p.derived() == null && p.attributeName().equals(t.column())) {
            report.report(DiagnosticId.TEMPLATE_COLUMN_CONFLICT, entity.element(), t.annotation(), t.display(), name,
                t.column(), "the property '" + p.name() + "'");
          }
        }
      }
      List<KeyTemplate.Segment> segments = t.segments();
      for (int i = 0; i < segments.size(); i++) {
        if (!(segments.get(i) instanceof KeyTemplate.Placeholder placeholder)) {
          continue;
        }
        PropertyModel p = entity.property(placeholder.property()).orElse(null);
        if (p == null) {
          report.report(DiagnosticId.TEMPLATE_UNKNOWN_PLACEHOLDER, entity.element(), t.annotation(), t.display(), name,
              placeholder.property(), name, Suggestions.didYouMean(placeholder.property(), propertyNames));
          continue;
        }
        if (!placeholderType(p.mapping())) {
          report.report(DiagnosticId.UNSUPPORTED_PLACEHOLDER_TYPE, entity.element(), t.annotation(),
              placeholder.property(), t.display(), name, p.type(), placeholderFix(p.mapping()));
          continue;
        }
        if (placeholder.padded() && !isIntegral(p.mapping())) {
          report.report(DiagnosticId.INVALID_PLACEHOLDER_WIDTH, entity.element(), t.annotation(),
              placeholder.property(), placeholder.width(), t.display(), name, p.type());
        }
        if (i + 1 < segments.size() && segments.get(i + 1) instanceof KeyTemplate.Placeholder next) {
          report.report(DiagnosticId.ADJACENT_PLACEHOLDERS, entity.element(), t.annotation(), t.display(), name,
              placeholder.property(), next.property(), placeholder.property());
        }
        String literal = t.literalAfter(i);
        if (literal != null && isString(p.mapping())) {
          report.report(DiagnosticId.AMBIGUOUS_TEMPLATE_LITERAL, entity.element(), t.annotation(),
              placeholder.property(), t.display(), name, literal, literal);
        }
      }
    }
  }

  /** The integral types a placeholder width zero-pads. */
  static boolean isIntegral(TypeMapping mapping) {
    return mapping instanceof TypeMapping.Scalar s && switch (s.kind()) {
      case INT, LONG, SHORT, BYTE, BIG_INTEGER -> true;
      default -> false;
    };
  }

  /**
   * Types with one canonical string form: scalars (not binary), enums, textual types, and values a
   * {@code @Converter} stores as {@code S} or {@code N} (the placeholder's text is the stored value).
   */
  static boolean placeholderType(TypeMapping mapping) {
    if (mapping instanceof TypeMapping.Scalar s) {
      return !s.kind().dynamoType().equals("B");
    }
    if (mapping instanceof TypeMapping.Converted c) {
      return "S".equals(c.keyType()) || "N".equals(c.keyType());
    }
    return mapping instanceof TypeMapping.EnumName || mapping instanceof TypeMapping.Textual;
  }

  /** What would make the placeholder's type composable: never the refused type itself. */
  static String placeholderFix(TypeMapping mapping) {
    if (mapping instanceof TypeMapping.Converted c) {
      return "Its converter " + c.converter().simpleName() + " does not declare the scalar it writes: make it"
          + " implement StringAttributeConverter (S) or NumberAttributeConverter (N) of io.dynaforge.mapping, whose"
          + " stored text becomes the placeholder's text";
    }
    return "Use a String, a number, an enum, UUID, LocalDate, Instant or another date/time type, or a @Converter"
        + " implementing StringAttributeConverter or NumberAttributeConverter";
  }

  private static boolean isString(TypeMapping mapping) {
    return mapping instanceof TypeMapping.Scalar s && s.kind() == TypeMapping.ScalarKind.STRING;
  }

  // ------------------------------------------------------------------ @Derived

  private void checkDerived(EntityModel entity, ValidationReport report) {
    for (PropertyModel p : entity.properties()) {
      if (p.derived() == null) {
        continue;
      }
      String reason = null;
      if (p.isKey()) {
        reason = "it is a key property, and keys are always stored";
      } else if (p.isPrimitive()) {
        reason = "it is a primitive, which cannot tell 'not in the key' from 0; use the boxed type";
      } else if (entity.templates().stream().noneMatch(t -> t.placeholders().contains(p.name()))) {
        reason = "it is not a placeholder of any @SortKeyTemplate or @PartitionKeyTemplate on " + entity.simpleName()
            + ", so nothing would store it; remove @Derived";
      }
      if (reason != null) {
        report.report(DiagnosticId.INVALID_DERIVED, p.element(), p.derived(), p.name(), entity.simpleName(), reason);
      }
    }
  }

  // ------------------------------------------------------------------ @Embedded

  private void checkEmbedded(EntityModel entity, ValidationReport report) {
    String name = entity.simpleName();
    List<PropertyModel> routedByPrefix = new ArrayList<>();
    for (PropertyModel p : entity.properties()) {
      if (p.embedded() == null) {
        continue;
      }
      if (p.flattened() == null) {
        if (p.mapping() instanceof TypeMapping.ListOf || p.mapping() instanceof TypeMapping.MapOf
            || p.mapping() instanceof TypeMapping.NativeSet) {
          report.report(DiagnosticId.EMBEDDED_ON_COLLECTION, p.element(), p.embedded(), p.name(), name);
        }
        continue;
      }
      EmbeddedModel e = p.flattened();
      if (!e.regex().isEmpty()) {
        try {
          Pattern.compile(e.regex());
        } catch (PatternSyntaxException ex) {
          report.report(DiagnosticId.INVALID_EMBEDDED_REGEX, p.element(), e.annotation(), e.regex(), p.name(), name,
              ex.getMessage().replace('\n', ' ').replaceAll("\\s+", " "));
        }
      }
      if (e.isRouted() && entity.isTable() && entity.sortKeyAttribute() == null) {
        report.report(DiagnosticId.EMBEDDED_ROUTE_WITHOUT_SORT_KEY, p.element(), e.annotation(), p.name(), name, name);
      }
      if (!e.startsWith().isEmpty() && e.regex().isEmpty()) {
        for (PropertyModel other : routedByPrefix) {
          String a = other.flattened().startsWith();
          String b = e.startsWith();
          if (a.startsWith(b) || b.startsWith(a)) {
            String shorter = a.length() <= b.length() ? a : b;
            report.report(DiagnosticId.OVERLAPPING_EMBEDDED_ROUTES, p.element(), e.annotation(), other.name(), a,
                p.name(), b, name, a.length() >= b.length() ? a : b, shorter);
          }
        }
        routedByPrefix.add(p);
      }
      checkFlattenedNames(entity, p, report);
    }
  }

  /** A flattened attribute must not collide with the owner's own attributes. */
  private void checkFlattenedNames(EntityModel entity, PropertyModel member, ValidationReport report) {
    for (PropertyModel own : entity.properties()) {
      if (own.flattened() != null || own.derived() != null) {
        continue;
      }
      for (PropertyModel inner : member.flattened().type().properties()) {
        if (inner.flattened() == null && inner.attributeName().equals(own.attributeName())) {
          report.report(DiagnosticId.DUPLICATE_ATTRIBUTE_NAME, member.element(), own.name(),
              member.name() + "." + inner.name(), entity.simpleName(), own.attributeName());
        }
      }
    }
  }
}
