package io.dynaforge.schema;

import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * A table as the model declares it: the request that would create it (physical name, keys, attribute
 * definitions, indexes and their projections, as {@code DynamoDbOperations.createTableRequests}
 * builds it), the {@code @TimeToLive} attribute of its entities, and those entities, for messages.
 *
 * @param timeToLiveAttribute the attribute to expire items on, or {@code null}
 */
record DeclaredTable(CreateTableRequest request, String timeToLiveAttribute, List<String> entities) {

  String name() {
    return request.tableName();
  }
}
