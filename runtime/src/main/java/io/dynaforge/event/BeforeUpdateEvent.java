package io.dynaforge.event;

/**
 * Published before an UpdateItem (entity-based or expression-based).
 *
 * @param <T> the source type
 */
public class BeforeUpdateEvent<T> extends DynamoDbMappingEvent<T> {

  private static final long serialVersionUID = 1L;

  public BeforeUpdateEvent(T source, String tableName) {
    super(source, tableName);
  }
}
