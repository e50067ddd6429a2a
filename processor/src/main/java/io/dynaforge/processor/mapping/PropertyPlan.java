package io.dynaforge.processor.mapping;

import io.dynaforge.processor.model.PropertyModel;

/**
 * How a mapper reads and writes one property: its routes, its one-call codec (where the runtime has
 * one), and the names the generated code gives it.
 *
 * @param property the property
 * @param local the local {@code fromItem} (or a member's {@code read} method) reads it into
 * @param pathConstant its {@code Paths} constant, or {@code null} (derived, flattened: never read from the item)
 * @param absentLocal for a primitive, stored template placeholder: the flag that its attribute was absent, else null
 * @param read how it is read from the item
 * @param write how it is written to the item
 * @param itemReader the {@code ItemValues.get<Kind>} call of a {@link ReadRoute#ONE_CALL} read, else null
 * @param itemWriter the {@code ItemValues.put<Kind>} call of a {@link WriteRoute#ONE_CALL} write, else null
 * @param memberScope for a flattened {@code @Embedded} member: the scope naming its {@code read}/{@code write}
 *     methods ({@code Address}, {@code AddressGeo}), else null
 */
public record PropertyPlan(
    PropertyModel property,
    String local,
    String pathConstant,
    String absentLocal,
    ReadRoute read,
    WriteRoute write,
    Codecs.ItemCall itemReader,
    Codecs.ItemCall itemWriter,
    String memberScope) {

  /** Where a read property's value comes from. */
  public enum ReadRoute {
    /** A {@code @Derived} placeholder: starts at its default, decomposed from its template. */
    DERIVED,
    /** A flattened {@code @Embedded} member: its own {@code read<Scope>} method, when routed and present. */
    FLATTENED,
    /** One {@code ItemValues.get<Kind>} call (absent reads as null). */
    ONE_CALL,
    /** The conversion reads a missing attribute itself (a set reads back empty). */
    READS_MISSING,
    /** A primitive, stored placeholder: read with an absent flag, so decomposition can fill it from the key. */
    ABSENT_FLAGGED,
    /** Read through its conversion when present, its type's default when absent. */
    NULL_CHECKED
  }

  /** How a property's value reaches the item. */
  public enum WriteRoute {
    /** A {@code @Derived} placeholder: only composed into its templates. */
    DERIVED,
    /** A flattened {@code @Embedded} member: its own {@code write<Scope>} method. */
    FLATTENED,
    /** One {@code ItemValues.put<Kind>} call (null is left out). */
    ONE_CALL,
    /** A primitive time to live: 0 writes no attribute. */
    PRIMITIVE_TIME_TO_LIVE,
    /** A primitive: always written. */
    PRIMITIVE,
    /** A native set: left out when null or empty. */
    NON_EMPTY_SET,
    /** A reference: left out when null. */
    NULL_CHECKED
  }
}
