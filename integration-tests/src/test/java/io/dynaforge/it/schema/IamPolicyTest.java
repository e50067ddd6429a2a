package io.dynaforge.it.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.dynaforge.it.template.DisabledOnDynalite;
import io.dynaforge.testing.DynamoDbExtension;
import io.dynaforge.testing.LocalDynamoDb;
import io.dynaforge.testing.TestTables;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.cloudformation.CloudFormationClient;
import software.amazon.awssdk.services.cloudformation.model.Output;
import software.amazon.awssdk.services.cloudformation.model.Stack;
import software.amazon.awssdk.services.cloudformation.model.StackStatus;
import software.amazon.awssdk.services.iam.IamClient;
import software.amazon.awssdk.services.iam.model.Policy;

/**
 * Issue 34, least privilege, on this module's repositories: the CloudFormation template's managed
 * policies, deployed on moto's CloudFormation and read back through IAM, are the generated
 * {@code META-INF/dynaforge/iam/<Repository>.json} documents (after substituting their {@code ${partition}},
 * {@code ${region}}, {@code ${account}} and {@code ${table_prefix}}, as envsubst would, and the physical table
 * names the stack was given); and every policy is exactly what its
 * repository's access-pattern report implies: the union of the methods' permissions, each method's
 * being its reported operation on its reported table and index (and, for inherited CRUD, the reads and
 * deletes the runtime adds).
 */
@ExtendWith(DynamoDbExtension.class)
class IamPolicyTest {

  private static final String IAM = "META-INF/dynaforge/iam/";
  private static final String REPORTS = "META-INF/dynaforge/access-patterns";
  private static final String LISTING = "META-INF/dynaforge/iam-policies";
  private static final Pattern TABLE = Pattern.compile(":table/([^/\"]+)");

  @Test
  @DisabledOnDynalite // dynalite has no CloudFormation or IAM
  void theStacksManagedPoliciesAreThePolicyFiles(LocalDynamoDb local) throws IOException {
    String template = CloudFormationTemplateTest.template();
    Set<String> templateTables = new TreeSet<>(CloudFormationTemplateTest.tableParameters(template).values());
    try (TestTables stackTables = new TestTables(local.client(), "IamPolicyStack");
        CloudFormationClient cloudFormation = CloudFormationTemplateTest.cloudFormation(local);
        IamClient iam = iam(local)) {
      String stack = stackTables.prefix() + "stack";
      Stack deployed = CloudFormationTemplateTest.deploy(cloudFormation, stack, template, stackTables);
      assertThat(deployed.stackStatus()).as(deployed.stackStatusReason()).isEqualTo(StackStatus.CREATE_COMPLETE);

      Map<String, Object> fromIam = new TreeMap<>();
      String account = null;
      for (Output output : deployed.outputs()) {
        if (!output.outputKey().matches("\\w+Policy\\d*Arn")) {
          continue;
        }
        String arn = output.outputValue();
        account = arn.split(":")[4];
        Policy policy = iam.getPolicy(r -> r.policyArn(arn)).policy();
        String document = iam.getPolicyVersion(r -> r.policyArn(arn).versionId(policy.defaultVersionId()))
            .policyVersion().document();
        String repository = policy.description().replaceFirst("^Least privilege for ([\\w.$]+): .*", "$1");
        assertThat(fromIam.put(repository, parse(document.startsWith("{") ? document
            : URLDecoder.decode(document, StandardCharsets.UTF_8)))).as(repository).isNull();
      }

      Map<String, Object> generated = new TreeMap<>();
      for (String repository : listed()) {
        String file = resource(IAM + repository + ".json").replace("${table_prefix}", "");
        if (!templateTables.containsAll(tables(file))) {
          continue; // its table is another module's: the policy is in that module's template
        }
        // what envsubst or Terraform's templatefile does, with an empty table prefix: the stack names the tables
        String substituted = file.replace("${partition}", "aws").replace("${region}", "us-east-1")
            .replace("${account}", String.valueOf(account));
        assertThat(substituted).as(repository).doesNotContain("${");
        generated.put(repository, parse(TABLE.matcher(substituted)
            .replaceAll(m -> Matcher.quoteReplacement(":table/" + stackTables.name(m.group(1))))));
      }
      assertThat(generated).hasSizeGreaterThan(20);
      assertThat(fromIam).isEqualTo(generated);
      cloudFormation.deleteStack(r -> r.stackName(stack));
    }
  }

  /**
   * For every access-pattern report of the module: each method's permissions are its operation on its
   * table and index (a PartiQL statement: its verb's action), plus only what the runtime adds for an
   * inherited method (the consistent GetItem of a versioned write, the deletes of {@code deleteAll()});
   * the repository's policy file holds their union, and the listing names exactly the repositories
   * with one.
   */
  @Test
  void everyPolicyIsWhatItsRepositorysReportImplies() throws IOException, URISyntaxException {
    Map<String, String> reports = reports();
    assertThat(reports).hasSizeGreaterThan(40);
    Set<String> withPolicy = new TreeSet<>();
    List<String> wrong = new ArrayList<>();
    for (Map.Entry<String, String> report : reports.entrySet()) {
      String repository = report.getKey();
      Map<String, Set<String>> union = new TreeMap<>();
      for (JsonNode method : JsonNode.parser().parse(report.getValue()).field("methods").orElseThrow().asArray()) {
        Map<String, Set<String>> permissions = permissions(method.field("permissions").orElseThrow());
        String problem = problem(method, permissions);
        if (problem != null) {
          wrong.add(repository + "." + text(method, "method") + ": " + problem + " " + permissions);
        }
        permissions.forEach((resource, actions) -> union.computeIfAbsent(resource, k -> new TreeSet<>()).addAll(actions));
      }
      String file = optionalResource(IAM + repository + ".json");
      file = file == null ? null : file.replace("${table_prefix}", "");
      if (union.isEmpty()) {
        assertThat(file).as(repository + " sends nothing: no policy").isNull();
        continue;
      }
      withPolicy.add(repository);
      assertThat(file).as(repository + "'s policy").isNotNull();
      assertThat(grants(file)).as(repository + "'s policy").isEqualTo(union);
    }
    assertThat(wrong).isEmpty();
    assertThat(new TreeSet<>(listed())).isEqualTo(withPolicy);
  }

  /**
   * {@code iam/service.json} is one policy: the union of every repository's file and of what the stream consumer
   * of this module's one {@code @StreamHandler} table ({@code streams_shop}) sends ({@code StreamConsumerPolicyTest}
   * records that); filled as envsubst would, IAM accepts it.
   */
  @Test
  @DisabledOnDynalite // dynalite has no IAM
  void theServicePolicyIsEveryRepositorysAndTheStreamConsumers(LocalDynamoDb local) throws IOException {
    Map<String, Set<String>> union = new TreeMap<>();
    for (String repository : listed()) {
      grants(resource(IAM + repository + ".json").replace("${table_prefix}", ""))
          .forEach((resource, actions) -> union.computeIfAbsent(resource, k -> new TreeSet<>()).addAll(actions));
    }
    union.computeIfAbsent("table/streams_shop", k -> new TreeSet<>()).add("dynamodb:DescribeTable");
    union.put("table/streams_shop/stream/*",
        new TreeSet<>(Set.of("dynamodb:DescribeStream", "dynamodb:GetRecords", "dynamodb:GetShardIterator")));
    String service = resource(IAM + "service.json");
    assertThat(grants(service.replace("${table_prefix}", ""))).isEqualTo(union);

    String filled = service.replace("${partition}", "aws").replace("${region}", "us-east-1")
        .replace("${account}", "123456789012").replace("${table_prefix}", "prod-");
    assertThat(filled).doesNotContain("${").contains("arn:aws:dynamodb:us-east-1:123456789012:table/prod-streams_shop");
    try (IamClient iam = iam(local)) {
      String name = "IamPolicyTest-service-" + System.nanoTime();
      String arn = iam.createPolicy(r -> r.policyName(name).policyDocument(filled)).policy().arn();
      iam.deletePolicy(r -> r.policyArn(arn));
    }
  }

  /** Why a method's permissions are not what its report entry implies, or null. */
  private static String problem(JsonNode method, Map<String, Set<String>> permissions) {
    String operation = text(method, "operation");
    String table = text(method, "table");
    String index = text(method, "index");
    String resource = "table/" + table + (index == null ? "" : "/index/" + index);
    if (operation.equals("ExecuteStatement")) {
      // sent as written: one PartiQL action, on the table the statement names
      boolean one = permissions.size() == 1 && permissions.values().iterator().next().size() == 1
          && permissions.values().iterator().next().iterator().next().startsWith("dynamodb:PartiQL");
      return one ? null : "a PartiQL statement needs one PartiQL action";
    }
    Set<String> allowed = new TreeSet<>(Set.of("dynamodb:" + operation));
    if (method.field("inherited").isPresent()) {
      allowed.addAll(Set.of("dynamodb:GetItem", "dynamodb:DeleteItem", "dynamodb:BatchWriteItem"));
      if (operation.equals("BatchWriteItem")) {
        // saveAll: an entity an extension adds a write condition to goes out as its own PutItem (known at run time)
        allowed.add("dynamodb:PutItem");
      }
    }
    if (!permissions.keySet().equals(Set.of(resource))) {
      return "the resource is not its table and index " + resource;
    }
    Set<String> actions = permissions.get(resource);
    if (!actions.contains("dynamodb:" + operation)) {
      return "its operation " + operation + " is not allowed";
    }
    return allowed.containsAll(actions) ? null : "more than " + allowed + " is allowed";
  }

  private static Map<String, Set<String>> permissions(JsonNode node) {
    Map<String, Set<String>> permissions = new TreeMap<>();
    node.asObject().forEach((resource, actions) -> {
      Set<String> set = new TreeSet<>();
      actions.asArray().forEach(a -> set.add(a.asString()));
      permissions.put(resource, set);
    });
    return permissions;
  }

  /** A policy file's statements: the ARN's resource part → actions. */
  private static Map<String, Set<String>> grants(String policy) {
    Map<String, Set<String>> grants = new TreeMap<>();
    for (JsonNode statement : JsonNode.parser().parse(policy).field("Statement").orElseThrow().asArray()) {
      assertThat(statement.field("Effect").orElseThrow().asString()).isEqualTo("Allow");
      String arn = statement.field("Resource").orElseThrow().asString();
      String resource = arn.substring(arn.indexOf(":table/") + 1);
      Set<String> actions = grants.computeIfAbsent(resource, k -> new TreeSet<>());
      statement.field("Action").orElseThrow().asArray().forEach(a -> actions.add(a.asString()));
    }
    return grants;
  }

  private static Set<String> tables(String policy) {
    Set<String> tables = new TreeSet<>();
    Matcher m = TABLE.matcher(policy);
    while (m.find()) {
      tables.add(m.group(1));
    }
    return tables;
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = node.field(field).orElse(null);
    return value == null || value.isNull() ? null : value.asString();
  }

  /** The document as plain maps, lists and strings, to compare whatever the white space and key order. */
  private static Object parse(String json) {
    return plain(JsonNode.parser().parse(json));
  }

  private static Object plain(JsonNode node) {
    if (node.isObject()) {
      Map<String, Object> map = new TreeMap<>();
      node.asObject().forEach((k, v) -> map.put(k, plain(v)));
      return map;
    }
    if (node.isArray()) {
      return node.asArray().stream().map(IamPolicyTest::plain).toList();
    }
    return node.isNull() ? null : node.isString() ? node.asString() : node.toString();
  }

  /** The repositories the module's listing names, by qualified name. */
  private static List<String> listed() throws IOException {
    return resource(LISTING).lines().filter(l -> !l.isBlank()).map(l -> l.replace('$', '.')).toList();
  }

  /** Repository → report, of the reports this module's compilation wrote (its test classes directory). */
  private static Map<String, String> reports() throws IOException, URISyntaxException {
    Map<String, String> reports = new LinkedHashMap<>();
    Enumeration<URL> folders = IamPolicyTest.class.getClassLoader().getResources(REPORTS);
    while (folders.hasMoreElements()) {
      URL folder = folders.nextElement();
      if (!folder.getProtocol().equals("file") || !Path.of(folder.toURI()).toString().contains("test-classes")) {
        continue; // another module's jar
      }
      try (Stream<Path> files = Files.list(Path.of(folder.toURI()))) {
        for (Path file : files.sorted().toList()) {
          String name = file.getFileName().toString();
          reports.put(name.substring(0, name.length() - ".json".length()), Files.readString(file));
        }
      }
    }
    return reports;
  }

  private static String resource(String path) throws IOException {
    String text = optionalResource(path);
    assertThat(text).as(path).isNotNull();
    return text;
  }

  private static String optionalResource(String path) throws IOException {
    try (InputStream in = IamPolicyTest.class.getClassLoader().getResourceAsStream(path)) {
      return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static IamClient iam(LocalDynamoDb local) {
    return IamClient.builder()
        .endpointOverride(local.endpoint())
        .region(software.amazon.awssdk.regions.Region.AWS_GLOBAL)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("dummy", "dummy")))
        .build();
  }
}
