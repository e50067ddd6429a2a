package io.dynaforge.stream;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An image of a row that no entity kind of the table claims (or that two kinds claim equally): the
 * raw item, as the stream carried it. A {@link StreamDecoder} never drops or guesses such a row: it
 * decodes it as a {@code ChangeEvent<UnmappedItem>}.
 *
 * @param item the attributes of the image
 */
public record UnmappedItem(Map<String, AttributeValue> item) {

  public UnmappedItem {
    item = Map.copyOf(item);
  }
}
