package io.dynaforge.internal;

import io.dynaforge.mapping.ItemMapper;
import java.util.Map;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The base of a generated projection mapper ({@code <Repository>_<Projection>_Mapper}): it reads a
 * projection from the attributes a repository method's {@code ProjectionExpression} returned, with
 * the entity's conversions, without reflection. A projection is read-only: {@link #toItem} is
 * refused.
 *
 * @param <P> the projection type
 */
public abstract class ProjectionMapper<P> implements ItemMapper<P> {

  private final Class<P> type;
  private final String entityName;

  /**
   * @param type the projection type
   * @param entityName the entity or view it projects, named in errors
   */
  protected ProjectionMapper(Class<P> type, String entityName) {
    this.type = type;
    this.entityName = entityName;
  }

  @Override
  public final Class<P> type() {
    return type;
  }

  /** Refused: a projection of {@code entityName} holds only some of its attributes and is never written. */
  @Override
  public final Map<String, AttributeValue> toItem(P value) {
    throw new InvalidDataAccessApiUsageException(type.getSimpleName() + " is a read-only projection of " + entityName
        + ": save the " + entityName + " itself");
  }
}
