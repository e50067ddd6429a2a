package io.dynaforge.it.streams;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.processor.DynaforgeProcessor;
import io.dynaforge.stream.CheckpointStore;
import io.dynaforge.stream.StreamDecoder;
import io.dynaforge.stream.StreamPoller;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.RequestRecorder;
import io.dynaforge.testing.TestTables;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * {@code META-INF/dynaforge/iam/service.json} of a compilation holding only a streamed table's entities and its
 * {@code @StreamHandler} ({@link ShopEvents}), with {@code -Adynaforge.checkpointTable}, allows exactly what the
 * stream consumer sends: a {@link StreamPoller} with a DynamoDB {@link CheckpointStore}, started twice (a first run
 * that creates the checkpoint table and checkpoints, a restart that reads the checkpoints back), whose requests are
 * recorded against moto and each mapped to its action and resource. No more, no less.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // dynalite has no streams
class StreamConsumerPolicyTest {

  private static final Path SOURCES = Path.of("src/test/java/io/dynaforge/it/streams");
  private static final String SERVICE = "META-INF/dynaforge/iam/service.json";
  private static final String ARN_PREFIX = "arn:${partition}:dynamodb:${region}:${account}:";
  private static final String TABLE_PREFIX = "${table_prefix}";
  private static final Duration IDLE = Duration.ofSeconds(20);

  @Test
  void serviceJsonAllowsExactlyWhatThePollerAndTheCheckpointStoreSend(LocalDynamoDb local, TestTables tables,
      @TempDir Path dir) throws Exception {
    String checkpointTable = tables.name("consumer_checkpoints");
    Map<String, Set<String>> allowed = grants(compile(dir, checkpointTable), tables.prefix());

    RequestRecorder recorder = new RequestRecorder();
    try (DynamoDbClient plain = local.clientBuilder().build();
        DynamoDbClient recorded = local.recordingClient(recorder);
        DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder().endpointOverride(local.endpoint())
            .region(LocalDynamoDb.REGION)
            .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
            .overrideConfiguration(c -> c.addExecutionInterceptor(recorder)).build()) {
      DynamoDbTemplate template = DynamoDbTemplate.builder(plain).tableNameResolver(tables::name).build();
      template.createTables(Order.class, OrderLine.class);
      String table = template.getTableName(Order.class);
      ShopEvents handler = new ShopEvents();
      template.save(new Order("c1", 1L, "NEW"));
      run(streams, recorded, table, handler, checkpointTable);
      template.save(new Order("c1", 2L, "NEW"));
      run(streams, recorded, table, handler, checkpointTable); // a restart: the checkpoints are read back
      assertThat(handler.seen).containsExactly("placed 1 NEW", "placed 2 NEW");

      Map<String, Set<String>> sent = new TreeMap<>();
      for (RequestRecorder.Recorded request : recorder.recorded()) {
        String resource = resource(request.request(), table, checkpointTable, tables.prefix());
        sent.computeIfAbsent(resource, r -> new TreeSet<>()).add("dynamodb:" + request.operation());
      }
      assertThat(sent).as("what the poller and the checkpoint store sent, recorded: %s", recorder.operations())
          .isEqualTo(allowed);
    }
  }

  private static void run(DynamoDbStreamsClient streams, DynamoDbClient client, String table, ShopEvents handler,
      String checkpointTable) throws InterruptedException {
    try (StreamPoller poller = StreamPoller.builder(streams, client).table(table)
        .decoder(StreamDecoder.forTable("streams_shop").withTableName(table))
        .dispatcher(new ShopEvents_Dispatcher(handler))
        .checkpoints(CheckpointStore.dynamoDb(client, checkpointTable))
        .pollInterval(Duration.ofMillis(50)).retryDelay(Duration.ofMillis(5)).build()) {
      poller.start();
      assertThat(poller.awaitIdle(IDLE)).isTrue();
    }
  }

  /**
   * A request's resource, as the policy names it: {@code table/<logical>} for the handler's table, {@code
   * table/<logical>/stream/*} for its stream (a GetRecords names only a shard iterator: of that stream, the only
   * one), {@code table/<name>} for the checkpoint table.
   */
  private static String resource(SdkRequest request, String table, String checkpointTable, String prefix) {
    String tableName = request.getValueForField("TableName", String.class).orElse(null);
    String streamArn = request.getValueForField("StreamArn", String.class).orElse(null);
    if (tableName != null) {
      return "table/" + (tableName.equals(checkpointTable) ? tableName : logical(tableName, prefix));
    }
    if (streamArn != null) {
      assertThat(streamArn).contains(":table/" + table + "/stream/");
    }
    return "table/" + logical(table, prefix) + "/stream/*";
  }

  private static String logical(String physical, String prefix) {
    assertThat(physical).startsWith(prefix);
    return physical.substring(prefix.length());
  }

  /** service.json's statements: resource part of the ARN (logical table names) to actions. */
  private static Map<String, Set<String>> grants(String policy, String prefix) {
    Map<String, Set<String>> grants = new TreeMap<>();
    for (JsonNode statement : JsonNode.parser().parse(policy).field("Statement").orElseThrow().asArray()) {
      assertThat(statement.field("Effect").orElseThrow().asString()).isEqualTo("Allow");
      String arn = statement.field("Resource").orElseThrow().asString();
      assertThat(arn).startsWith(ARN_PREFIX);
      String resource = arn.substring(ARN_PREFIX.length()).replace("table/" + TABLE_PREFIX, "table/");
      Set<String> actions = grants.computeIfAbsent(resource, k -> new TreeSet<>());
      statement.field("Action").orElseThrow().asArray().forEach(a -> actions.add(a.asString()));
    }
    return grants;
  }

  /**
   * Compiles the streamed table's entities and its handler alone, with the processor and
   * {@code -Adynaforge.checkpointTable}; returns the service policy it wrote.
   */
  private static String compile(Path dir, String checkpointTable) throws Exception {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    Path classes = Files.createDirectories(dir.resolve("classes"));
    Path generated = Files.createDirectories(dir.resolve("generated"));
    List<File> sources = new ArrayList<>();
    for (String name : List.of("Order.java", "OrderLine.java", "ShopEvents.java")) {
      sources.add(SOURCES.resolve(name).toFile());
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
      files.setLocation(StandardLocation.CLASS_PATH, Stream.of(System.getProperty("java.class.path")
          .split(File.pathSeparator)).map(File::new).toList());
      files.setLocationFromPaths(StandardLocation.CLASS_OUTPUT, List.of(classes));
      files.setLocationFromPaths(StandardLocation.SOURCE_OUTPUT, List.of(generated));
      JavaCompiler.CompilationTask task = javac.getTask(null, files, diagnostics,
          List.of("-parameters", "-implicit:none", "-Adynaforge.checkpointTable=" + checkpointTable), null,
          files.getJavaFileObjectsFromFiles(sources));
      task.setProcessors(List.of(new DynaforgeProcessor()));
      assertThat(task.call()).as("%s", diagnostics.getDiagnostics()).isTrue();
    }
    return Files.readString(classes.resolve(SERVICE));
  }
}
