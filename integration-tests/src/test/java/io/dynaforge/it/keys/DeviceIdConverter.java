package io.dynaforge.it.keys;

import io.dynaforge.mapping.StringAttributeConverter;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores a {@link DeviceId} as S {@code vendor-000042}, so it can be a partition key. */
public class DeviceIdConverter implements StringAttributeConverter<DeviceId> {

  @Override
  public AttributeValue toAttributeValue(DeviceId value) {
    return AttributeValue.fromS(value.vendor() + "-" + String.format("%06d", value.serial()));
  }

  @Override
  public DeviceId fromAttributeValue(AttributeValue value) {
    int dash = value.s().lastIndexOf('-');
    return new DeviceId(value.s().substring(0, dash), Integer.parseInt(value.s().substring(dash + 1)));
  }
}
