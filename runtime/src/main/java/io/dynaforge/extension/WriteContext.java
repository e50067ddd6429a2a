package io.dynaforge.extension;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a write is about to send, as {@link DynamoDbExtension#beforeWrite} sees it.
 *
 * @param operation the request ({@link WriteOperation#PUT}, {@link WriteOperation#UPDATE}, ...)
 * @param tableName the physical table (after the {@code TableNameResolver})
 * @param entityType the {@code @Table} entity written
 * @param item the item about to be put (as converted, or as an earlier extension replaced it), or the
 *     key for an update, a delete or a condition check; unmodifiable
 */
public record WriteContext(WriteOperation operation, String tableName, Class<?> entityType,
    Map<String, AttributeValue> item) {
}
