package io.dynaforge.it.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.dynaforge.core.BatchWriteIncompleteException;
import io.dynaforge.core.DynamoDbOperations;
import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.dao.DataAccessException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.InvalidDataAccessApiUsageException;
import org.springframework.dao.InvalidDataAccessResourceUsageException;
import org.springframework.dao.TransientDataAccessResourceException;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Exception translation, table creation and the default (ServiceLoader) template. */
@ExtendWith(DynamoDbExtension.class)
class ErrorsTest {

  static TemplateFixture fx;
  static DynamoDbTemplate template;

  @BeforeAll
  static void setUp(LocalDynamoDb db, TestTables tables) {
    fx = TemplateFixture.create(db, tables);
    template = fx.template;
  }

  @AfterAll
  static void tearDown() {
    fx.close();
  }

  @Test
  void createTablesBuildsOnDemandTablesFromTheMetadataAndWaitsForThem() {
    fx.clear();
    List<CreateTableRequest> requests = template.createTableRequests(LogEntry.class, Note.class);
    assertThat(requests).hasSize(2);
    CreateTableRequest log = requests.get(0);
    assertThat(log.tableName()).isEqualTo(fx.tables.name("log"));
    assertThat(log.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
    assertThat(log.keySchema()).extracting(k -> k.attributeName() + ":" + k.keyType())
        .containsExactly("stream:" + KeyType.HASH, "seq:" + KeyType.RANGE);
    assertThat(log.attributeDefinitions()).extracting(d -> d.attributeName() + ":" + d.attributeType())
        .containsExactlyInAnyOrder("stream:" + ScalarAttributeType.S, "seq:" + ScalarAttributeType.N);
    assertThat(fx.log.requests()).isEmpty(); // building requests sends nothing

    template.createTables(LogEntry.class, Note.class);
    assertThat(fx.timeline).startsWith("CreateTable", "CreateTable").contains("DescribeTable");
    assertThat(fx.log.requestsOf(DescribeTableRequest.class)).isNotEmpty();
    template.createTables(LogEntry.class); // existing tables are left alone
    assertThat(template.count(LogEntry.class)).isZero();

    DynamoDbTemplate oneTable = DynamoDbTemplate.builder(fx.client).mapperRegistry(TemplateFixture.mappers())
        .tableNameResolver(logical -> "single").build();
    assertThatThrownBy(() -> oneTable.createTableRequests(Player.class, LogEntry.class))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("different keys");
  }

  @Test
  void theDefaultTemplateFindsGeneratedMappersThroughServiceLoader(DynamoDbClient client) {
    DynamoDbOperations defaults = new DynamoDbTemplate(client);
    assertThat(defaults.getMapperRegistry().hasMapper(Player.class)).isTrue();
    assertThat(defaults.getTableName(Player.class)).isEqualTo("players");
  }

  @Test
  void aMissingTableNamesTheTableAndSaysHowToCreateIt() {
    DynamoDbTemplate prefixed = DynamoDbTemplate.builder(fx.client).mapperRegistry(TemplateFixture.mappers())
        .tableNameResolver(TableNameResolver.prefix("absent-")).build();
    assertThatThrownBy(() -> prefixed.findById(Player.class, "x"))
        .isInstanceOf(InvalidDataAccessResourceUsageException.class)
        .hasMessageContaining("'absent-players'").hasMessageContaining("createTables");
    assertThatThrownBy(() -> prefixed.saveAll(List.of(new Player("x", "y", 1))))
        .isInstanceOf(DataAccessException.class).hasMessageContaining("absent-players");
  }

  @Test
  void invalidRequestsAndEntitiesAreApiUsageErrors() {
    template.createTables(Player.class);
    assertThatThrownBy(() -> template.update(Player.class, "p", null, "SET", Map.of(), Map.of()))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("UpdateItem of Player");
    assertThatThrownBy(() -> template.save(new Player(null, "no key", 1)))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("'id'");
    assertThatThrownBy(() -> template.findById(Player.class, "a", "no sort key here"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("no sort key");
    assertThatThrownBy(() -> template.findById(String.class, "a"))
        .isInstanceOf(InvalidDataAccessApiUsageException.class).hasMessageContaining("No Dynaforge mapper");
  }

  @Test
  void throttlingIsTransientAndTheTranslatorIsReplaceable(LocalDynamoDb db) {
    ExecutionInterceptor throttle = new ExecutionInterceptor() {
      @Override
      public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        if (context.request() instanceof GetItemRequest get && get.key().get("id").s().startsWith("limit")) {
          throw RequestLimitExceededException.builder().message("account limit")
              .awsErrorDetails(AwsErrorDetails.builder().errorCode("RequestLimitExceeded").build()).build();
        }
        throw ProvisionedThroughputExceededException.builder().message("slow down")
            .awsErrorDetails(AwsErrorDetails.builder().errorCode("ProvisionedThroughputExceededException").build())
            .build();
      }
    };
    try (DynamoDbClient client = db.clientBuilder()
        .overrideConfiguration(c -> c.retryStrategy(AwsRetryStrategy.doNotRetry()).addExecutionInterceptor(throttle))
        .build()) {
      DynamoDbTemplate throttled = DynamoDbTemplate.builder(client).mapperRegistry(TemplateFixture.mappers()).build();
      assertThatThrownBy(() -> throttled.findById(Player.class, "p"))
          .isInstanceOf(TransientDataAccessResourceException.class)
          .hasMessageContaining("GetItem of Player in table 'players' (key {id=\"p\"})");
      assertThatThrownBy(() -> throttled.findById(Player.class, "limit"))
          .isInstanceOf(TransientDataAccessResourceException.class);

      class Custom extends DataAccessResourceFailureException {
        Custom(String message) {
          super(message);
        }
      }
      DynamoDbTemplate custom = DynamoDbTemplate.builder(client).mapperRegistry(TemplateFixture.mappers())
          .exceptionTranslator((e, context) -> new Custom(context.operation() + "/" + context.tableName())).build();
      assertThatThrownBy(() -> custom.findById(Player.class, "p")).isInstanceOf(Custom.class)
          .hasMessage("GetItem/players");
    }
  }

  @Test
  void aServerThatCannotBeReachedIsAResourceFailure(LocalDynamoDb db) throws Exception {
    int port;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      port = socket.getLocalPort();
    }
    try (DynamoDbClient client = db.clientBuilder().endpointOverride(URI.create("http://127.0.0.1:" + port))
        .overrideConfiguration(c -> c.retryStrategy(AwsRetryStrategy.doNotRetry())).build()) {
      DynamoDbTemplate unreachable = DynamoDbTemplate.builder(client).mapperRegistry(TemplateFixture.mappers()).build();
      assertThatThrownBy(() -> unreachable.findById(Player.class, "p"))
          .isInstanceOf(DataAccessResourceFailureException.class).hasMessageContaining("GetItem of Player");
      assertThatThrownBy(() -> unreachable.saveAll(List.of(new Player("a", "b", 1), new Player("c", "d", 2))))
          .isInstanceOf(BatchWriteIncompleteException.class)
          .hasMessageContaining("2 item(s) not confirmed written")
          .hasCauseInstanceOf(DataAccessResourceFailureException.class);
    }
  }
}
