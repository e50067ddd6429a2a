package io.dynaforge.examples.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * The example's least-privilege IAM policies ({@code META-INF/dynaforge/iam/<Repository>.json}, and the same
 * documents in the CloudFormation template): each is the union of the permissions its repository's
 * access-pattern report lists per method, and the index repository may only Query its index.
 */
class LeastPrivilegePolicyTest {

    private static final Path CLASSES = Path.of(System.getProperty("dynaforge.example.classes", "target/classes"));

    @Test
    void everyRepositorysPolicyIsTheUnionOfItsReportedPermissions() throws IOException {
        Map<String, Map<String, Set<String>>> unions = new TreeMap<>();
        try (Stream<Path> reports = Files.list(CLASSES.resolve("META-INF/dynaforge/access-patterns"))) {
            for (Path report : reports.toList()) {
                Map<String, Set<String>> union = new TreeMap<>();
                for (JsonNode method : json(report).field("methods").orElseThrow().asArray()) {
                    method.field("permissions").orElseThrow().asObject().forEach((resource, actions) ->
                            actions.asArray().forEach(a ->
                                    union.computeIfAbsent(resource, r -> new TreeSet<>()).add(a.asString())));
                }
                String name = report.getFileName().toString();
                unions.put(name.substring(0, name.length() - ".json".length()), union);
            }
        }
        assertThat(unions).containsKeys(PlayerRepository.class.getName(), PlayerByRatingRepository.class.getName(),
                ReactivePlayerRepository.class.getName(), TournamentViewRepository.class.getName());
        for (Map.Entry<String, Map<String, Set<String>>> union : unions.entrySet()) {
            Map<String, Set<String>> policy = new TreeMap<>();
            for (JsonNode statement : json(CLASSES.resolve("META-INF/dynaforge/iam/" + union.getKey() + ".json"))
                    .field("Statement").orElseThrow().asArray()) {
                String arn = statement.field("Resource").orElseThrow().asString();
                // a standalone policy names tables as ${table_prefix}<logical name>, for envsubst or Terraform
                assertThat(arn).startsWith("arn:${partition}:dynamodb:${region}:${account}:table/${table_prefix}");
                String resource = arn.substring(arn.indexOf(":table/") + 1).replace("${table_prefix}", "");
                Set<String> actions = policy.computeIfAbsent(resource, r -> new TreeSet<>());
                statement.field("Action").orElseThrow().asArray().forEach(a -> actions.add(a.asString()));
            }
            assertThat(policy).as(union.getKey()).isEqualTo(union.getValue());
        }
        assertThat(unions.get(PlayerByRatingRepository.class.getName()))
                .isEqualTo(Map.of("table/arena/index/by_rating", Set.of("dynamodb:Query")));
        assertThat(Files.readString(CLASSES.resolve("META-INF/dynaforge/cloudformation.json")))
                .contains("\"PlayerByRatingRepositoryPolicy\": {")
                .contains("table/${ArenaTableName}/index/by_rating");
    }

    private static JsonNode json(Path file) throws IOException {
        return JsonNode.parser().parse(Files.readAllBytes(file));
    }
}
