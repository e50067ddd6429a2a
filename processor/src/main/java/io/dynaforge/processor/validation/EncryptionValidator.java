package io.dynaforge.processor.validation;

import io.dynaforge.processor.diagnostic.DiagnosticId;
import io.dynaforge.processor.diagnostic.ValidationReport;
import io.dynaforge.processor.model.EntityModel;
import io.dynaforge.processor.model.KeyTemplate;
import io.dynaforge.processor.model.PropertyModel;
import io.dynaforge.processor.model.TableIndexModel;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;

/**
 * An entity's {@code @Encrypted} and {@code @Unsigned} properties against what DynamoDB and the
 * encryption SDK must read in plaintext or signed: keys, template placeholders and index keys are
 * signed only; a version and a TTL cannot be encrypted; an encrypted kind has no atomic counter; a
 * nested map's or a view's members carry no action of their own.
 */
public final class EncryptionValidator {

  /** A {@code @Table} entity, its flattened members' properties included. */
  public void validateTable(EntityModel entity, ValidationReport report) {
    Optional<PropertyModel> encrypted = firstEncrypted(entity);
    check(entity, entity, report);
    encrypted.ifPresent(e -> {
      for (PropertyModel counter : entity.atomicCounters()) {
        report.report(DiagnosticId.COUNTER_ON_ENCRYPTED_KIND, counter.element(), counter.name(),
            entity.simpleName(), entity.simpleName(), e.name());
      }
    });
  }

  /**
   * A type whose properties are not top-level attributes of a table's items: a nested map's type, or a
   * view (which reads what its table's entities write).
   */
  public void validateMembers(EntityModel type, String where, String fix, ValidationReport report) {
    for (PropertyModel p : type.properties()) {
      AnnotationMirror mirror = p.encrypted() != null ? p.encrypted() : p.unsigned();
      if (mirror != null) {
        report.report(DiagnosticId.MISPLACED_ENCRYPTION, p.element(), mirror, p.name(), type.simpleName(),
            p.encrypted() != null ? "@Encrypted" : "@Unsigned", where, fix);
      }
    }
  }

  private void check(EntityModel table, EntityModel owner, ValidationReport report) {
    for (PropertyModel p : owner.properties()) {
      if (p.flattened() != null) {
        check(table, p.flattened().type(), report);
      }
      if (p.encrypted() == null && p.unsigned() == null) {
        continue;
      }
      if (p.encrypted() != null && p.unsigned() != null) {
        report.report(DiagnosticId.ENCRYPTED_AND_UNSIGNED, p.element(), p.unsigned(), p.name(), owner.simpleName());
        continue;
      }
      AnnotationMirror mirror = p.encrypted() != null ? p.encrypted() : p.unsigned();
      String annotation = p.encrypted() != null ? "@Encrypted" : "@Unsigned";
      String role = keyRole(table, p);
      if (role != null) {
        report.report(DiagnosticId.ENCRYPTED_KEY_ATTRIBUTE, p.element(), mirror, p.name(), owner.simpleName(),
            annotation, role, annotation);
      } else if (p.encrypted() != null && p.version() != null) {
        report.report(DiagnosticId.ENCRYPTED_CONTROL_ATTRIBUTE, p.element(), mirror, p.name(), owner.simpleName(),
            "@Version", "a save's condition compares the stored version, which DynamoDB would hold as ciphertext");
      } else if (p.encrypted() != null && p.timeToLive() != null) {
        report.report(DiagnosticId.ENCRYPTED_CONTROL_ATTRIBUTE, p.element(), mirror, p.name(), owner.simpleName(),
            "@TimeToLive", "DynamoDB expires an item by the attribute's plaintext number of epoch seconds");
      }
    }
  }

  /** What key the property is part of in {@code table}'s items, or null. */
  private static String keyRole(EntityModel table, PropertyModel p) {
    if (p.partitionKey() != null) {
      return "the partition key";
    }
    if (p.sortKey() != null) {
      return "the sort key";
    }
    for (KeyTemplate t : table.templates()) {
      if (t.placeholders().contains(p.name())) {
        return "the placeholder {" + p.name() + "} of " + t.display();
      }
    }
    for (TableIndexModel index : table.tableIndexes()) {
      if (index.keyAttributes().contains(p.attributeName())) {
        return "a key attribute of the index '" + index.name() + "'";
      }
    }
    return null;
  }

  private static Optional<PropertyModel> firstEncrypted(EntityModel entity) {
    for (PropertyModel p : entity.properties()) {
      if (p.encrypted() != null) {
        return Optional.of(p);
      }
      if (p.flattened() != null) {
        Optional<PropertyModel> inner = firstEncrypted(p.flattened().type());
        if (inner.isPresent()) {
          return inner;
        }
      }
    }
    return Optional.empty();
  }
}
