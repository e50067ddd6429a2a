package io.dynaforge.it.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.core.DynamoDbTemplate;
import io.dynaforge.core.TableNameResolver;
import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.mapping.EntityMapper;
import io.dynaforge.schema.SchemaManager;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.cloudformation.CloudFormationClient;
import software.amazon.awssdk.services.cloudformation.model.Parameter;
import software.amazon.awssdk.services.cloudformation.model.Stack;
import software.amazon.awssdk.services.cloudformation.model.StackStatus;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The CloudFormation template the processor wrote for this module ({@code META-INF/dynaforge/cloudformation.json}
 * on the test class path), deployed as it is on moto's CloudFormation (same endpoint), with every table name
 * parameter given a test prefix: the stack's tables are what {@link SchemaManager#create} makes.
 */
@ExtendWith(DynamoDbExtension.class)
@DisabledOnDynalite // dynalite has no CloudFormation
class CloudFormationTemplateTest {

  private static final Pattern PARAMETER = Pattern.compile(
      "\"(\\w+TableName)\": \\{\\s*\"Type\": \"String\",\\s*\"Default\": \"([^\"]+)\"");

  @Test
  void theDeployedTemplateMakesTheTablesCreateMakes(LocalDynamoDb local) throws IOException {
    String template = template();
    DynamoDbClient dynamo = local.client();
    try (TestTables stackTables = new TestTables(dynamo, "CloudFormationStack");
        TestTables created = new TestTables(dynamo, "CloudFormationCreate");
        CloudFormationClient cloudFormation = cloudFormation(local)) {
      assertThat(tableParameters(template)).containsKey("SchemaShipmentsTableName");
      String stack = stackTables.prefix() + "stack";
      Stack deployed = deploy(cloudFormation, stack, template, stackTables);
      assertThat(deployed.stackStatus()).isEqualTo(StackStatus.CREATE_COMPLETE);
      assertThat(deployed.outputs()).anySatisfy(o -> {
        assertThat(o.outputKey()).isEqualTo("SchemaShipmentsTableArn");
        assertThat(o.outputValue()).endsWith(":table/" + stackTables.name("schema_shipments"));
      });

      new SchemaManager(DynamoDbTemplate.builder(dynamo).tableNameResolver(TableNameResolver.prefix(created.prefix()))
          .build()).create(SchemaManagerTest.MODEL);
      TableDescription fromStack = describe(dynamo, stackTables.name("schema_shipments"));
      TableDescription fromCreate = describe(dynamo, created.name("schema_shipments"));
      assertThat(shape(fromStack)).isEqualTo(shape(fromCreate));
      assertThat(fromStack.billingModeSummary().billingModeAsString()).isEqualTo("PAY_PER_REQUEST");

      // moto's CloudFormation ignores TimeToLiveSpecification, so that alone is left to validate to report
      SchemaManager stackSchema = new SchemaManager(DynamoDbTemplate.builder(dynamo)
          .tableNameResolver(TableNameResolver.prefix(stackTables.prefix())).build());
      assertThat(stackSchema.validate(SchemaManagerTest.MODEL).differences()).containsExactly("time to live of table '"
          + stackTables.name("schema_shipments") + "' is not enabled on the @TimeToLive attribute 'expiresAt'");
      assertThat(template).containsPattern("\"TimeToLiveSpecification\": \\{\\s*\"AttributeName\": \"expiresAt\","
          + "\\s*\"Enabled\": true\\s*}");
      cloudFormation.deleteStack(r -> r.stackName(stack));
    }
  }

  /**
   * Every table of the module's template, deployed, has the shape {@code createTables} gives it for
   * every entity and view the module registers (its {@code EntityMapper} listing): keys, attribute
   * definitions, and each index's keys and projection ({@code INCLUDE} and {@code KEYS_ONLY} among them).
   */
  @Test
  void everyTableOfTheModuleIsTheOneCreateTablesMakes(LocalDynamoDb local) throws IOException {
    String template = template();
    DynamoDbClient dynamo = local.client();
    try (TestTables stackTables = new TestTables(dynamo, "CloudFormationAll");
        TestTables created = new TestTables(dynamo, "CloudFormationAllCreate");
        CloudFormationClient cloudFormation = cloudFormation(local)) {
      List<String> tables = new ArrayList<>(tableParameters(template).values());
      String stack = stackTables.prefix() + "stack";
      assertThat(deploy(cloudFormation, stack, template, stackTables).stackStatus()).isEqualTo(StackStatus.CREATE_COMPLETE);

      List<Class<?>> types = new ArrayList<>();
      ServiceLoader.load(EntityMapper.class).forEach(mapper -> types.add(mapper.type()));
      new SchemaManager(DynamoDbTemplate.builder(dynamo).tableNameResolver(TableNameResolver.prefix(created.prefix()))
          .build()).create(types.toArray(Class<?>[]::new));
      Map<String, String> different = new TreeMap<>();
      for (String table : tables) {
        Map<String, Object> fromStack = shape(describe(dynamo, stackTables.name(table)));
        Map<String, Object> fromCreate = shape(describe(dynamo, created.name(table)));
        if (!fromStack.equals(fromCreate)) {
          different.put(table, "stack " + fromStack + "\n  createTables " + fromCreate);
        }
      }
      assertThat(tables).hasSizeGreaterThan(20);
      assertThat(template).contains("\"ProjectionType\": \"INCLUDE\"").contains("\"ProjectionType\": \"KEYS_ONLY\"");
      assertThat(different).as("tables whose deployed shape differs from createTables'").isEmpty();
      cloudFormation.deleteStack(r -> r.stackName(stack));
    }
  }

  static CloudFormationClient cloudFormation(LocalDynamoDb local) {
    return CloudFormationClient.builder()
        .endpointOverride(local.endpoint())
        .region(LocalDynamoDb.REGION)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .build();
  }

  /** The template's table name parameters and their defaults (the logical table names), in order. */
  static Map<String, String> tableParameters(String template) {
    Map<String, String> parameters = new java.util.LinkedHashMap<>();
    Matcher m = PARAMETER.matcher(template);
    while (m.find()) {
      parameters.put(m.group(1), m.group(2));
    }
    return parameters;
  }

  /** Creates the stack with every table name given the test prefix, and waits for it to settle. */
  static Stack deploy(CloudFormationClient cloudFormation, String stack, String template, TestTables tables) {
    List<Parameter> parameters = new ArrayList<>();
    tableParameters(template).forEach((key, table) ->
        parameters.add(Parameter.builder().parameterKey(key).parameterValue(tables.name(table)).build()));
    cloudFormation.createStack(r -> r.stackName(stack).templateBody(template).parameters(parameters));
    return awaitComplete(cloudFormation, stack);
  }

  /** What the two tables must share: keys, attribute definitions, indexes with their keys and projections. */
  private static Map<String, Object> shape(TableDescription table) {
    Map<String, Object> shape = new TreeMap<>();
    shape.put("keySchema", table.keySchema());
    shape.put("attributeDefinitions", new HashSet<>(table.attributeDefinitions()));
    table.globalSecondaryIndexes().stream().sorted(Comparator.comparing(i -> i.indexName())).forEach(i ->
        shape.put("gsi " + i.indexName(), List.of(i.keySchema(), i.projection())));
    table.localSecondaryIndexes().stream().sorted(Comparator.comparing(i -> i.indexName())).forEach(i ->
        shape.put("lsi " + i.indexName(), List.of(i.keySchema(), i.projection())));
    return shape;
  }

  private static TableDescription describe(DynamoDbClient client, String table) {
    return client.describeTable(r -> r.tableName(table)).table();
  }

  private static Stack awaitComplete(CloudFormationClient cloudFormation, String stack) {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (true) {
      Stack s = cloudFormation.describeStacks(r -> r.stackName(stack)).stacks().get(0);
      if (!s.stackStatusAsString().endsWith("_IN_PROGRESS") || System.nanoTime() > deadline) {
        return s;
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
  }

  static String template() throws IOException {
    try (InputStream in = CloudFormationTemplateTest.class.getResourceAsStream("/META-INF/dynaforge/cloudformation.json")) {
      assertThat(in).as("the processor's template on the test class path").isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
