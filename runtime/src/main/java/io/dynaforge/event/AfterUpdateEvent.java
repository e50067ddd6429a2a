package io.dynaforge.event;

/**
 * Published after an UpdateItem succeeded.
 *
 * @param <T> the source type
 */
public class AfterUpdateEvent<T> extends DynamoDbMappingEvent<T> {

  private static final long serialVersionUID = 1L;

  public AfterUpdateEvent(T source, String tableName) {
    super(source, tableName);
  }
}
