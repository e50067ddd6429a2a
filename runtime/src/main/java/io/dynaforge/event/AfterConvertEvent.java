package io.dynaforge.event;

/**
 * Published after an item was read and converted, and the AfterConvert callbacks ran.
 *
 * @param <T> the source type
 */
public class AfterConvertEvent<T> extends DynamoDbMappingEvent<T> {

  private static final long serialVersionUID = 1L;

  public AfterConvertEvent(T source, String tableName) {
    super(source, tableName);
  }
}
