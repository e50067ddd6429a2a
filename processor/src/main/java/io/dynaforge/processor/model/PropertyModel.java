package io.dynaforge.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.type.TypeMirror;

/**
 * One mapped property of an entity, nested type or view.
 *
 * @param name the Java property name
 * @param element where diagnostics about the property point (the annotated field, accessor or
 *     record component)
 * @param type the property's type
 * @param attributeName the DynamoDB attribute: the key annotation's value, else {@code @Column},
 *     else the property name
 * @param reader how generated code reads it, or {@code null} when it cannot
 * @param writer how generated code writes it, or {@code null} when it cannot
 * @param mapping how the value is stored
 * @param partitionKey set when the property is (part of) the partition key
 * @param sortKey set when the property is (part of) the sort key
 * @param version {@code @Version}, or null
 * @param timeToLive {@code @TimeToLive}, or null
 * @param converter {@code @Converter}, or null
 * @param derived {@code @Derived}, or null
 * @param embedded {@code @Embedded}, or null
 * @param createdDate Spring Data {@code @CreatedDate}
 * @param lastModifiedDate Spring Data {@code @LastModifiedDate}
 * @param flattened the flattened member, when {@code @Embedded} flattens it; else null
 * @param atomicCounter {@code @AtomicCounter}, or null
 * @param createdBy Spring Data {@code @CreatedBy}
 * @param lastModifiedBy Spring Data {@code @LastModifiedBy}
 * @param encrypted {@code @Encrypted}, or null
 * @param unsigned {@code @Unsigned}, or null
 */
public record PropertyModel(
    String name,
    Element element,
    TypeMirror type,
    String attributeName,
    Accessor reader,
    Accessor writer,
    TypeMapping mapping,
    KeyRole partitionKey,
    KeyRole sortKey,
    AnnotationMirror version,
    AnnotationMirror timeToLive,
    AnnotationMirror converter,
    AnnotationMirror derived,
    AnnotationMirror embedded,
    boolean createdDate,
    boolean lastModifiedDate,
    EmbeddedModel flattened,
    AtomicCounterModel atomicCounter,
    boolean createdBy,
    boolean lastModifiedBy,
    AnnotationMirror encrypted,
    AnnotationMirror unsigned) {

  public boolean isKey() {
    return partitionKey != null || sortKey != null;
  }

  /** Set from the auditor: Spring Data {@code @CreatedBy} or {@code @LastModifiedBy}. */
  public boolean audited() {
    return createdBy || lastModifiedBy;
  }

  public boolean isPrimitive() {
    return type.getKind().isPrimitive();
  }

  /**
   * Whether a template placeholder of this property is written as an integral number's plain text
   * ({@code int}, {@code long}, {@code short}, {@code byte}, {@code BigInteger}, no converter).
   */
  public boolean writesIntegralText() {
    return converter == null && mapping instanceof TypeMapping.Scalar s && switch (s.kind()) {
      case INT, LONG, SHORT, BYTE, BIG_INTEGER -> true;
      default -> false;
    };
  }
}
