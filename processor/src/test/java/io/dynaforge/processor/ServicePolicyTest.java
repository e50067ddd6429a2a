package io.dynaforge.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.dynaforge.processor.IamPolicyTest.file;
import static io.dynaforge.processor.IamPolicyTest.grants;
import static io.dynaforge.processor.Sources.source;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue 42, deployable policies: {@code META-INF/dynaforge/iam/service.json} is one policy for the whole
 * compilation, the union of every repository's policy, of what the stream consumer of each
 * {@code @StreamHandler}'s table sends and, with {@code -Adynaforge.checkpointTable}, of what the checkpoint
 * store sends (what the poller and the store send is recorded against moto by the integration tests'
 * {@code StreamConsumerPolicyTest}); standalone files write {@code ${partition}}, {@code ${region}},
 * {@code ${account}} and {@code ${table_prefix}} for envsubst and Terraform, never CloudFormation's
 * {@code ${AWS::...}}.
 */
class ServicePolicyTest {

  private static final String SERVICE = "META-INF/dynaforge/iam/service.json";

  static final JavaFileObject HANDLER = source("ShopEvents", """
      import io.dynaforge.stream.*;
      @StreamHandler(table = "shop")
      public class ShopEvents {
        @OnChange public void placed(ChangeEvent<Order> event) {}
      }
      """);

  private static final Set<String> CONSUMER_STREAM =
      Set.of("dynamodb:DescribeStream", "dynamodb:GetRecords", "dynamodb:GetShardIterator");

  private static Compilation compile(List<String> options, JavaFileObject... sources) {
    return Compiler.javac().withProcessors(new DynaforgeProcessor()).withOptions(options).compile(sources);
  }

  @Test
  void theServicePolicyIsTheRepositoriesStreamConsumersAndCheckpointTable() throws IOException {
    Compilation c = compile(List.of("-Adynaforge.checkpointTable=shop-checkpoints"), withModel(
        StreamHandlerDiagnosticsTest.ORDER, StreamHandlerDiagnosticsTest.ORDER_LINE, HANDLER));
    assertThat(c).succeeded();
    String service = file(c, SERVICE).orElseThrow();

    Map<String, Set<String>> expected = new TreeMap<>();
    for (String repository : List.of("GameRepository", "GameByStatusRepository")) {
      grants(IamPolicyTest.policy(c, repository).orElseThrow())
          .forEach((r, actions) -> expected.computeIfAbsent(r, k -> new TreeSet<>()).addAll(actions));
    }
    expected.put("table/shop", Set.of("dynamodb:DescribeTable"));
    expected.put("table/shop/stream/*", CONSUMER_STREAM);
    expected.put("table/shop-checkpoints", Set.of("dynamodb:CreateTable", "dynamodb:DescribeTable",
        "dynamodb:PutItem", "dynamodb:Query"));
    assertThat(grants(service)).isEqualTo(expected);
    assertThat(service)
        .contains("\"arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}shop/stream/*\"")
        .contains("\"arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}games/index/by_status\"")
        .as("the checkpoint table is used under the name it is configured with")
        .contains("\"arn:${partition}:dynamodb:${region}:${account}:table/shop-checkpoints\"")
        .doesNotContain("AWS::");
  }

  @Test
  void statementsAreOnePerResourceInOrderAndTheFileDoesNotDependOnTheSourceOrder() throws IOException {
    String one = file(compile(List.of(), withModel(StreamHandlerDiagnosticsTest.ORDER, HANDLER)), SERVICE)
        .orElseThrow();
    JavaFileObject[] reversed = withModel(StreamHandlerDiagnosticsTest.ORDER, HANDLER);
    java.util.Collections.reverse(java.util.Arrays.asList(reversed));
    assertThat(file(compile(List.of(), reversed), SERVICE)).hasValue(one);
    assertThat(one.indexOf("table/${table_prefix}games\"")).isLessThan(one.indexOf("games/index/by_status"));
    assertThat(one.indexOf("table/${table_prefix}shop\"")).isLessThan(one.indexOf("table/${table_prefix}shop/stream"));
    assertThat(one.split("\"Resource\"")).hasSize(grants(one).size() + 1);
  }

  @Test
  void withoutHandlersOrCheckpointTableItIsTheUnionOfTheRepositories() throws IOException {
    Compilation c = compile(List.of(), IamPolicyTest.MODEL);
    assertThat(c).succeeded();
    assertThat(file(c, SERVICE).orElseThrow()).doesNotContain("stream").doesNotContain("DescribeTable");
    assertThat(file(c, ServicePolicy.LISTING)).isEmpty();
  }

  @Test
  void aCompilationThatSendsNothingHasNoServicePolicy() throws IOException {
    Compilation c = compile(List.of(), IamPolicyTest.GAME);
    assertThat(c).succeeded();
    assertThat(file(c, SERVICE)).isEmpty();
  }

  @Test
  void theRepositoryFilesHaveTheEnvsubstPlaceholders() throws IOException {
    Compilation c = compile(List.of(), IamPolicyTest.MODEL);
    assertThat(IamPolicyTest.policy(c, "GameRepository").orElseThrow())
        .contains("\"arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}games\"")
        .doesNotContain("AWS::");
  }

  private static JavaFileObject[] withModel(JavaFileObject... more) {
    List<JavaFileObject> all = new java.util.ArrayList<>(List.of(IamPolicyTest.MODEL));
    all.addAll(List.of(more));
    return all.toArray(new JavaFileObject[0]);
  }
}
