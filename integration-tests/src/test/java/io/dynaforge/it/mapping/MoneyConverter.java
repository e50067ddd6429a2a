package io.dynaforge.it.mapping;

import io.dynaforge.mapping.AttributeConverter;
import java.math.BigDecimal;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores Money as "12.50 EUR". */
public class MoneyConverter implements AttributeConverter<Money> {
  @Override
  public AttributeValue toAttributeValue(Money value) {
    return AttributeValue.fromS(value.amount().toPlainString() + " " + value.currency());
  }

  @Override
  public Money fromAttributeValue(AttributeValue value) {
    String[] parts = value.s().split(" ");
    return new Money(new BigDecimal(parts[0]), parts[1]);
  }
}
