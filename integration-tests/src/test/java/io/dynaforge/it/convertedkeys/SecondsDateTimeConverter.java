package io.dynaforge.it.convertedkeys;

import io.dynaforge.annotation.OrderPreserving;
import io.dynaforge.mapping.StringAttributeConverter;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Published designs' date text (the online shop's, the device state log's): always with seconds ({@code 2013-05-27T13:30:00}), so fixed width. */
@OrderPreserving
public final class SecondsDateTimeConverter implements StringAttributeConverter<LocalDateTime> {
  private static final DateTimeFormatter TEXT = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss");

  @Override
  public AttributeValue toAttributeValue(LocalDateTime value) {
    return AttributeValue.fromS(TEXT.format(value));
  }

  @Override
  public LocalDateTime fromAttributeValue(AttributeValue value) {
    return LocalDateTime.parse(value.s(), TEXT);
  }
}
