package io.dynaforge.extension;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item read from the table, as {@link DynamoDbExtension#afterRead} sees it before conversion.
 *
 * @param tableName the physical table it was read from
 * @param entityType the type it is about to be converted to: the entity (or index view), or the item
 *     collection view whose fold it is part of
 * @param item the item as read (or as an earlier extension returned it); unmodifiable
 */
public record ReadContext(String tableName, Class<?> entityType, Map<String, AttributeValue> item) {
}
