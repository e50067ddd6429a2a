package io.dynaforge.benchmarks.proposed;

import io.dynaforge.benchmarks.model.Address;
import io.dynaforge.benchmarks.model.Address_Mapper;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code Address_Mapper} as the proposed generator would write it: the same code plus a {@code
 * toAttributeValue} override that wraps the map with {@code AttributeValue.createM} instead of the
 * interface default's {@code AttributeValue.fromM} (builder). Delegates to the generated mapper for
 * everything else.
 */
public final class ProposedAddressMapper {

  public static final ProposedAddressMapper INSTANCE = new ProposedAddressMapper();

  public AttributeValue toAttributeValue(Address value) {
    return AttributeValue.createM(Address_Mapper.INSTANCE.toItem(value));
  }

  public Map<String, AttributeValue> toItem(Address value) {
    return Address_Mapper.INSTANCE.toItem(value);
  }
}
