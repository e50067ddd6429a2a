package io.dynaforge.event;

/**
 * Published after a save, insert or saveAll write succeeded (after the AfterSave callbacks).
 *
 * @param <T> the source type
 */
public class AfterSaveEvent<T> extends DynamoDbMappingEvent<T> {

  private static final long serialVersionUID = 1L;

  public AfterSaveEvent(T source, String tableName) {
    super(source, tableName);
  }
}
