package io.dynaforge.core.engine;

import io.dynaforge.core.Internal;

/**
 * The current auditor of one write, resolved before the write is prepared: what a reactive template's
 * {@code ReactiveAuditorAware} gave, inside the reactive chain, for {@code @CreatedBy}/{@code @LastModifiedBy}.
 * Passed to the {@link ItemOperations} writes instead of asking the template's blocking {@code AuditorAware}
 * (a {@code null} {@code CurrentAuditor} means: ask it, as before). Not for applications.
 *
 * @param value the auditor, or {@code null} for none (the properties are left as they are)
 */
@Internal
public record CurrentAuditor(Object value) {

  /** No current auditor: {@code @CreatedBy}/{@code @LastModifiedBy} are left as they are. */
  public static final CurrentAuditor NONE = new CurrentAuditor(null);

  public static CurrentAuditor of(Object value) {
    return value == null ? NONE : new CurrentAuditor(value);
  }
}
