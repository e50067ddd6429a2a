package io.dynaforge.event;

/**
 * Published before a save, insert or saveAll write (after the BeforeSave callbacks).
 *
 * @param <T> the source type
 */
public class BeforeSaveEvent<T> extends DynamoDbMappingEvent<T> {

  private static final long serialVersionUID = 1L;

  public BeforeSaveEvent(T source, String tableName) {
    super(source, tableName);
  }
}
