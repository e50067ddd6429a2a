package io.dynaforge.processor.codegen;

import io.dynaforge.processor.query.IamActions.Resource;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;

/**
 * A repository's IAM policy document, written once for {@code META-INF/dynaforge/iam/<Repository>.json}
 * and for its {@code AWS::IAM::ManagedPolicy} in the CloudFormation template: version 2012-10-17, one
 * {@code Allow} statement per table or index (tables by name, a table before its indexes), its actions
 * sorted. In the file, each resource is the ARN {@code
 * arn:${AWS::Partition}:dynamodb:${AWS::Region}:${AWS::AccountId}:table/<logical table>[/index/<index>]},
 * whose three {@code ${AWS::...}} placeholders (and the logical table, where the table name resolver
 * maps it) a user substitutes; in the template, the same ARN is an {@code Fn::Sub} whose table is the
 * table's name parameter. {@link #read} reads a file back, for an incremental build.
 */
public final class IamPolicyDocument {

  /** Where the policy files go in the class output. */
  public static final String FOLDER = "META-INF/dynaforge/iam/";

  /** The ARN of every resource up to {@code table/}: partition, region and account left to substitute. */
  public static final String ARN_PREFIX = "arn:${AWS::Partition}:dynamodb:${AWS::Region}:${AWS::AccountId}:";

  private static final String VERSION = "2012-10-17";

  private IamPolicyDocument() {}

  /** {@code META-INF/dynaforge/iam/<qualified name>.json}. */
  public static String path(String repository) {
    return FOLDER + repository + ".json";
  }

  /** The policy file of a repository. */
  public static String json(RepositoryPolicy policy) {
    JsonPrinter json = new JsonPrinter();
    write(json, policy, (out, resource) -> out.string(ARN_PREFIX + resource.path()));
    return json + "\n";
  }

  /** The document, each resource written by {@code resource}. */
  static void write(JsonPrinter json, RepositoryPolicy policy, BiConsumer<JsonPrinter, Resource> resource) {
    json.open('{');
    json.field("Version").string(VERSION);
    json.field("Statement").open('[');
    policy.grants().forEach((on, actions) -> {
      json.open('{');
      json.field("Effect").string("Allow");
      json.field("Action").open('[');
      actions.forEach(json::string);
      json.close(']');
      json.field("Resource");
      resource.accept(json, on);
      json.close('}');
    });
    json.close(']');
    json.close('}');
  }

  /**
   * The grants of a policy file this class wrote (its lines), for a repository an incremental build
   * does not recompile; empty when the lines are not such a file.
   */
  public static SortedMap<Resource, SortedSet<String>> read(List<String> lines) {
    SortedMap<Resource, SortedSet<String>> grants = new TreeMap<>();
    SortedSet<String> actions = new TreeSet<>();
    for (String line : lines) {
      String text = line.strip();
      if (text.startsWith("\"dynamodb:")) {
        actions.add(unquote(text));
      } else if (text.startsWith("\"Resource\": ")) {
        String arn = unquote(text.substring("\"Resource\": ".length()));
        Resource resource = arn.startsWith(ARN_PREFIX) ? Resource.ofPath(arn.substring(ARN_PREFIX.length())) : null;
        if (resource == null || actions.isEmpty()) {
          return new TreeMap<>();
        }
        grants.computeIfAbsent(resource, r -> new TreeSet<>()).addAll(actions);
        actions = new TreeSet<>();
      }
    }
    return grants;
  }

  /** A JSON string as written here ({@code "text"}, maybe followed by a comma): names hold no escapes. */
  private static String unquote(String text) {
    String value = text.endsWith(",") ? text.substring(0, text.length() - 1) : text;
    return value.length() >= 2 && value.startsWith("\"") && value.endsWith("\"")
        ? value.substring(1, value.length() - 1) : value;
  }
}
