package io.dynaforge.event;

import org.springframework.context.ApplicationEvent;

/**
 * Base class of every lifecycle event the template publishes. The source is the entity (or the
 * entity class, for an expression-based update or a delete by key); {@link #getTableName()} is the
 * resolved physical table.
 *
 * @param <T> the source type
 */
public abstract class DynamoDbMappingEvent<T> extends ApplicationEvent {

  private static final long serialVersionUID = 1L;

  private final String tableName;

  protected DynamoDbMappingEvent(T source, String tableName) {
    super(source);
    this.tableName = tableName;
  }

  @Override
  @SuppressWarnings("unchecked")
  public T getSource() {
    return (T) super.getSource();
  }

  /** The resolved physical table name. */
  public String getTableName() {
    return tableName;
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[table=" + tableName + ", source=" + getSource() + "]";
  }
}
