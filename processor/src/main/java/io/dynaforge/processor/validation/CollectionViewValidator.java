package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.Annotations;
import io.dynaforge.processor.model.CollectionViewModel;
import io.dynaforge.processor.model.CollectionViewModel.Member;
import io.dynaforge.processor.model.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Checks an {@code @ItemCollectionView}: members and their routes (regexes compiled here, not on the
 * first query), the routing sort key, and member types that are row projections.
 */
public final class CollectionViewValidator {

  public void validate(CollectionViewModel view, ValidationReport report) {
    String name = view.simpleName();
    // @Table with @ItemCollectionView is reported on the entity; a view that is also a @SecondaryIndex here
    Annotations.find(view.element(), Names.SECONDARY_INDEX).ifPresent(mirror -> report.report(
        DiagnosticId.TABLE_WITH_VIEW, view.element(), mirror, name, "SecondaryIndex", "ItemCollectionView"));
    List<Member> routed = view.members().stream().filter(m -> m.annotation() != null).toList();
    if (routed.isEmpty()) {
      report.report(DiagnosticId.COLLECTION_WITHOUT_MEMBERS, view.element(), view.annotation(), name);
      return;
    }
    if (view.sortKey() == null && view.indexName() == null) {
      // one problem of the view, once on its annotation (not once per member)
      report.report(DiagnosticId.COLLECTION_SORT_KEY_REQUIRED, view.element(), view.annotation(), name,
          "reads the base table but declares no sortKey", "");
    }
    List<Member> byPrefix = new ArrayList<>();
    for (Member m : view.members()) {
      String property = m.property().name();
      if (m.annotation() == null) {
        report.report(DiagnosticId.MEMBER_WITHOUT_ROUTE, m.property().element(), property, name,
            "has no @ItemCollectionMember (a view's properties are all members)");
        continue;
      }
      if (!m.isRouted()) {
        report.report(DiagnosticId.MEMBER_WITHOUT_ROUTE, m.property().element(), m.annotation(), property, name,
            "sets none of startsWith, endsWith and regex");
      }
      if (!m.regex().isEmpty()) {
        try {
          Pattern.compile(m.regex());
        } catch (PatternSyntaxException e) {
          report.report(DiagnosticId.INVALID_MEMBER_REGEX, m.property().element(), m.annotation(), m.regex(), property,
              name, e.getMessage().replace('\n', ' ').replaceAll("\\s+", " "));
        }
      }
      if (m.row() == null) {
        report.report(DiagnosticId.UNSUPPORTED_MEMBER_TYPE, m.property().element(), property, name,
            m.property().type());
      }
      if (m.sortKey() == null && view.sortKey() == null && view.indexName() != null) {
        report.report(DiagnosticId.COLLECTION_SORT_KEY_REQUIRED, m.property().element(), m.annotation(), name,
            "reads the index '" + view.indexName() + "' but neither it nor its member '" + property
                + "' names a sortKey", ", or give each member its own sortKey");
      }
      if (!m.startsWith().isEmpty() && m.regex().isEmpty()) {
        for (Member other : byPrefix) {
          String a = other.startsWith();
          String b = m.startsWith();
          if (a.startsWith(b) || b.startsWith(a)) {
            String shorter = a.length() <= b.length() ? a : b;
            report.report(DiagnosticId.OVERLAPPING_MEMBER_ROUTES, m.property().element(), m.annotation(),
                other.property().name(), a, property, b, name, a.length() >= b.length() ? a : b, shorter);
          }
        }
        byPrefix.add(m);
      }
    }
  }
}
