package io.dynaforge.internal;

import org.springframework.dao.InvalidDataAccessApiUsageException;

/**
 * The check of generated {@code withAuditor} and {@code lastModifiedByValues} methods: the current
 * auditor (from the application's {@code AuditorAware}, whose type the processor cannot know) must be
 * of the {@code @CreatedBy}/{@code @LastModifiedBy} property's type. Not API.
 */
public final class Auditors {

  private Auditors() {}

  /**
   * The auditor as the property's type.
   *
   * @throws InvalidDataAccessApiUsageException naming the entity, the property and both types, when the
   *     property cannot hold the auditor
   */
  public static <V> V require(Object auditor, Class<V> type, String entity, String annotation, String property) {
    if (!type.isInstance(auditor)) {
      throw new InvalidDataAccessApiUsageException("The AuditorAware gave a " + auditor.getClass().getName()
          + " (" + auditor + ") as the current auditor, but the @" + annotation + " property '" + property + "' of "
          + entity + " is a " + type.getName() + ", which cannot hold it. Nothing was written. Make the property a "
          + auditor.getClass().getSimpleName() + ", or make the AuditorAware an AuditorAware<" + type.getSimpleName()
          + ">.");
    }
    return type.cast(auditor);
  }
}
