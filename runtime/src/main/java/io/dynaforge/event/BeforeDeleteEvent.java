package io.dynaforge.event;

/**
 * Published before a DeleteItem.
 *
 * @param <T> the source type
 */
public class BeforeDeleteEvent<T> extends DynamoDbMappingEvent<T> {

  private static final long serialVersionUID = 1L;

  public BeforeDeleteEvent(T source, String tableName) {
    super(source, tableName);
  }
}
