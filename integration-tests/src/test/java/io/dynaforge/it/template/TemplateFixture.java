package io.dynaforge.it.template;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.mapping.MapperRegistry;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * A template over the shared (or a given) local server, with a client whose requests are recorded by
 * a {@link RequestRecorder} (what was sent, in order, as the server received it) and table
 * names resolved through {@link TestTables} (a per-class prefix, dropped after the class).
 */
final class TemplateFixture implements AutoCloseable {

  static final Instant NOW = Instant.parse("2026-01-18T10:15:30Z");

  /** Every request's operation name as it is sent; tests add their callbacks' and events' entries to it too. */
  final List<String> timeline = Collections.synchronizedList(new ArrayList<>());
  /** Records every request (after other interceptors modified it) in order, and puts it on the timeline. */
  final RequestRecorder log = new RequestRecorder(r -> timeline.add(r.operation()));
  final DynamoDbClient client;
  /** A client of the same server whose requests are not recorded, for checks behind the template's back. */
  final DynamoDbClient raw;
  final DynamoDbTemplate template;
  final TestTables tables;

  private TemplateFixture(LocalDynamoDb db, TestTables tables, List<ExecutionInterceptor> interceptors,
      UnaryOperator<DynamoDbClientBuilder> clientOptions, UnaryOperator<DynamoDbTemplate.Builder> options) {
    this.tables = tables;
    this.raw = db.client();
    this.client = clientOptions.apply(db.clientBuilder().overrideConfiguration(c -> {
      interceptors.forEach(c::addExecutionInterceptor);
      c.addExecutionInterceptor(log);
    })).build();
    this.template = options.apply(DynamoDbTemplate.builder(client)
        .mapperRegistry(mappers())
        .tableNameResolver(tables::name)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC))).build();
  }

  /**
   * The mappers of this package, registered by hand: the default {@code MapperRegistry.load()} reads
   * the processor's ServiceLoader file, which a concurrent incremental build of this module may
   * rewrite; {@code ServiceLoaderTest} covers the default.
   */
  static MapperRegistry mappers() {
    return new MapperRegistry().register(Player_Mapper.INSTANCE).register(Account_Mapper.INSTANCE)
        .register(Note_Mapper.INSTANCE).register(LogEntry_Mapper.INSTANCE);
  }

  static TemplateFixture create(LocalDynamoDb db, TestTables tables) {
    return new TemplateFixture(db, tables, List.of(), b -> b, b -> b);
  }

  static TemplateFixture create(LocalDynamoDb db, TestTables tables, UnaryOperator<DynamoDbTemplate.Builder> options,
      ExecutionInterceptor... interceptors) {
    return new TemplateFixture(db, tables, List.of(interceptors), b -> b, options);
  }

  static TemplateFixture create(LocalDynamoDb db, TestTables tables, UnaryOperator<DynamoDbClientBuilder> clientOptions,
      UnaryOperator<DynamoDbTemplate.Builder> options, ExecutionInterceptor... interceptors) {
    return new TemplateFixture(db, tables, List.of(interceptors), clientOptions, options);
  }

  /** Forgets the recorded requests and the timeline. */
  void clear() {
    log.clear();
    timeline.clear();
  }

  @Override
  public void close() {
    client.close();
  }
}
