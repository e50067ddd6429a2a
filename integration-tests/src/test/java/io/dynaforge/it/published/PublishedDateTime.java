package io.dynaforge.it.published;

import io.dynaforge.annotation.OrderPreserving;
import io.dynaforge.mapping.StringAttributeConverter;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The design's date text, always with seconds ({@code 2020-04-24T14:40:00}): fixed width, so it sorts like the value. */
@OrderPreserving
public final class PublishedDateTime implements StringAttributeConverter<LocalDateTime> {
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
