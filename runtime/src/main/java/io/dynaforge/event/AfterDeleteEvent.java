package io.dynaforge.event;

/**
 * Published after a DeleteItem succeeded.
 *
 * @param <T> the source type
 */
public class AfterDeleteEvent<T> extends DynamoDbMappingEvent<T> {

  private static final long serialVersionUID = 1L;

  public AfterDeleteEvent(T source, String tableName) {
    super(source, tableName);
  }
}
