package io.dynaforge.it.repository;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A template over the shared local server whose client records every request it sends, with table
 * names from the test class's {@link TestTables} and the entities' tables created.
 */
final class RecordingTemplate implements AutoCloseable {

  final RequestRecorder log = new RequestRecorder();
  final DynamoDbClient client;
  final DynamoDbTemplate template;

  RecordingTemplate(LocalDynamoDb db, TestTables tables, Class<?>... entities) {
    client = db.recordingClient(log);
    template = DynamoDbTemplate.builder(client).tableNameResolver(tables::name).build();
    template.createTables(entities);
  }

  @Override
  public void close() {
    client.close();
  }
}
